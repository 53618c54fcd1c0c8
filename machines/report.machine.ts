import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CommentInsightsAnswer } from '../schemas/comment-insights-answer';
import type { ExportFormat, FeedbackReport } from '../schemas/feedback';
import { toFailure, type Failure } from './failure';
import { isResultsPending } from './results-pending';
import { notProvided } from './lib/not-provided';

/** Which report: a ratee's in a survey (the admin), or the caller's own (`rateeId` null). */
export interface ReportKey {
  surveyId: number;
  rateeId: number | null;
}

export interface ReportContext {
  key: ReportKey;
  report: FeedbackReport | null;
  error: Failure | null;
  /** The release asked for last, and why it failed. */
  released: boolean | null;
  releaseError: Failure | null;
  /** The file asked for last, and why it failed. */
  format: ExportFormat | null;
  downloadError: Failure | null;
  /** The themes of the ratee's comments (HR's page asks for them: loadInsights), and why they failed to load. */
  insights: CommentInsightsAnswer | null;
  insightsError: Failure | null;
}

export type ReportEvent =
  | { type: 'retry' }
  | { type: 'setRelease'; released: boolean }
  | { type: 'download'; format: ExportFormat }
  | { type: 'clearErrors' }
  | { type: 'loadInsights' };

export type ReportEmitted = { type: 'released'; released: boolean } | { type: 'downloaded'; format: ExportFormat };

/**
 * One feedback report: load it (loading → ready | failed, retry; resultsPending while its
 * survey is still open, the server's 409 kept as `error` for its detail), then, side by side,
 * release it to the ratee or take it back, and download it as a file. Each is its own
 * request with its own failure, kept on screen until dismissed (clearErrors) or retried.
 */
export const reportMachine = setup({
  types: {} as { context: ReportContext; events: ReportEvent; emitted: ReportEmitted; input: ReportKey },
  actors: {
    fetchReport: fromPromise<FeedbackReport, ReportKey>(notProvided('report', 'fetchReport')),
    releaseReport: fromPromise<{ changed: number }, ReportKey & { released: boolean }>(notProvided('report', 'releaseReport')),
    downloadReport: fromPromise<void, ReportKey & { format: ExportFormat }>(notProvided('report', 'downloadReport')),
    fetchInsights: fromPromise<CommentInsightsAnswer, ReportKey>(notProvided('report', 'fetchInsights')),
  },
  actions: {
    storeReport: assign({ report: (_, params: { report: FeedbackReport }) => params.report }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    rememberRelease: assign({ released: ({ event }) => (event.type === 'setRelease' ? event.released : null) }),
    storeReleaseError: assign({ releaseError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearReleaseError: assign({ releaseError: null }),
    // The server answers only how many changed: the report shows the new state from now.
    applyRelease: assign({
      report: ({ context }) => ({ ...context.report!, released_at: context.released ? (context.report!.released_at ?? new Date().toISOString()) : null }),
    }),
    announceRelease: emit(({ context }) => ({ type: 'released' as const, released: context.released! })),
    rememberFormat: assign({ format: ({ event }) => (event.type === 'download' ? event.format : null) }),
    storeDownloadError: assign({ downloadError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearDownloadError: assign({ downloadError: null }),
    storeInsights: assign({ insights: (_, params: { insights: CommentInsightsAnswer }) => params.insights, insightsError: null }),
    storeInsightsError: assign({ insightsError: (_, params: { error: unknown }) => toFailure(params.error) }),
    announceDownload: emit(({ context }) => ({ type: 'downloaded' as const, format: context.format! })),
  },
  guards: {
    isResultsPending: (_, params: { error: unknown }) => isResultsPending(params.error),
  },
}).createMachine({
  id: 'report',
  initial: 'loading',
  context: ({ input }) => ({
    key: input,
    report: null,
    error: null,
    released: null,
    releaseError: null,
    format: null,
    downloadError: null,
    insights: null,
    insightsError: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchReport',
        input: ({ context }) => context.key,
        onDone: { target: 'ready', actions: { type: 'storeReport', params: ({ event }) => ({ report: event.output }) } },
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
    failed: { on: { retry: 'loading' } },
    /** The survey is not closed yet: no result of it exists (the 409's detail says when it will). */
    resultsPending: { on: { retry: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        release: {
          initial: 'idle',
          states: {
            idle: { on: { setRelease: { target: 'releasing', actions: 'rememberRelease' } } },
            releasing: {
              tags: ['releasing'],
              entry: 'clearReleaseError',
              invoke: {
                src: 'releaseReport',
                input: ({ context }) => ({ ...context.key, released: context.released! }),
                onDone: { target: 'idle', actions: ['applyRelease', 'announceRelease'] },
                onError: { target: 'failed', actions: { type: 'storeReleaseError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: {
              on: {
                setRelease: { target: 'releasing', actions: 'rememberRelease' },
                clearErrors: { target: 'idle', actions: 'clearReleaseError' },
              },
            },
          },
        },
        download: {
          initial: 'idle',
          states: {
            idle: { on: { download: { target: 'downloading', actions: 'rememberFormat' } } },
            downloading: {
              tags: ['downloading'],
              entry: 'clearDownloadError',
              invoke: {
                src: 'downloadReport',
                input: ({ context }) => ({ ...context.key, format: context.format! }),
                onDone: { target: 'idle', actions: 'announceDownload' },
                onError: { target: 'failed', actions: { type: 'storeDownloadError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: {
              on: {
                download: { target: 'downloading', actions: 'rememberFormat' },
                clearErrors: { target: 'idle', actions: 'clearDownloadError' },
              },
            },
          },
        },
        /** Comment themes: only the feedback area's page asks (the ratee's and the manager's never do). */
        insights: {
          initial: 'idle',
          states: {
            idle: { on: { loadInsights: 'loading' } },
            loading: {
              tags: ['insightsLoading'],
              invoke: {
                src: 'fetchInsights',
                input: ({ context }) => context.key,
                onDone: { target: 'loaded', actions: { type: 'storeInsights', params: ({ event }) => ({ insights: event.output }) } },
                onError: { target: 'failed', actions: { type: 'storeInsightsError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            loaded: { on: { loadInsights: 'loading' } },
            failed: { on: { loadInsights: 'loading' } },
          },
        },
      },
    },
  },
});

export type ReportMachine = typeof reportMachine;
export type ReportActor = ActorRefFrom<ReportMachine>;
export type ReportSnapshot = SnapshotFrom<ReportMachine>;
