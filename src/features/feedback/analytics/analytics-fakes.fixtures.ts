import { fromPromise } from 'xstate';
import { alertsMachine } from '../../../../machines/alerts.machine';
import { analyticsMachine } from '../../../../machines/analytics.machine';
import { detailFailure, type Failure } from '../../../../machines/failure';
import { feedbackSettingsMachine } from '../../../../machines/feedback-settings.machine';
import type { FeedbackSettings } from '../../../../schemas/analytics';
import type { FeedbackSurvey } from '../../../../schemas/feedback';
import { never } from '../../../testing/app-fakes.fixtures';
import { alertsFor, analyticsFor, feedbackSettings, feedbackSurveys } from './analytics.fixtures';
import { fakeRaterQuality } from './rater-quality.fixtures';
import { fakeSurveyThemes } from './survey-themes.fixtures';

interface FakeFeedbackServer {
  surveys?: FeedbackSurvey[];
  /** The call that never answers: that part of the screen stays loading. */
  loading?: 'surveys' | 'analytics' | 'alerts' | 'settings' | 'quality' | 'themes';
  /** Every call of that kind fails with this. */
  fail?: Partial<Record<'surveys' | 'analytics' | 'alerts' | 'settings' | 'save' | 'quality' | 'themes', Failure>>;
}

/**
 * The analytics, alerts and settings calls over a company kept in memory, answering as
 * the API would: saving the thresholds changes what the alerts find, and a survey not
 * closed yet has no analytics nor alerts (409, saying when it ends).
 */
export function fakeFeedbackServer({ surveys = feedbackSurveys, loading, fail = {} }: FakeFeedbackServer = {}) {
  let settings: FeedbackSettings = { ...feedbackSettings };
  const answer = async <T>(kind: keyof NonNullable<FakeFeedbackServer['fail']>, value: () => T): Promise<T> => {
    if (fail[kind]) throw fail[kind];
    if (loading === kind) return never<T>();
    return value();
  };
  /** A survey asked for that is published but not closed: the server's 409. */
  const closedOnly = (id: number | null) => {
    const open = surveys.find((s) => s.id === id && !s.results_available);
    if (open) throw detailFailure(409, `Results of “${open.title}” are shown once the survey has closed (it ends on ${open.end_date}).`);
  };
  const loadSurveys = fromPromise<FeedbackSurvey[], void>(() => answer('surveys', () => surveys));
  const analytics = analyticsMachine.provide({
    actors: {
      loadSurveys,
      loadAnalytics: fromPromise(({ input }) =>
        answer('analytics', () => {
          closedOnly(input.survey);
          return analyticsFor(input.survey, input.by);
        }),
      ),
    },
  });
  const alerts = alertsMachine.provide({
    actors: {
      loadSurveys,
      loadAlerts: fromPromise(({ input }) =>
        answer('alerts', () => {
          closedOnly(input.survey);
          return alertsFor(input.survey, settings);
        }),
      ),
    },
  });
  const feedbackSettingsFlow = feedbackSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(() => answer('settings', () => settings)),
      saveSettings: fromPromise(({ input }) =>
        answer('save', () => {
          settings = { ...input.settings };
          return settings;
        }),
      ),
    },
  });
  const quality = fakeRaterQuality({ loading: loading === 'quality', fail: fail.quality });
  const themes = fakeSurveyThemes({ loading: loading === 'themes', fail: fail.themes });
  return { analytics, alerts, settings: feedbackSettingsFlow, quality, themes };
}
