import { fromCallback, fromPromise } from 'xstate';
import { answerMachine, type AnswerMachine } from '../../../../machines/answer.machine';
import { nextPendingSheet, nextSheetMachine, type NextSheetMachine } from '../../../../machines/next-sheet.machine';
import { storageDraftStore } from '../../../../machines/answer/draft-store';
import type { CommentCheck, CommentWarnings } from '../../../../schemas/comment-check';
import type { AnswerSaved, AnswerSheet, RaterSurveyList, SurveyUserAnswer } from '../../../../schemas/survey-answer';
import { answerApi } from './answer-api';
import { externalApi } from './external-api';

/** Calls have no time-out by default; a draft save that hangs this long is tried again. */
const SAVE_TIMEOUT_MS = 20_000;
/** The comment check holds the submit back: past this, it counts as failed (the rater may then submit without it). */
const CHECK_TIMEOUT_MS = 15_000;

const browserCopy = () => storageDraftStore(window.localStorage);

/** The 16–64 characters of `submit_key`: 128 random bits. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** Where the wizard reads a sheet and saves: the signed-in rater's calls, or an outside rater's through their link. */
interface AnswerCalls {
  sheet(assignment: number, opts: { signal?: AbortSignal }): Promise<AnswerSheet>;
  save(body: SurveyUserAnswer, opts: { signal?: AbortSignal; timeoutMs?: number }): Promise<AnswerSaved>;
  checkComments(assignment: number, body: CommentCheck, opts: { signal?: AbortSignal; timeoutMs?: number }): Promise<CommentWarnings>;
}

/** A submit answers the sheet as stored (a draft only its acknowledgement). */
function storedSheet(saved: AnswerSaved): AnswerSheet {
  if (!('competencies' in saved)) throw new Error('The submit was answered without the stored sheet.');
  return saved;
}

/** The answering wizard wired to `calls` and to localStorage. */
const answerMachineWith = (calls: AnswerCalls): AnswerMachine =>
  answerMachine.provide({
    actors: {
      loadSheet: fromPromise(async ({ input, signal }) => ({
        sheet: await calls.sheet(input.assignment, { signal }),
        copy: browserCopy().read(input.assignment),
        newKey: newKey(),
      })),
      saveDraft: fromPromise(({ input, signal }) => calls.save(input, { signal, timeoutMs: SAVE_TIMEOUT_MS })),
      submitAnswers: fromPromise(async ({ input, signal }) => storedSheet(await calls.save(input, { signal }))),
      checkComments: fromPromise(
        async ({ input: { assignment, comments }, signal }) =>
          (await calls.checkComments(assignment, { comments }, { signal, timeoutMs: CHECK_TIMEOUT_MS })).warnings,
      ),
      watchConnection: fromCallback(({ sendBack }) => {
        const report = () => sendBack({ type: 'connection', online: navigator.onLine });
        report();
        window.addEventListener('online', report);
        window.addEventListener('offline', report);
        return () => {
          window.removeEventListener('online', report);
          window.removeEventListener('offline', report);
        };
      }),
    },
    actions: {
      writeCopy: ({ context }) => browserCopy().write(context.assignment, { answers: context.answers, submitKey: context.submitKey! }),
      clearCopy: ({ context }) => browserCopy().clear(context.assignment),
    },
  });

/** The signed-in rater's wizard. */
export const liveAnswerMachine = answerMachineWith(answerApi);

/** An outside rater's wizard: the same chart, its calls scoped by their personal link. */
export const externalAnswerMachine = (token: string): AnswerMachine =>
  answerMachineWith({
    sheet: (assignment, opts) => externalApi.sheet(token, assignment, opts),
    save: (body, opts) => externalApi.save(token, body, opts),
    checkComments: (assignment, body, opts) => externalApi.checkComments(token, assignment, body, opts),
  });

/** After a submit, the rater's next sheet from what `pending` lists (the server's order: the survey due first first). */
const nextSheetWith = (pending: (opts: { signal?: AbortSignal }) => Promise<RaterSurveyList>): NextSheetMachine =>
  nextSheetMachine.provide({
    actors: { findNext: fromPromise(async ({ input, signal }) => nextPendingSheet(await pending({ signal }), input.assignment)) },
  });

/** The signed-in rater's next sheet: from the surveys they still have to answer. */
export const liveNextSheet = nextSheetWith((opts) => answerApi.drafts(opts));

/** An outside rater's next sheet: from what their link opens. */
export const externalNextSheet = (token: string): NextSheetMachine => nextSheetWith((opts) => externalApi.list(token, opts));
