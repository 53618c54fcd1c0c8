import Type, { type Static } from 'typebox';
import { AnonymityThreshold } from './survey';

/*
 * Group analytics, alerts and the company's feedback settings. Every figure is
 * built from each ratee's visible all_others scores (schemas/feedback.ts), so nothing an
 * anonymity threshold hides reaches these answers either.
 */

export const ANALYTICS_DIMENSIONS = ['department', 'designation', 'group'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

const L = Type.Literal;
const Num = Type.Union([Type.Number(), Type.Null()]);
const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });
const Dimension = Type.Union([L('department'), L('designation'), L('group')]);
const Responses = obj({ submitted: Type.Integer(), assigned: Type.Integer() });

export const AnalyticsQuery = obj({
  survey: Type.Integer({ minimum: 1 }),
  by: Type.Optional(Dimension),
});

/** One heatmap row: a department (designation, group) or "None" (key null), its ratees' mean per competency. */
export const HeatmapRow = obj({
  key: Type.Union([Type.Integer(), Type.Null()]),
  label: Type.String(),
  ratees: Type.Integer(),
  /** Aligned with `competencies`; null where no ratee of the row has a score. */
  scores: Type.Array(Num),
  overall: Num,
  responses: Responses,
});
export type HeatmapRow = Static<typeof HeatmapRow>;

/** GET /feedback/analytics/?survey=&by= */
export const SurveyAnalytics = obj({
  survey: obj({ id: Type.Integer(), title: Type.String() }),
  by: Dimension,
  competencies: Type.Array(obj({ id: Type.Integer(), title: Type.String(), type: Type.String() })),
  rows: Type.Array(HeatmapRow),
  /** Ratees by overall score in half-point bins: [0, 0.5), [0.5, 1) … [3.5, 4]. */
  distribution: Type.Array(obj({ from: Type.Number(), to: Type.Number(), ratees: Type.Integer() })),
  responses: obj({ submitted: Type.Integer(), assigned: Type.Integer(), ratees: Type.Integer(), ratees_with_scores: Type.Integer() }),
});
export type SurveyAnalytics = Static<typeof SurveyAnalytics>;

/** A new company's alert thresholds, in percent of the 0–4 scale: its columns' defaults (server/db/schema.ts). */
export const DEFAULT_SUCCESSION_THRESHOLD = 80;
export const DEFAULT_DEVELOPMENT_THRESHOLD = 50;

/** The company's thresholds, in percent of the 0–4 scale; anonymity is the default for new surveys. */
export const FeedbackSettings = Type.Object(
  {
    succession_threshold: Type.Integer({ title: 'Succession candidate at or above (%)', minimum: 1, maximum: 100, default: DEFAULT_SUCCESSION_THRESHOLD }),
    development_threshold: Type.Integer({ title: 'Development need below (%)', minimum: 1, maximum: 100, default: DEFAULT_DEVELOPMENT_THRESHOLD }),
    anonymity_threshold: AnonymityThreshold('Smallest anonymous group (raters)'),
  },
  { additionalProperties: false, title: 'Feedback settings' },
);
export type FeedbackSettings = Static<typeof FeedbackSettings>;

const AlertPerson = obj({ id: Type.Integer(), name: Type.String(), designation: Type.Union([Type.String(), Type.Null()]) });
/** The survey an alert comes from, with the day it closed (closed early, or its end date). */
export const AlertSurvey = obj({ id: Type.Integer(), title: Type.String(), closed_on: Type.String({ format: 'date' }) });
export type AlertSurvey = Static<typeof AlertSurvey>;
/** A score (0–4, two decimals) with its percent of 4 (one decimal, from the unrounded score). */
const Named = obj({ name: Type.String(), score: Type.Number(), percent: Type.Number() });

/**
 * GET /feedback/alerts/?survey= (all surveys with scores when absent). A succession
 * candidate's overall and every type score reach the succession threshold; a development
 * need has its overall or any type below the development threshold (`below` names them).
 */
