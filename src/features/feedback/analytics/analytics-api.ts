import type { AnalyticsDimension, FeedbackAlerts, FeedbackSettings, SurveyAnalytics } from '../../../../schemas/analytics';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import type { FeedbackSurvey } from '../../../../schemas/feedback';
import type { RaterQuality } from '../../../../schemas/rater-quality';
import { api, type Signal } from '../../../lib/api';

/**
 * The analytics, alerts and alert-threshold settings calls. Machines never import this file:
 * the live flows wire these functions in as actors, stories and tests provide fakes.
 */
export const analyticsApi = {
  surveys: ({ signal }: Signal = {}) => api.get<FeedbackSurvey[]>('/feedback/surveys/', { signal }),
  analytics: (survey: number, by: AnalyticsDimension, { signal }: Signal = {}) =>
    api.get<SurveyAnalytics>('/feedback/analytics/', { signal, query: { survey, by } }),
  raterQuality: (survey: number, { signal }: Signal = {}) => api.get<RaterQuality>('/feedback/analytics/quality/', { signal, query: { survey } }),
  surveyThemes: (survey: number, { signal }: Signal = {}) => api.get<CommentInsightsAnswer>(`/feedback/survey/${survey}/comment-insights/`, { signal }),
  alerts: (survey: number | null, { signal }: Signal = {}) => api.get<FeedbackAlerts>('/feedback/alerts/', { signal, query: { survey: survey ?? undefined } }),
  settings: ({ signal }: Signal = {}) => api.get<FeedbackSettings>('/feedback/settings/', { signal }),
  saveSettings: (settings: FeedbackSettings) => api.put<FeedbackSettings>('/feedback/settings/', settings),
};
