import { fromPromise } from 'xstate';
import { myFeedbackMachine } from '../../../../machines/my-feedback.machine';
import { reportMachine } from '../../../../machines/report.machine';
import { reportApi } from '../report/report-api';

/** The signed-in person's released reports. */
export const liveMyFeedback = myFeedbackMachine.provide({
  actors: { fetchMyReports: fromPromise(({ signal }) => reportApi.myReports({ signal })) },
});

/** One of their reports, and its PDF. A ratee cannot release anything: that actor is never asked for. */
export const liveMyReport = reportMachine.provide({
  actors: {
    fetchReport: fromPromise(({ input, signal }) => reportApi.myReport(input.surveyId, { signal })),
    downloadReport: fromPromise(({ input, signal }) => reportApi.exportMyReport(input.surveyId, input.format, { signal })),
  },
});
