import type { Decorator } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { nextSheetMachine, type NextSheet } from '../../../../machines/next-sheet.machine';
import { answerMachine, type AnswerContext } from '../../../../machines/answer.machine';
import { answersOf } from '../../../../machines/answer/answer-state';
import { demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import { fakeAnswerServer, type FakeAnswerServerOptions } from '../../../../machines/answer/answer-fakes.fixtures';
import type { AnswerSheet } from '../../../../schemas/survey-answer';
import type { AnswerFlows } from './answer-actor';
import { AnswerPage } from './answer-page';
import { ReviewPage } from './review-page';

/** The answering stories: the demo sheet (machines/answer/demo-sheet.fixtures.ts) over an in-memory server. */

export const answerRoute = { route: { path: '/portrayal/user/survey-list/:assignment', url: '/portrayal/user/survey-list/31' }, layout: 'padded' };
export const reviewRoute = {
  route: { path: '/portrayal/user/submited-survey-list/:assignment', url: '/portrayal/user/submited-survey-list/31' },
  layout: 'padded',
};

/** Machines and snapshots are not serialisable args: each story renders its own. */
export const showAnswer = (flows: () => AnswerFlows) => () => <AnswerPage flows={flows()} />;
export const showReview = (flows: () => AnswerFlows) => () => <ReviewPage flows={flows()} />;

/** After a submit, the rater's next sheet: Priya Shah's, after a short wait. */
const fakeNextSheet = nextSheetMachine.provide({
  actors: {
    findNext: fromPromise(async (): Promise<NextSheet | null> => {
      await new Promise((r) => setTimeout(r, 150));
      return { assignment: 32, ratee: 'Priya Shah', self: false };
    }),
  },
});

/** The page over a fake server, started from the beginning (loading). */
export const served =
  (options: FakeAnswerServerOptions = {}) =>
  () => ({ machine: fakeAnswerServer({ delayMs: 150, ...options }).machine, next: fakeNextSheet });

type StateValue = Parameters<typeof answerMachine.resolveState>[0]['value'];

/** The page started in a given state of the chart, over a fake server for what happens next. */
export const at =
  (value: StateValue, context: Partial<AnswerContext> = {}, sheet: AnswerSheet = demoSheet(), server: FakeAnswerServerOptions = {}) =>
  () => {
    const { machine } = fakeAnswerServer({ sheet, delayMs: 150, ...server });
    const snapshot = machine.resolveState({
      value,
      context: {
        assignment: 31,
        sheet,
        answers: answersOf(sheet),
        saved: answersOf(sheet),
        sending: answersOf(sheet),
        submitKey: 'story-key-0123456789',
        step: 0,
        focus: null,
        revision: 0,
        savingRevision: 0,
        savedRevision: 0,
        saveAttempts: 0,
        online: true,
        refusals: 0,
        loadError: null,
        saveError: null,
        submitError: null,
        warnings: [],
        checkError: null,
        ...context,
      },
    });
    return { machine, snapshot, next: fakeNextSheet };
  };

export const step = (save = 'idle') => ({ answering: { view: 'step', save } });
export const review = (save = 'idle') => ({ answering: { view: 'review', save } });
/** The check of comments before the submit: asking, warned, or failed. */
export const checked = (view: 'checking' | 'warned' | 'checkFailed', save = 'saved') => ({ answering: { view, save } });

/** A 360 px wide phone screen. */
export const phone: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%' }}>
    <Story />
  </div>
);
