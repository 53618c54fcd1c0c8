import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MailedAnswer, Survey } from '../schemas/survey';
import { toFailure, type Failure } from './failure';

export type SurveyActionKind = 'delete' | 'remind' | 'close';

/** What the dialogs need to know of the survey acted on. */
export type SurveyTarget = Pick<Survey, 'id' | 'title' | 'status' | 'progress'>;

export interface SurveyActionsContext {
  kind: SurveyActionKind | null;
  survey: SurveyTarget | null;
  /** The admin confirmed deleting the answers already given too. */
  withAnswers: boolean;
  /** The server's reason for refusing a plain delete (answers exist). */
  refusal: string | null;
  error: Failure | null;
  /** Raters mailed by the last reminder. */
  sent: number | null;
}

export type SurveyActionsEvent =
  | { type: 'open'; kind: SurveyActionKind; survey: SurveyTarget }
  | { type: 'confirm' }
  | { type: 'confirmWithAnswers' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per action that went through: the screen toasts and refetches. */
export type SurveyActionsEmitted = { type: 'done'; kind: SurveyActionKind; survey: SurveyTarget; sent: number | null };

/**
 * Why an action is not offered for a survey, or null when it is. Reminders and closing
 * only make sense while raters can answer: a draft (or scheduled) survey has not started,
 * a closed one is over. Deleting is always possible (answers need a second confirmation).
 */
export function unavailableReason(kind: SurveyActionKind, survey: Pick<Survey, 'status'>): string | null {
  if (kind === 'delete' || survey.status === 'open') return null;
  if (survey.status === 'closed') return kind === 'remind' ? 'The survey is closed: raters can no longer answer.' : 'The survey is already closed.';
  return kind === 'remind' ? 'Reminders go out only while the survey is open; this one has not started.' : 'Only an open survey can be closed; this one has not started.';
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`surveyActions: the "${name}" actor is not provided`);
};

/** The request to run for the chosen action (confirm, and retry after a failure). */
const run = [
  { guard: 'isDelete', target: 'deleting' },
  { guard: 'isRemind', target: 'reminding' },
  { target: 'closing' },
] as const;

/** Only while nothing runs: a second dialog must not interrupt a request in flight. */
const openDialog = { guard: 'allowed', target: 'confirming', actions: 'remember' } as const;

const failWith = { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

/**
 * Delete, remind or close one survey, shared by the list and the detail page: ask first
 * (confirming), run the request, then `done` (announced) or `failed` (kept until dismissed).
 * A delete the server refuses because answers exist goes to `refused`, where the admin may
 * confirm deleting the answers too.
 */
export const surveyActionsMachine = setup({
  types: {} as { context: SurveyActionsContext; events: SurveyActionsEvent; emitted: SurveyActionsEmitted },
  actors: {
    deleteSurvey: fromPromise<unknown, { id: number; withAnswers: boolean }>(notProvided('deleteSurvey')),
    remindSurvey: fromPromise<MailedAnswer, { id: number }>(notProvided('remindSurvey')),
    closeSurvey: fromPromise<unknown, { id: number }>(notProvided('closeSurvey')),
  },
  actions: {
    remember: assign(({ event }) => {
      if (event.type !== 'open') return {};
      return { kind: event.kind, survey: event.survey, withAnswers: false, refusal: null, error: null, sent: null };
    }),
    forget: assign({ kind: null, survey: null, withAnswers: false, refusal: null, error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeRefusal: assign({
      refusal: (_, params: { error: unknown }) => toFailure(params.error).fieldErrors?.non_field_errors?.[0] ?? 'Raters have already answered this survey.',
    }),
    confirmAnswers: assign({ withAnswers: true }),
    clearError: assign({ error: null }),
    storeSent: assign({ sent: (_, params: { answer: MailedAnswer }) => params.answer.sent }),
    announce: emit(({ context }) => ({ type: 'done' as const, kind: context.kind!, survey: context.survey!, sent: context.sent })),
  },
  guards: {
    allowed: ({ event }) => event.type === 'open' && unavailableReason(event.kind, event.survey) === null,
    isDelete: ({ context }) => context.kind === 'delete',
    isRemind: ({ context }) => context.kind === 'remind',
    /** 400 with non_field_errors on a plain delete: answers exist and were not confirmed. */
    answersExist: ({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return !context.withAnswers && failure.status === 400 && Boolean(failure.fieldErrors?.non_field_errors?.length);
    },
    withAnswers: ({ context }) => context.withAnswers,
  },
}).createMachine({
  id: 'surveyActions',
  initial: 'idle',
  context: { kind: null, survey: null, withAnswers: false, refusal: null, error: null, sent: null },
  states: {
    idle: { on: { open: openDialog } },
    confirming: { on: { confirm: run, cancel: { target: 'idle', actions: 'forget' } } },
    deleting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'deleteSurvey',
        input: ({ context }) => ({ id: context.survey!.id, withAnswers: context.withAnswers }),
        onDone: 'done',
        onError: [
          {
            guard: { type: 'answersExist', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          failWith,
        ],
      },
    },
    refused: { on: { confirmWithAnswers: { target: 'deleting', actions: 'confirmAnswers' }, cancel: { target: 'idle', actions: 'forget' } } },
    reminding: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'remindSurvey',
        input: ({ context }) => ({ id: context.survey!.id }),
        onDone: { target: 'done', actions: { type: 'storeSent', params: ({ event }) => ({ answer: event.output }) } },
        onError: failWith,
      },
    },
    closing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: { src: 'closeSurvey', input: ({ context }) => ({ id: context.survey!.id }), onDone: 'done', onError: failWith },
    },
    failed: {
      on: {
        retry: run,
        // Back to the question that was asked last (the second one after a refusal).
        clearErrors: [{ guard: 'withAnswers', target: 'refused', actions: 'clearError' }, { target: 'confirming', actions: 'clearError' }],
        cancel: { target: 'idle', actions: 'forget' },
      },
    },
    done: { entry: 'announce', on: { open: openDialog } },
  },
});

export type SurveyActionsMachine = typeof surveyActionsMachine;
export type SurveyActionsActor = ActorRefFrom<SurveyActionsMachine>;
export type SurveyActionsSnapshot = SnapshotFrom<SurveyActionsMachine>;
export type SurveyActionsStatus = 'idle' | 'confirming' | 'deleting' | 'refused' | 'reminding' | 'closing' | 'failed' | 'done';
