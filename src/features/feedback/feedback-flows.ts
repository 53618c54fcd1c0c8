import { fromPromise } from 'xstate';
import { feedbackReportsMachine } from '../../../machines/feedback-reports.machine';
import { reportMachine } from '../../../machines/report.machine';
import { reportApi } from './report/report-api';

/** The feedback page's reads and releases over the API. */
export const liveFeedbackReports = feedbackReportsMachine.provide({
  actors: {
    fetchSurveys: fromPromise(({ signal }) => reportApi.surveys({ signal })),
    fetchRatees: fromPromise(({ input, signal }) => reportApi.ratees(input.surveyId, { signal })),
    releaseReports: fromPromise(({ input: { surveyId, ...release } }) => reportApi.release(surveyId, release)),
  },
});

/** One ratee's report: read, release or withdraw, download as PDF, CSV or Excel; its comment themes. */
export const liveReport = reportMachine.provide({
  actors: {
    fetchReport: fromPromise(({ input, signal }) => reportApi.report(input.surveyId, input.rateeId!, { signal })),
    releaseReport: fromPromise(({ input }) => reportApi.release(input.surveyId, { released: input.released, ratees: [input.rateeId!] })),
    downloadReport: fromPromise(({ input, signal }) => reportApi.exportReport(input.surveyId, input.rateeId!, input.format, { signal })),
    fetchInsights: fromPromise(({ input, signal }) => reportApi.insights(input.surveyId, input.rateeId!, { signal })),
  },
});
