import { fromPromise } from 'xstate';
import { alertsMachine } from '../../../../machines/alerts.machine';
import { analyticsMachine } from '../../../../machines/analytics.machine';
import { feedbackSettingsMachine } from '../../../../machines/feedback-settings.machine';
import type { FeedbackSurvey } from '../../../../schemas/feedback';
import { analyticsApi } from './analytics-api';

const loadSurveys = fromPromise<FeedbackSurvey[], void>(({ signal }) => analyticsApi.surveys({ signal }));

/** The heatmap page over the real API. */
export const liveAnalytics = analyticsMachine.provide({
  actors: {
    loadSurveys,
    loadAnalytics: fromPromise(({ input, signal }) => analyticsApi.analytics(input.survey, input.by, { signal })),
  },
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
