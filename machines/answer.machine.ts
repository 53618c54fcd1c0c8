import { and, assertEvent, assign, fromCallback, fromPromise, not, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CommentCheck, CommentWarnings } from '../schemas/comment-check';
import type { AnswerSheet, SurveyUserAnswer } from '../schemas/survey-answer';
import type { AnswerContext, AnswerEvent } from './answer/answer-context';
import { toPayload } from './answer/answer-delta';
import { answersOf, applyChange, emptyAnswers, firstUnansweredStep, missingStatements } from './answer/answer-state';
import { commentsToCheck, stepOf } from './answer/comment-check';
import { resume, type AnswerLoad } from './answer/draft-store';
import { toFailure } from './failure';
import { notProvided } from './lib/not-provided';

/** The debounce of draft saves, and the wait before a failed save is tried again (1 s, 2 s, 4 s … 30 s). */
export const SAVE_DELAY_MS = 800;
export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30_000);

/** What changed since the server's last acknowledgement: a failed save's changes ride with the next. */
const payload = (c: AnswerContext, status: SurveyUserAnswer['status']) => toPayload(c.sheet!, c.saved, c.answers, status, c.submitKey!);
const change = { actions: ['applyChange', 'writeCopy', 'announceChange'] } as const;
const outputOf = <T>({ event }: { event: { output: T } }) => event.output;

/** What the comment check is asked: the assignment and its comments as typed. */
export type CommentCheckInput = CommentCheck & { assignment: number };

/**
 * The answering wizard: load the sheet (merged with the browser copy), one
 * competency per step with a review, every change kept in the browser at once and saved
 * as a draft shortly after (a parallel region), then submit once with the draft's key.
 * Before the submit, comments are checked for details that could identify the rater: a
 * warning lets them edit a comment or submit as written; a check that fails lets them try
 * again or submit without it (it is a warning, never a gate).
 */
