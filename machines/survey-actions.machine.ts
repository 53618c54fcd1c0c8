import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MailedAnswer, Survey } from '../schemas/survey';
import { toFailure, type Failure } from './failure';
import { extendUnavailable, extensionProblem } from './survey-lifecycle';
import { notProvided } from './lib/not-provided';

export type SurveyActionKind = 'delete' | 'remind' | 'close' | 'extend';

/** What the dialogs need to know of the survey acted on. */
export type SurveyTarget = Pick<Survey, 'id' | 'title' | 'status' | 'progress' | 'start_date' | 'end_date' | 'closed_at' | 'results_opened_at'>;

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
  /** Raters it left out: their address had its day's mails about the survey already. */
  skipped?: number;
  /** The new end date of an extension, once confirmed. */
  endDate: string | null;
}

export type SurveyActionsEvent =
  | { type: 'open'; kind: SurveyActionKind; survey: SurveyTarget }
  /** An extension confirms with its new end date. */
  | { type: 'confirm'; endDate?: string }
  | { type: 'confirmWithAnswers' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per action that went through (an extended survey with its new end date): the screen toasts and refetches. */
export type SurveyActionsEmitted = { type: 'done'; kind: SurveyActionKind; survey: SurveyTarget; sent: number | null; skipped?: number };

/**
 * Why an action is not offered for a survey, or null when it is. Reminders and closing
 * only make sense while raters can answer: a draft (or scheduled) survey has not started,
 * a closed one is over. Extending is for a survey that ended by its date, until a result
 * is opened. Deleting is always possible (answers need a second confirmation).
 */
export function unavailableReason(kind: SurveyActionKind, survey: Pick<Survey, 'status' | 'end_date' | 'closed_at' | 'results_opened_at'>): string | null {
  if (kind === 'extend') return extendUnavailable(survey);
  if (kind === 'delete' || survey.status === 'open') return null;
  if (survey.status === 'closed') return kind === 'remind' ? 'The survey is closed: raters can no longer answer.' : 'The survey is already closed.';
  return kind === 'remind'
    ? 'Reminders go out only while the survey is open; this one has not started.'
    : 'Only an open survey can be closed; this one has not started.';
}

/** An extension runs once its new end date is one the server takes. */
const extendTo = { guard: 'validEndDate', target: 'extending', actions: 'storeEndDate' } as const;

/** The requests that need nothing but a yes. */
const requests = [
  { guard: 'isDelete', target: 'deleting' },
  { guard: 'isRemind', target: 'reminding' },
  { guard: 'isClose', target: 'closing' },
] as const;
/** The request to run again after a failure (an extension with the date it was confirmed with). */
const run = [...requests, { guard: 'isExtend', target: 'extending' }] as const;

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
    deleteSurvey: fromPromise<unknown, { id: number; withAnswers: boolean }>(notProvided('surveyActions', 'deleteSurvey')),
    remindSurvey: fromPromise<MailedAnswer, { id: number }>(notProvided('surveyActions', 'remindSurvey')),
    closeSurvey: fromPromise<unknown, { id: number }>(notProvided('surveyActions', 'closeSurvey')),
    extendSurvey: fromPromise<unknown, { id: number; endDate: string }>(notProvided('surveyActions', 'extendSurvey')),
  },
  actions: {
    remember: assign(({ event }) => {
      if (event.type !== 'open') return {};
      return { kind: event.kind, survey: event.survey, withAnswers: false, refusal: null, error: null, sent: null, endDate: null };
    }),
    forget: assign({ kind: null, survey: null, withAnswers: false, refusal: null, error: null, endDate: null }),
    storeEndDate: assign({ endDate: ({ event }) => (event.type === 'confirm' ? (event.endDate ?? null) : null) }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeRefusal: assign({
      refusal: (_, params: { error: unknown }) => toFailure(params.error).fieldErrors?.non_field_errors?.[0] ?? 'Raters have already answered this survey.',
    }),
    confirmAnswers: assign({ withAnswers: true }),
    clearError: assign({ error: null }),
    storeSent: assign({
      sent: (_, params: { answer: MailedAnswer }) => params.answer.sent,
      skipped: (_, params: { answer: MailedAnswer }) => params.answer.skipped ?? 0,
    }),
    announce: emit(({ context }) => ({
      type: 'done' as const,
      kind: context.kind!,
      sent: context.sent,
      ...(context.kind === 'remind' && { skipped: context.skipped ?? 0 }),
      survey: context.kind === 'extend' ? { ...context.survey!, end_date: context.endDate! } : context.survey!,
    })),
  },
  guards: {
    allowed: ({ event }) => event.type === 'open' && unavailableReason(event.kind, event.survey) === null,
    isDelete: ({ context }) => context.kind === 'delete',
    isRemind: ({ context }) => context.kind === 'remind',
    isClose: ({ context }) => context.kind === 'close',
    isExtend: ({ context }) => context.kind === 'extend',
    validEndDate: ({ context, event }) =>
      context.kind === 'extend' && event.type === 'confirm' && extensionProblem(context.survey!, event.endDate ?? '') === null,
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
  context: { kind: null, survey: null, withAnswers: false, refusal: null, error: null, sent: null, endDate: null },
  states: {
    idle: { on: { open: openDialog } },
    confirming: { on: { confirm: [extendTo, ...requests], cancel: { target: 'idle', actions: 'forget' } } },
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
    extending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'extendSurvey',
        input: ({ context }) => ({ id: context.survey!.id, endDate: context.endDate! }),
        onDone: 'done',
        onError: failWith,
      },
    },
    failed: {
      on: {
        retry: run,
        // An extension may be confirmed again with another date.
        confirm: extendTo,
        // Back to the question that was asked last (the second one after a refusal).
        clearErrors: [
          { guard: 'withAnswers', target: 'refused', actions: 'clearError' },
          { target: 'confirming', actions: 'clearError' },
        ],
        cancel: { target: 'idle', actions: 'forget' },
      },
    },
    done: { entry: 'announce', on: { open: openDialog } },
  },
});

export type SurveyActionsMachine = typeof surveyActionsMachine;
export type SurveyActionsActor = ActorRefFrom<SurveyActionsMachine>;
export type SurveyActionsSnapshot = SnapshotFrom<SurveyActionsMachine>;
export type SurveyActionsStatus = 'idle' | 'confirming' | 'deleting' | 'refused' | 'reminding' | 'closing' | 'extending' | 'failed' | 'done';
