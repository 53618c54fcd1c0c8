import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { alertsOfSurvey, latestAlertSurvey, type FeedbackAlerts } from '../schemas/analytics';
import type { FeedbackSurvey } from '../schemas/feedback';
import { toFailure, type Failure } from './failure';
import { isResultsPending } from './results-pending';
import { notProvided } from './lib/not-provided';

export interface AlertsContext {
  /** The published surveys with results (closed), for the filter; empty until (or unless) they load. */
  surveys: FeedbackSurvey[];
  /** The published surveys still without results (open or scheduled). */
  waiting: FeedbackSurvey[];
  /** The survey list has loaded: an empty `surveys` then means no survey has results yet. */
  listed: boolean;
  /** The filter: one survey, or null for every survey with scores. */
  survey: number | null;
  /** No survey was asked for: the first answer (every survey's) settles it on the latest closed survey with alerts. */
  latest: boolean;
  alerts: FeedbackAlerts | null;
  error: Failure | null;
}

/** A survey, null for every survey, or 'latest': the latest closed survey with alerts. */
export type AlertsFilter = number | null | 'latest';

export type AlertsEvent =
  | { type: 'filter'; survey: AlertsFilter }
  /** The thresholds changed: the same filter, answered anew. */
  | { type: 'reload' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

export type AlertsStatus = 'loading' | 'ready' | 'failed' | 'resultsPending';

const reload = { target: 'loading', reenter: true } as const;

/**
 * Succession candidates and development needs for every survey or one. The
 * survey list for the filter loads beside them (only surveys with results can be chosen);
 * if it fails the filter offers "All surveys" only, the alerts still show. A new filter or
 * saved thresholds reload. One survey whose results are not there yet (the server's 409)
 * waits in resultsPending, its detail kept as `error`. Asked for no survey ('latest'), it reads every
 * survey's alerts and settles on the latest closed survey with any (latestAlertSurvey, as the dashboard counts).
 */
export const alertsMachine = setup({
  types: {} as { context: AlertsContext; events: AlertsEvent; input: { survey?: AlertsFilter } | undefined },
  actors: {
    loadSurveys: fromPromise<FeedbackSurvey[], void>(notProvided('alerts', 'loadSurveys')),
    loadAlerts: fromPromise<FeedbackAlerts, { survey: number | null }>(notProvided('alerts', 'loadAlerts')),
  },
  actions: {
    storeSurveys: assign((_, params: { surveys: FeedbackSurvey[] | null }) => ({
      surveys: (params.surveys ?? []).filter((s) => s.results_available),
      waiting: (params.surveys ?? []).filter((s) => !s.results_available),
      listed: params.surveys !== null,
    })),
    storeAlerts: assign(({ context }, params: { alerts: FeedbackAlerts }) => {
      if (!context.latest) return { alerts: params.alerts };
      const latest = latestAlertSurvey(params.alerts);
      return { latest: false, survey: latest?.id ?? null, alerts: latest ? alertsOfSurvey(params.alerts, latest.id) : params.alerts };
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    filter: assign(({ event }) => {
      const wanted = event.type === 'filter' ? event.survey : null;
      return wanted === 'latest' ? { survey: null, latest: true } : { survey: wanted, latest: false };
    }),
  },
  guards: {
    isResultsPending: (_, params: { error: unknown }) => isResultsPending(params.error),
    changes: ({ context, event }) =>
      event.type === 'filter' && (event.survey === 'latest' ? !context.latest : context.latest || event.survey !== context.survey),
  },
}).createMachine({
  id: 'alerts',
  initial: 'loading',
  context: ({ input }) => {
    const wanted = input?.survey ?? null;
    return { surveys: [], waiting: [], listed: false, survey: wanted === 'latest' ? null : wanted, latest: wanted === 'latest', alerts: null, error: null };
  },
  invoke: {
    src: 'loadSurveys',
    onDone: { actions: { type: 'storeSurveys', params: ({ event }) => ({ surveys: event.output }) } },
    // Handled, or the whole machine would stop: the filter then offers "All surveys" only.
    onError: { actions: { type: 'storeSurveys', params: { surveys: null } } },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      on: { filter: { ...reload, guard: 'changes', actions: 'filter' }, reload },
      invoke: {
        src: 'loadAlerts',
        input: ({ context }) => ({ survey: context.latest ? null : context.survey }),
        onDone: { target: 'ready', actions: { type: 'storeAlerts', params: ({ event }) => ({ alerts: event.output }) } },
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
    /** The chosen survey has no results yet: another filter, saved thresholds or a retry ask again. */
    resultsPending: {
      on: { retry: 'loading', reload: 'loading', filter: { target: 'loading', guard: 'changes', actions: 'filter' } },
    },
    ready: { on: { filter: { target: 'loading', guard: 'changes', actions: 'filter' }, reload: 'loading' } },
    failed: {
      on: {
        retry: 'loading',
        reload: 'loading',
        filter: { target: 'loading', guard: 'changes', actions: 'filter' },
        clearErrors: { actions: 'clearError' },
      },
    },
  },
});

export type AlertsMachine = typeof alertsMachine;
export type AlertsActor = ActorRefFrom<AlertsMachine>;
export type AlertsSnapshot = SnapshotFrom<AlertsMachine>;
