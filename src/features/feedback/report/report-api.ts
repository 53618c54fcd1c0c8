import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import type { ExportFormat, FeedbackReport, FeedbackSurvey, MyReport, RateeSummary, ReportRelease } from '../../../../schemas/feedback';
import { api, type Signal } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

/**
 * The feedback report calls, shared by the admin's pages and the ratee's (the same report, read from either side).
 * Machines never import this file: the live flows wire these in as actors, stories and
 * tests provide fakes.
 */
/** Fetched with the JWT, then handed to the browser as a download under the server's file name. */
async function download(path: string, format: ExportFormat, fallback: string, { signal }: Signal = {}): Promise<void> {
  const { blob, filename } = await api.download(path, { signal, query: { format } });
  saveBlob(blob, filename ?? `${fallback}.${format}`);
}

export const reportApi = {
  /** The company's published surveys, newest first. */
  surveys: ({ signal }: Signal = {}) => api.get<FeedbackSurvey[]>('/feedback/surveys/', { signal }),
  ratees: (surveyId: number, { signal }: Signal = {}) => api.get<RateeSummary[]>(`/feedback/survey/${surveyId}/ratees/`, { signal }),
  report: (surveyId: number, rateeId: number, { signal }: Signal = {}) => api.get<FeedbackReport>(`/feedback/survey/${surveyId}/ratee/${rateeId}/`, { signal }),
  /** The themes of a ratee's comments, computed in the background after close (HR only). */
  insights: (surveyId: number, rateeId: number, { signal }: Signal = {}) =>
    api.get<CommentInsightsAnswer>(`/feedback/survey/${surveyId}/ratee/${rateeId}/comment-insights/`, { signal }),
  release: (surveyId: number, body: ReportRelease) => api.put<{ changed: number }>(`/feedback/survey/${surveyId}/release/`, body),
  exportReport: (surveyId: number, rateeId: number, format: ExportFormat, opts?: Signal) =>
    download(`/feedback/survey/${surveyId}/ratee/${rateeId}/export/`, format, `feedback-report-${surveyId}-${rateeId}`, opts),
  /** The caller's released reports. */
  myReports: ({ signal }: Signal = {}) => api.get<MyReport[]>('/feedback/my-reports/', { signal }),
  myReport: (surveyId: number, { signal }: Signal = {}) => api.get<FeedbackReport>(`/feedback/my-reports/${surveyId}/`, { signal }),
  exportMyReport: (surveyId: number, format: ExportFormat, opts?: Signal) =>
    download(`/feedback/my-reports/${surveyId}/export/`, format, `my-feedback-report-${surveyId}`, opts),
};
