import type { AnalyticsDimension, FeedbackAlerts, FeedbackSettings, HeatmapRow, SurveyAnalytics } from '../../../../schemas/analytics';
import type { FeedbackSurvey } from '../../../../schemas/feedback';

const closed = { status: 'closed', results_available: true, anonymity_threshold: 3 } as const;

/** A company's published surveys, newest first: one still open (no results yet), two closed, one closed without answers. */
export const feedbackSurveys: FeedbackSurvey[] = [
  {
    id: 9,
    title: 'Engineering competencies 2026',
    start_date: '2026-11-16',
    end_date: '2026-12-08',
    status: 'open',
    results_available: false,
    results_opened_at: null,
    anonymity_threshold: 3,
    ratees: 8,
    responses: { submitted: 14, assigned: 36 },
    released: 0,
  },
  {
    id: 7,
    title: 'Leadership 360 · Q4',
    start_date: '2025-10-01',
    end_date: '2025-10-31',
    ...closed,
    results_opened_at: '2025-11-03T10:15:00Z',
    ratees: 24,
    responses: { submitted: 188, assigned: 212 },
    released: 20,
  },
  {
    id: 4,
    title: 'Sales team review',
    start_date: '2025-06-02',
    end_date: '2025-06-27',
    ...closed,
    results_opened_at: '2025-07-01T09:00:00Z',
    ratees: 9,
    responses: { submitted: 61, assigned: 70 },
    released: 9,
  },
  {
    id: 2,
    title: 'Pilot survey',
    start_date: '2025-02-03',
    end_date: '2025-02-14',
    ...closed,
    results_opened_at: null,
    ratees: 3,
    responses: { submitted: 0, assigned: 12 },
    released: 0,
  },
];

/** The 409 the server answers for a survey still open. */
export const STILL_OPEN_DETAIL = 'Results of “Engineering competencies 2026” are shown once the survey has closed (it ends on 2026-12-08).';

const COMPETENCIES = [
  ['Communication', 'Behavioural'],
  ['Collaboration', 'Behavioural'],
  ['Integrity', 'Behavioural'],
  ['Coaching others', 'Leadership'],
  ['Decision making', 'Leadership'],
  ['Strategic thinking', 'Leadership'],
  ['Delivery focus', 'Functional'],
  ['Customer focus', 'Functional'],
  ['Technical depth', 'Functional'],
  ['Innovation', 'Functional'],
] as const;

const GROUPS: Record<AnalyticsDimension, (string | null)[]> = {
  department: ['Engineering', 'Sales', 'Finance', 'Operations', 'People & Culture', null],
  designation: ['Director', 'Senior manager', 'Team lead', 'Engineer', 'Account executive'],
  group: ['Leadership bench', 'Graduate programme', null],
};

const round = (n: number) => Math.round(n * 100) / 100;

/** Deterministic scores spread over the whole scale, so every colour step shows. */
const scoreAt = (row: number, col: number) => round(Math.min(4, Math.max(0.3, 0.4 + ((row * 3 + col * 5 + ((row * col) % 4)) % 13) * 0.29)));

function rowsFor(by: AnalyticsDimension): HeatmapRow[] {
  return GROUPS[by].map((label, r) => {
    const scores = COMPETENCIES.map((_, c) => (label === null && c % 4 === 3 ? null : scoreAt(r, c)));
    const present = scores.filter((s): s is number => s !== null);
    const assigned = 18 + r * 7;
    return {
      key: label === null ? null : r + 1,
      label: label ?? 'None',
      ratees: 2 + ((r * 3) % 7),
      scores,
      overall: round(present.reduce((a, b) => a + b, 0) / present.length),
      responses: { submitted: Math.round(assigned * (0.62 + ((r * 13) % 38) / 100)), assigned },
    };
  });
}

const BIN_COUNTS = [0, 1, 1, 3, 5, 7, 5, 2];

