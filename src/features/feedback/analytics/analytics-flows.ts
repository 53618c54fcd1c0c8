import { fromPromise } from 'xstate';
import { alertsMachine } from '../../../../machines/alerts.machine';
import { analyticsMachine } from '../../../../machines/analytics.machine';
import { feedbackSettingsMachine } from '../../../../machines/feedback-settings.machine';
import { createRequestMachine, type RequestMachine } from '../../../../machines/request.machine';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import type { FeedbackSurvey } from '../../../../schemas/feedback';
import type { RaterQuality } from '../../../../schemas/rater-quality';
import { analyticsApi } from './analytics-api';

const loadSurveys = fromPromise<FeedbackSurvey[], void>(({ signal }) => analyticsApi.surveys({ signal }));

/** The heatmap page over the real API. */
export const liveAnalytics = analyticsMachine.provide({
  actors: {
    loadSurveys,
    loadAnalytics: fromPromise(({ input, signal }) => analyticsApi.analytics(input.survey, input.by, { signal })),
  },
});

/** A survey's rater-quality signals: one read of the survey the card is given, `retry` after a failure. */
export type RaterQualityMachine = RequestMachine<number, RaterQuality>;
export const raterQualityMachine: RaterQualityMachine = createRequestMachine<number, RaterQuality>('raterQuality');

/** The rater-quality card over the real API: GET /feedback/analytics/quality/. */
export const liveRaterQuality = raterQualityMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => analyticsApi.raterQuality(input, { signal })) },
});

/** A survey's comment themes (the survey-wide group): one read of the survey the card is given, again on Check again or Retry. */
export type SurveyThemesMachine = RequestMachine<number, CommentInsightsAnswer>;
export const surveyThemesMachine: SurveyThemesMachine = createRequestMachine<number, CommentInsightsAnswer>('surveyThemes');

/** The comment-themes card over the real API: GET /feedback/survey/{id}/comment-insights/. */
export const liveSurveyThemes = surveyThemesMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => analyticsApi.surveyThemes(input, { signal })) },
});

/** The alert lists over the real API. */
export const liveAlerts = alertsMachine.provide({
  actors: {
    loadSurveys,
    loadAlerts: fromPromise(({ input, signal }) => analyticsApi.alerts(input.survey, { signal })),
  },
});

/** The thresholds form over the real API. */
export const liveFeedbackSettings = feedbackSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => analyticsApi.settings({ signal })),
    saveSettings: fromPromise(({ input }) => analyticsApi.saveSettings(input.settings)),
  },
});
