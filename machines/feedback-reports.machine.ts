import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { FeedbackSurvey, RateeSummary, ReportRelease } from '../schemas/feedback';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface FeedbackReportsContext {
  /** The survey the address asked for (`?survey=`); the newest is shown when it is not in the list. */
  wanted: number | null;
  /** Newest first. */
  surveys: FeedbackSurvey[];
  surveyId: number | null;
  ratees: RateeSummary[];
  /** A list that could not be loaded. */
  error: Failure | null;
  /** The release in flight, or the last one (no `ratees`: every ratee of the survey). */
  release: ReportRelease | null;
  releaseError: Failure | null;
}

export type FeedbackReportsEvent =
  | { type: 'pick'; surveyId: number }
  /** One row's Release / Withdraw: sent at once. */
  | { type: 'release'; ratees: number[]; released: boolean }
  /** "Release all reports": asks first. */
  | { type: 'releaseAll' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per release that went through: the page toasts. */
export type FeedbackReportsEmitted = { type: 'released'; release: ReportRelease; changed: number };

export type ReleaseInput = ReportRelease & { surveyId: number };

/** Newest first: by start date, then by id. */
export const newestFirst = (surveys: readonly FeedbackSurvey[]) => [...surveys].sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);

/** The released reports after a release went through (the server answers only how many changed). */
function applied(ratees: RateeSummary[], { released, ratees: ids }: ReportRelease, now: string): RateeSummary[] {
  const only = ids ? new Set(ids) : null;
  return ratees.map((r) => (only && !only.has(r.ratee.id) ? r : { ...r, released_at: released ? (r.released_at ?? now) : null }));
}

const storeError = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
/** Another survey of the list: its ratees are read anew (an unknown id changes nothing). */
const pick = {
  guard: 'isKnown',
  target: '#feedbackReports.loadingRatees',
  reenter: true,
  actions: [{ type: 'choose', params: ({ event }: { event: { surveyId: number } }) => ({ surveyId: event.surveyId }) }, 'clearReleaseError'],
} as const;

/**
 * The admin's feedback page: the published surveys (the one asked for, else the newest),
 * that survey's ratees with their progress and, once it is closed, their headline scores,
 * and releasing a closed survey's reports to their ratees: one row at once, or every
 * report after a confirmation.
 */
export const feedbackReportsMachine = setup({
  types: {} as {
    context: FeedbackReportsContext;
    events: FeedbackReportsEvent;
    emitted: FeedbackReportsEmitted;
    input: { surveyId?: number | null } | undefined;
  },
  actors: {
    fetchSurveys: fromPromise<FeedbackSurvey[], void>(notProvided('feedbackReports', 'fetchSurveys')),
    fetchRatees: fromPromise<RateeSummary[], { surveyId: number }>(notProvided('feedbackReports', 'fetchRatees')),
    releaseReports: fromPromise<{ changed: number }, ReleaseInput>(notProvided('feedbackReports', 'releaseReports')),
  },
  actions: {
    storeSurveys: assign(({ context }, params: { surveys: FeedbackSurvey[] }) => {
      const surveys = newestFirst(params.surveys);
      const wanted = surveys.find((s) => s.id === context.wanted);
      return { surveys, surveyId: (wanted ?? surveys[0])?.id ?? null };
    }),
    choose: assign((_, params: { surveyId: number }) => ({ surveyId: params.surveyId, wanted: params.surveyId, ratees: [] })),
    storeRatees: assign({ ratees: (_, params: { ratees: RateeSummary[] }) => params.ratees }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    rememberRow: assign({ release: ({ event }) => (event.type === 'release' ? { released: event.released, ratees: event.ratees } : null) }),
    rememberAll: assign({ release: { released: true } }),
    storeReleaseError: assign({ releaseError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearReleaseError: assign({ releaseError: null }),
    applyRelease: assign(({ context }) => {
      const ratees = applied(context.ratees, context.release!, new Date().toISOString());
      const released = ratees.filter((r) => r.released_at !== null).length;
      return { ratees, surveys: context.surveys.map((s) => (s.id === context.surveyId ? { ...s, released } : s)) };
    }),
    announce: emit(({ context }, params: { changed: number }) => ({ type: 'released' as const, release: context.release!, changed: params.changed })),
  },
  guards: {
    /** Only a closed survey's reports can be released (the server answers 409 before). */
    hasResults: ({ context }) => context.surveys.some((s) => s.id === context.surveyId && s.results_available),
    isBulk: ({ context }) => context.release !== null && context.release.ratees === undefined,
    isKnown: ({ context, event }) => event.type === 'pick' && context.surveys.some((s) => s.id === event.surveyId),
  },
}).createMachine({
  id: 'feedbackReports',
  initial: 'loadingSurveys',
  context: ({ input }) => ({
    wanted: input?.surveyId ?? null,
    surveys: [],
    surveyId: null,
    ratees: [],
    error: null,
    release: null,
    releaseError: null,
  }),
  states: {
    loadingSurveys: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchSurveys',
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'empty',
            actions: { type: 'storeSurveys', params: ({ event }) => ({ surveys: event.output }) },
          },
          { target: 'loadingRatees', actions: { type: 'storeSurveys', params: ({ event }) => ({ surveys: event.output }) } },
        ],
        onError: { target: 'surveysFailed', actions: storeError },
      },
    },
    surveysFailed: { on: { retry: 'loadingSurveys' } },
    /** The company has no published survey: nothing to report on yet. */
    empty: {},
    loadingRatees: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchRatees',
        input: ({ context }) => ({ surveyId: context.surveyId! }),
        onDone: { target: 'ready', actions: { type: 'storeRatees', params: ({ event }) => ({ ratees: event.output }) } },
        onError: { target: 'rateesFailed', actions: storeError },
      },
      on: { pick },
    },
    rateesFailed: {
      on: {
        retry: 'loadingRatees',
        pick,
      },
    },
    ready: {
      initial: 'idle',
      on: { pick },
      states: {
        idle: {
          on: {
            release: { guard: 'hasResults', target: 'releasing', actions: 'rememberRow' },
            releaseAll: { guard: 'hasResults', target: 'confirming', actions: 'rememberAll' },
          },
        },
        confirming: { on: { confirm: 'releasing', cancel: 'idle' } },
        releasing: {
          tags: ['busy', 'releasing'],
          entry: 'clearReleaseError',
          // Nothing else may start meanwhile: the survey stays as it is until the answer.
          on: { pick: {} },
          invoke: {
            src: 'releaseReports',
            input: ({ context }) => ({ surveyId: context.surveyId!, ...context.release! }),
            onDone: { target: 'idle', actions: ['applyRelease', { type: 'announce', params: ({ event }) => ({ changed: event.output.changed }) }] },
            onError: { target: 'failed', actions: { type: 'storeReleaseError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          on: {
            retry: 'releasing',
            // Back to the question for the bulk release (its dialog shows the failure); a row's failure simply goes.
            clearErrors: [
              { guard: 'isBulk', target: 'confirming', actions: 'clearReleaseError' },
              { target: 'idle', actions: 'clearReleaseError' },
            ],
            cancel: { target: 'idle', actions: 'clearReleaseError' },
            release: { target: 'releasing', actions: 'rememberRow' },
            releaseAll: { target: 'confirming', actions: ['rememberAll', 'clearReleaseError'] },
          },
        },
      },
    },
  },
});

export type FeedbackReportsMachine = typeof feedbackReportsMachine;
export type FeedbackReportsActor = ActorRefFrom<FeedbackReportsMachine>;
export type FeedbackReportsSnapshot = SnapshotFrom<FeedbackReportsMachine>;
