import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AnalyticsDimension, SurveyAnalytics } from '../schemas/analytics';
import type { FeedbackSurvey } from '../schemas/feedback';
import { toFailure, type Failure } from './failure';
import { isResultsPending } from './results-pending';
import { notProvided } from './lib/not-provided';

export interface AnalyticsSelection {
  survey: number;
  by: AnalyticsDimension;
}

export interface AnalyticsContext {
  /** The surveys to pick from: the published ones with results (closed), newest first. */
  surveys: FeedbackSurvey[];
  /** The published surveys still without results (open or scheduled), newest first: the empty state names them. */
  waiting: FeedbackSurvey[];
  survey: number | null;
  by: AnalyticsDimension;
  analytics: SurveyAnalytics | null;
  error: Failure | null;
}

/** Where the page starts: the address's `?survey=` and `?by=`. */
export interface AnalyticsInput {
  survey?: number | null;
  by?: AnalyticsDimension | null;
}

export type AnalyticsEvent = { type: 'select'; survey?: number | null; by?: AnalyticsDimension | null } | { type: 'retry' } | { type: 'clearErrors' };

export type AnalyticsStatus = 'loadingSurveys' | 'surveysFailed' | 'noSurveys' | 'loading' | 'ready' | 'failed' | 'resultsPending';

/** The chosen survey when it is one of the list (surveys with results), else the newest with answers, else the newest. */
export function pickSurvey(surveys: readonly FeedbackSurvey[], wanted: number | null): number | null {
  if (wanted !== null && surveys.some((s) => s.id === wanted)) return wanted;
  return (surveys.find((s) => s.responses.submitted > 0) ?? surveys[0])?.id ?? null;
}

/** What a `select` asks for, keeping what it leaves out (and refusing a survey not in the list, once it is known). */
const nextSelection = (context: AnalyticsContext, event: AnalyticsEvent) => {
  if (event.type !== 'select') return { survey: context.survey, by: context.by };
  const known = context.surveys.length === 0 || context.surveys.some((s) => s.id === event.survey);
  return {
    survey: event.survey != null && known ? event.survey : context.survey,
    by: event.by ?? context.by,
  };
};

/**
 * Group analytics: load the published surveys, keep those with results (closed),
 * pick one (the address's or the newest with answers), then load its heatmap grouped by
 * department, designation or group. Picking another survey or grouping reloads; a load in
 * flight is dropped for the newer one. A survey whose results are not there yet after all
 * (the server's 409, say one extended meanwhile) waits in resultsPending.
 */
export const analyticsMachine = setup({
  types: {} as { context: AnalyticsContext; events: AnalyticsEvent; input: AnalyticsInput | undefined },
  actors: {
    loadSurveys: fromPromise<FeedbackSurvey[], void>(notProvided('analytics', 'loadSurveys')),
    loadAnalytics: fromPromise<SurveyAnalytics, AnalyticsSelection>(notProvided('analytics', 'loadAnalytics')),
  },
  actions: {
    storeSurveys: assign(({ context }, params: { surveys: FeedbackSurvey[] }) => {
      const surveys = params.surveys.filter((s) => s.results_available);
      return { surveys, waiting: params.surveys.filter((s) => !s.results_available), survey: pickSurvey(surveys, context.survey) };
    }),
    storeAnalytics: assign({ analytics: (_, params: { analytics: SurveyAnalytics }) => params.analytics }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    select: assign(({ context, event }) => ({ ...nextSelection(context, event), analytics: null })),
  },
  guards: {
    noSurveys: (_, params: { surveys: FeedbackSurvey[] }) => !params.surveys.some((s) => s.results_available),
    isResultsPending: (_, params: { error: unknown }) => isResultsPending(params.error),
    changes: ({ context, event }) => {
      const next = nextSelection(context, event);
      return next.survey !== context.survey || next.by !== context.by;
    },
  },
}).createMachine({
  id: 'analytics',
  initial: 'loadingSurveys',
  context: ({ input }) => ({ surveys: [], waiting: [], survey: input?.survey ?? null, by: input?.by ?? 'department', analytics: null, error: null }),
  states: {
    loadingSurveys: {
      tags: ['busy'],
      entry: 'clearError',
      on: { select: { actions: 'select' } },
      invoke: {
        src: 'loadSurveys',
        onDone: [
          {
            guard: { type: 'noSurveys', params: ({ event }) => ({ surveys: event.output }) },
            target: 'noSurveys',
            actions: { type: 'storeSurveys', params: ({ event }) => ({ surveys: event.output }) },
          },
          { target: 'loading', actions: { type: 'storeSurveys', params: ({ event }) => ({ surveys: event.output }) } },
        ],
        onError: { target: 'surveysFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    surveysFailed: { on: { retry: 'loadingSurveys', clearErrors: { actions: 'clearError' } } },
    /** No survey with results yet (none published, or none closed): nothing to analyse. */
    noSurveys: { on: { retry: 'loadingSurveys' } },
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      on: { select: { guard: 'changes', target: 'loading', reenter: true, actions: 'select' } },
      invoke: {
        src: 'loadAnalytics',
        input: ({ context }) => ({ survey: context.survey!, by: context.by }),
        onDone: { target: 'ready', actions: { type: 'storeAnalytics', params: ({ event }) => ({ analytics: event.output }) } },
        onError: [
          {
            guard: { type: 'isResultsPending', params: ({ event }) => ({ error: event.error }) },
            target: 'resultsPending',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: { on: { select: { guard: 'changes', target: 'loading', actions: 'select' } } },
    /** The survey's results are not there yet (409): its detail says when; another choice or a retry asks again. */
    resultsPending: { on: { retry: 'loading', select: { guard: 'changes', target: 'loading', actions: 'select' } } },
    failed: {
      on: {
        retry: 'loading',
        select: { guard: 'changes', target: 'loading', actions: 'select' },
        clearErrors: { actions: 'clearError' },
      },
    },
  },
});

export type AnalyticsMachine = typeof analyticsMachine;
export type AnalyticsActor = ActorRefFrom<AnalyticsMachine>;
export type AnalyticsSnapshot = SnapshotFrom<AnalyticsMachine>;