export const FeedbackAlerts = obj({
  thresholds: obj({ succession_threshold: Type.Integer(), development_threshold: Type.Integer() }),
  succession: Type.Array(
    obj({
      survey: AlertSurvey,
      ratee: AlertPerson,
      overall: Type.Number(),
      overall_percent: Type.Number(),
      types: Type.Array(Named),
    }),
  ),
  development: Type.Array(obj({ survey: AlertSurvey, ratee: AlertPerson, overall: Num, overall_percent: Num, below: Type.Array(Named) })),
});
export type FeedbackAlerts = Static<typeof FeedbackAlerts>;

/**
 * The latest closed survey (by the day it closed, then id) with any alert: the one the dashboard counts and the Alerts
 * tab opens on. Written once here, so both name the same survey.
 */
export function latestAlertSurvey(alerts: Pick<FeedbackAlerts, 'succession' | 'development'>): AlertSurvey | null {
  let latest: AlertSurvey | null = null;
  for (const { survey } of [...alerts.succession, ...alerts.development]) {
    if (!latest || survey.closed_on > latest.closed_on || (survey.closed_on === latest.closed_on && survey.id > latest.id)) latest = survey;
  }
  return latest;
}

/** The entries of one survey only. */
export const alertsOfSurvey = (alerts: FeedbackAlerts, surveyId: number): FeedbackAlerts => ({
  thresholds: alerts.thresholds,
  succession: alerts.succession.filter((a) => a.survey.id === surveyId),
  development: alerts.development.filter((a) => a.survey.id === surveyId),
});
export const AlertsQuery = obj({ survey: Type.Optional(Type.Integer({ minimum: 1 })) });

export const ACTIVITY_KINDS = ['survey_created', 'answers_submitted', 'survey_closed', 'reports_released', 'action_added', 'action_done'] as const;
const Activity = obj({
  kind: Type.Union([L('survey_created'), L('answers_submitted'), L('survey_closed'), L('reports_released'), L('action_added'), L('action_done')]),
  at: Type.String({ format: 'date-time' }),
  text: Type.String(),
  survey_id: Type.Union([Type.Integer(), Type.Null()]),
});

/**
 * GET /dashboard/summary/: what the caller's areas allow. `surveys` needs the survey area
 * (null otherwise); `mine` is everyone's own work. The alert counts are GET /dashboard/alerts/.
 */
export const DashboardSummary = obj({
  surveys: Type.Union([
    Type.Array(
      obj({
        id: Type.Integer(),
        title: Type.String(),
        end_date: Type.String({ format: 'date' }),
        responses: Responses,
        pending_raters: Type.Integer(),
      }),
    ),
    Type.Null(),
  ]),
  pending_raters: Type.Union([Type.Integer(), Type.Null()]),
  activity: Type.Array(Activity),
  mine: obj({
    to_answer: Type.Integer(),
    reports: Type.Integer(),
    open_actions: Type.Integer(),
    /** Nominations of yours still to send (open or returned to you) in surveys not closed. */
    raters_to_choose: Type.Integer(),
    /** Lists of raters waiting for your decision: as the manager recorded, or as HR where HR approves. */
    raters_to_approve: Type.Integer(),
  }),
});
export type DashboardSummary = Static<typeof DashboardSummary>;

/**
 * GET /dashboard/alerts/ (feedback area): how many succession candidates and development needs
 * GET /feedback/alerts/ lists over the surveys whose results are open. Apart from the summary:
 * scoring every such survey costs more than the rest of the dashboard together.
 */
/**
 * GET /dashboard/alerts/: the entries of each list of GET /feedback/alerts/?survey= for `survey`, the latest closed survey
 * (whose results are open) with any alert; null and zeros when there is none.
 */
export const DashboardAlerts = obj({ succession: Type.Integer(), development: Type.Integer(), survey: Type.Union([AlertSurvey, Type.Null()]) });
export type DashboardAlerts = Static<typeof DashboardAlerts>;
