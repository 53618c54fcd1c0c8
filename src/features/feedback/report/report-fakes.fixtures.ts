import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import { reportMachine, type ReportContext, type ReportMachine } from '../../../../machines/report.machine';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { never } from '../../../testing/app-fakes.fixtures';

export const offline: Failure = { kind: 'network', message: 'Network Error' };

export interface FakeReportServer {
  report?: FeedbackReport;
  /** The report never arrives: the loading look. */
  loading?: boolean;
  loadError?: Failure;
  /** Every release fails with this. */
  releaseError?: Failure;
  /** Every download fails with this. */
  downloadError?: Failure;
  /** The comment themes the server answers (none: they never arrive). */
  insights?: CommentInsightsAnswer;
  /** Told of every call, for stories to assert on ("release 9 true", "download pdf"). */
  onCall?: (call: string) => void;
}

/** The report machine over an in-memory report: stories and tests, no network. */
export function fakeReportMachine({ report, loading, loadError, releaseError, downloadError, insights, onCall = () => {} }: FakeReportServer): ReportMachine {
  return reportMachine.provide({
    actors: {
      fetchReport: fromPromise(async () => {
        if (loadError) throw loadError;
        if (loading || !report) return never<FeedbackReport>();
        return report;
      }),
      releaseReport: fromPromise(async ({ input }) => {
        onCall(`release ${input.rateeId} ${input.released}`);
        if (releaseError) throw releaseError;
        return { changed: 1 };
      }),
      downloadReport: fromPromise(async ({ input }) => {
        onCall(`download ${input.format}`);
        if (downloadError) throw downloadError;
      }),
      fetchInsights: fromPromise(async () => insights ?? never<CommentInsightsAnswer>()),
    },
  });
}

/** The report machine started in a given state, for the story of that state. */
export function reportState(value: Parameters<typeof reportMachine.resolveState>[0]['value'], context: Partial<ReportContext>) {
  return reportMachine.resolveState({
    value,
    context: {
      key: { surveyId: 3, rateeId: 9 },
      report: null,
      error: null,
      released: null,
      releaseError: null,
      format: null,
      downloadError: null,
      insights: null,
      insightsError: null,
      ...context,
    },
  });
}