/** One closed survey's analytics as the server would answer; the survey without answers has no scores. */
export function analyticsFor(survey: number, by: AnalyticsDimension): SurveyAnalytics {
  const found = feedbackSurveys.find((s) => s.id === survey) ?? feedbackSurveys[1]!;
  const empty = found.responses.submitted === 0;
  return {
    survey: { id: found.id, title: found.title },
    by,
    competencies: COMPETENCIES.map(([title, type], i) => ({ id: i + 1, title, type })),
    rows: empty ? [] : rowsFor(by),
    distribution: BIN_COUNTS.map((n, i) => ({ from: i / 2, to: (i + 1) / 2, ratees: empty ? 0 : n })),
    responses: { ...found.responses, ratees: found.ratees, ratees_with_scores: empty ? 0 : found.ratees - 2 },
  };
}

export const feedbackSettings: FeedbackSettings = { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 3 };

const pct = (score: number) => Math.round(score * 250) / 10;
/** A named score with the percent the server sends beside it. */
const named = (name: string, score: number) => ({ name, score, percent: pct(score) });

const leadership = { id: 7, title: 'Leadership 360 · Q4', closed_on: '2025-12-12' };
const sales = { id: 4, title: 'Sales team review', closed_on: '2025-10-03' };

/** Alerts for every survey at the given thresholds (a lower succession threshold finds one more candidate). */
export function alertsFor(
  survey: number | null,
  thresholds: Pick<FeedbackSettings, 'succession_threshold' | 'development_threshold'> = feedbackSettings,
): FeedbackAlerts {
  const succession: FeedbackAlerts['succession'] = [
    {
      survey: leadership,
      ratee: { id: 31, name: 'Amara Nwosu', designation: 'Senior manager' },
      overall: 3.62,
      overall_percent: 90.4,
      types: [named('Behavioural', 3.71), named('Leadership', 3.55), named('Functional', 3.6)],
    },
    {
      survey: leadership,
      ratee: { id: 18, name: 'Lukas Schneider', designation: 'Team lead' },
      overall: 3.41,
      overall_percent: 85.3,
      types: [named('Behavioural', 3.5), named('Leadership', 3.28), named('Functional', 3.45)],
    },
    {
      survey: sales,
      ratee: { id: 44, name: 'Sofia Marquez', designation: null },
      overall: 3.3,
      overall_percent: 82.5,
      types: [named('Behavioural', 3.34), named('Functional', 3.25)],
    },
  ];
  if (thresholds.succession_threshold <= 75) {
    succession.push({
      survey: leadership,
      ratee: { id: 12, name: 'Hiroshi Tanaka', designation: 'Director' },
      overall: 3.05,
      overall_percent: 76.2,
      types: [named('Behavioural', 3.1), named('Leadership', 3.0), named('Functional', 3.04)],
    });
  }
  const development: FeedbackAlerts['development'] = [
    {
      survey: leadership,
      ratee: { id: 27, name: 'Grace Okafor', designation: 'Team lead' },
      overall: 1.72,
      overall_percent: 43.1,
      below: [{ name: 'Overall', score: 1.72, percent: 43.1 }, named('Leadership', 1.41)],
    },
    {
      survey: leadership,
      ratee: { id: 35, name: 'Daniel Kim', designation: 'Engineer' },
      overall: 2.35,
      overall_percent: 58.8,
      below: [named('Leadership', 1.9)],
    },
    {
      survey: sales,
      ratee: { id: 48, name: 'Olivia Brown', designation: 'Account executive' },
      overall: null,
      overall_percent: null,
      below: [named('Functional', 1.62)],
    },
  ];
  const keep = <T extends { survey: { id: number } }>(list: T[]) => list.filter((a) => survey === null || a.survey.id === survey);
  return {
    thresholds: { succession_threshold: thresholds.succession_threshold, development_threshold: thresholds.development_threshold },
    succession: keep(succession),
    development: keep(development),
  };
}