export const answerMachine = setup({
  types: {} as { context: AnswerContext; events: AnswerEvent; input: { assignment: number } },
  actors: {
    loadSheet: fromPromise<AnswerLoad, { assignment: number }>(notProvided('answer', 'loadSheet')),
    /** Its answer (the acknowledgement) carries nothing the wizard needs: the answers sent are what the server now holds. */
    saveDraft: fromPromise<unknown, SurveyUserAnswer>(notProvided('answer', 'saveDraft')),
    submitAnswers: fromPromise<AnswerSheet, SurveyUserAnswer>(notProvided('answer', 'submitAnswers')),
    checkComments: fromPromise<CommentWarnings['warnings'], CommentCheckInput>(notProvided('answer', 'checkComments')),
    /** Sends `connection` events from the browser's online and offline events. */
    watchConnection: fromCallback<AnswerEvent>(notProvided('answer', 'watchConnection')),
  },
  actions: {
    /** Effects on the browser copy: provided by the live flow (localStorage), by tests and stories. */
    writeCopy: notProvided('answer', 'writeCopy'),
    clearCopy: notProvided('answer', 'clearCopy'),
    resume: assign(({ context }, load: AnswerLoad) => {
      const { answers, submitKey, copyNewer } = resume(load);
      const first = firstUnansweredStep(load.sheet, answers);
      // A newer browser copy holds changes the server has not got: they are saved straight away.
      return {
        sheet: load.sheet,
        answers,
        saved: answersOf(load.sheet),
        submitKey,
        step: first ?? 0,
        revision: context.revision + (copyNewer ? 1 : 0),
      };
    }),
    storeSheet: assign((_, sheet: AnswerSheet) => ({ sheet })),
    /** A submitted sheet is shown as the server holds it, whatever the browser kept. */
    storeSubmitted: assign((_, sheet: AnswerSheet) => ({ sheet, answers: answersOf(sheet), saved: answersOf(sheet) })),
    applyChange: assign(({ context, event }) => {
      assertEvent(event, ['answer', 'level', 'comment']);
      return { answers: applyChange(context.answers, event), revision: context.revision + 1 };
    }),
    announceChange: raise({ type: 'changed' }),
    nextStep: assign(({ context }) => ({ step: context.step + 1, focus: null })),
    previousStep: assign(({ context }) => ({ step: context.step - 1, focus: null })),
    toLastStep: assign(({ context }) => ({ step: context.sheet!.competencies.length - 1, focus: null })),
    goToStep: assign(({ context, event }) => {
      assertEvent(event, 'goTo');
      const focus = event.statement ?? (event.level ? ('level' as const) : null);
      return { step: Math.min(Math.max(0, event.step), context.sheet!.competencies.length - 1), focus };
    }),
    goToComment: assign(({ context, event }) => {
      assertEvent(event, 'editComment');
      return { step: stepOf(context, event.competency), focus: 'comment' as const };
    }),
    refuseSubmit: assign(({ context }) => ({ refusals: context.refusals + 1 })),
    storeWarnings: assign((_, warnings: CommentWarnings['warnings']) => ({ warnings })),
    storeCheckError: assign((_, params: { error: unknown }) => ({ checkError: toFailure(params.error) })),
    clearCheck: assign({ warnings: [], checkError: null }),
    markSaving: assign(({ context }) => ({ savingRevision: context.revision, sending: context.answers })),
    storeSaved: assign(({ context }) => ({ savedRevision: context.savingRevision, saved: context.sending, saveAttempts: 0, saveError: null })),
    storeConnection: assign(({ event }) => {
      assertEvent(event, 'connection');
      return { online: event.online };
    }),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: toFailure(params.error) })),
    storeSaveError: assign(({ context }, params: { error: unknown }) => ({ saveError: toFailure(params.error), saveAttempts: context.saveAttempts + 1 })),
    storeSubmitError: assign((_, params: { error: unknown }) => ({ submitError: toFailure(params.error) })),
    clearLoadError: assign({ loadError: null }),
    clearSaveError: assign({ saveError: null }),
    clearSubmitError: assign({ submitError: null }),
  },
  guards: {
    submittedSheet: (_, load: AnswerLoad) => load.sheet.assignment.status === 'submitted',
    allAnsweredOnLoad: (_, load: AnswerLoad) => firstUnansweredStep(load.sheet, resume(load).answers) === null,
    allAnswered: ({ context }) => missingStatements(context.sheet!, context.answers).length === 0,
    noComments: ({ context }) => commentsToCheck(context).length === 0,
    warned: (_, warnings: CommentWarnings['warnings']) => warnings.length > 0,
    lastStep: ({ context }) => context.step >= context.sheet!.competencies.length - 1,
    firstStep: ({ context }) => context.step === 0,
    unsaved: ({ context }) => context.revision > context.savedRevision,
    changedWhileSaving: ({ context }) => context.revision > context.savingRevision,
    isOffline: ({ context }) => !context.online,
    /** The server said no (the survey closed meanwhile…): trying the same again would not help. */
    refused: (_, params: { error: unknown }) => {
      const { kind, status } = toFailure(params.error);
      return kind === 'http' && status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
    },
    goesOffline: ({ event }) => event.type === 'connection' && !event.online,
    backOnline: ({ context, event }) => event.type === 'connection' && event.online && !context.online,
  },
  delays: {
    saveDelay: SAVE_DELAY_MS,
    retryDelay: ({ context }) => retryDelayMs(context.saveAttempts),
  },
}).createMachine({
  id: 'answer',
  initial: 'loading',
  context: ({ input }) => ({
    assignment: input.assignment,
    sheet: null,
    answers: emptyAnswers(),
    saved: emptyAnswers(),
    sending: emptyAnswers(),
    submitKey: null,
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
  }),
  invoke: { src: 'watchConnection' },
  on: { connection: { actions: 'storeConnection' } },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearLoadError',
      invoke: {
        src: 'loadSheet',
        input: ({ context }) => ({ assignment: context.assignment }),
        onDone: [
          {
            guard: { type: 'submittedSheet', params: outputOf },
            target: 'readOnly',
            actions: { type: 'storeSubmitted', params: ({ event }) => event.output.sheet },
          },
          { guard: { type: 'allAnsweredOnLoad', params: outputOf }, target: '#answer.answering.view.review', actions: { type: 'resume', params: outputOf } },
          { target: 'answering', actions: { type: 'resume', params: outputOf } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    answering: {
      type: 'parallel',
      on: { answer: change, level: change, comment: change },
      states: {
        view: {
          initial: 'step',
          states: {
            step: {
              on: {
                next: [{ guard: 'lastStep', target: 'review' }, { actions: 'nextStep' }],
                back: { guard: not('firstStep'), actions: 'previousStep' },
                goTo: { actions: 'goToStep' },
                review: 'review',
              },
            },
            review: {
              on: {
                back: { target: 'step', actions: 'toLastStep' },
                goTo: { target: 'step', actions: 'goToStep' },
                submit: [
                  { guard: and(['allAnswered', 'noComments']), target: '#answer.submitting' },
                  { guard: 'allAnswered', target: 'checking' },
                  { actions: 'refuseSubmit' },
                ],
              },
            },
            checking: {
              tags: ['busy'],
              entry: 'clearCheck',
              invoke: {
                src: 'checkComments',
                input: ({ context }) => ({ assignment: context.assignment, comments: commentsToCheck(context) }),
                onDone: [
                  { guard: { type: 'warned', params: outputOf }, target: 'warned', actions: { type: 'storeWarnings', params: outputOf } },
                  { target: '#answer.submitting' },
                ],
                onError: { target: 'checkFailed', actions: { type: 'storeCheckError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            warned: {
              on: {
                editComment: { target: 'step', actions: 'goToComment' },
                submitAnyway: '#answer.submitting',
                back: 'review',
              },
            },
            // The check is a help, not a gate: try it again, or submit without it.
            checkFailed: {
              on: { retry: 'checking', submitAnyway: '#answer.submitting', back: 'review', clearErrors: 'review' },
            },
          },
        },
        save: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'unsaved', target: 'pending' } },
            pending: {
              after: { saveDelay: 'saving' },
              on: {
                changed: { target: 'pending', reenter: true },
                connection: { guard: 'goesOffline', target: 'offline', actions: 'storeConnection' },
              },
            },
            saving: {
              tags: ['saving'],
              entry: 'markSaving',
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => payload(context, 'draft'),
                onDone: [
                  // The browser copy is stamped again so that it stays newer than the draft just saved without it.
                  { guard: 'changedWhileSaving', target: 'pending', actions: ['storeSaved', 'writeCopy'] },
                  { target: 'saved', actions: 'storeSaved' },
                ],
                onError: [
                  { guard: 'isOffline', target: 'offline', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
                  {
                    guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                    target: 'saveRefused',
                    actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            saved: { always: { guard: 'unsaved', target: 'pending' } },
            saveFailed: {
              after: { retryDelay: 'saving' },
              on: {
                retry: 'saving',
                changed: 'pending',
                connection: { guard: 'goesOffline', target: 'offline', actions: 'storeConnection' },
                clearErrors: { actions: 'clearSaveError' },
              },
            },
            // Not retried by itself: the answers stay on the device, the server's reason on screen.
            saveRefused: { on: { retry: 'saving', changed: 'pending', clearErrors: { actions: 'clearSaveError' } } },
            offline: { on: { connection: { guard: 'backOnline', target: 'saving', actions: 'storeConnection' } } },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearSubmitError',
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => payload(context, 'submitted'),
        onDone: { target: 'submitted', actions: [{ type: 'storeSheet', params: outputOf }, 'clearCopy'] },
        onError: { target: 'submitFailed', actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitFailed: {
      on: {
        // The same payload and key again: a submit the server already took counts once.
        retry: 'submitting',
        connection: { guard: 'backOnline', target: 'submitting', actions: 'storeConnection' },
        clearErrors: { target: '#answer.answering.view.review', actions: 'clearSubmitError' },
      },
    },
    submitted: { type: 'final' },
    readOnly: { entry: 'clearCopy' },
  },
});

export type AnswerMachine = typeof answerMachine;
export type AnswerActor = ActorRefFrom<AnswerMachine>;
export type AnswerSnapshot = SnapshotFrom<AnswerMachine>;
export type { AnswerContext, AnswerEvent };
