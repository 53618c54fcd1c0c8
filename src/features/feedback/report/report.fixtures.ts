import {
  GROUP_LABELS,
  STRENGTH_SCORE,
  TOP_COUNT,
  type Benchmark,
  type CompetencyResult,
  type FeedbackReport,
  type GroupScore,
  type ReportGroup,
} from '../../../../schemas/feedback';
import { LEVEL_LABELS } from '../../../../schemas/survey';
import type { Level } from './report-format';

/*
 * Realistic reports for stories and tests, computed as the server's scoring does so
 * every figure agrees with the others: all raters but self is the rater-weighted mean
 * of the visible groups, types weight their competencies, the overall weighs the types.
 * The percentages stand for the server's (which it works out from unrounded scores).
 */

type Rater = 'self' | 'manager' | 'peer' | 'direct_report';
const TYPES = [
  { type_id: 1, name: 'Core', value: 50 },
  { type_id: 2, name: 'Leadership', value: 30 },
  { type_id: 3, name: 'Functional', value: 20 },
];
const LEVELS = Object.keys(LEVEL_LABELS) as Level[];

// title, type, weight, expected level, self, manager, peers, direct reports, company and designation benchmarks
const ROWS: [string, number, number, Level, number, number, number, number, number, number][] = [
  ['Communication', 0, 30, 'advance', 3.25, 3.5, 3.31, 3.42, 3.05, 3.12],
  ['Integrity', 0, 25, 'expert', 3.5, 3.75, 3.63, 3.58, 3.4, 3.46],
  ['Collaboration', 0, 25, 'intermediate', 3.25, 3, 3.19, 3, 2.98, 3.02],
  ['Customer focus', 0, 20, 'intermediate', 3, 2.75, 2.94, 2.83, 2.8, 2.71],
  ['Coaching others', 1, 35, 'advance', 3.4, 2.25, 2.19, 2.17, 2.62, 2.48],
  ['Decision making', 1, 35, 'advance', 3, 3, 2.69, 2.67, 2.7, 2.88],
  ['Strategic thinking', 1, 30, 'intermediate', 3.2, 2, 2.06, 2.08, 2.45, 2.51],
  ['Technical depth', 2, 50, 'expert', 2.4, 3.75, 3.5, 3.58, 3.1, 3.3],
  ['Delivery planning', 2, 50, 'advance', 2.75, 2.5, 2.63, 2.58, 2.66, 2.6],
];
const COLUMN: Record<Rater, number> = { self: 4, manager: 5, peer: 6, direct_report: 7 };

const round = (n: number) => Math.round(n * 100) / 100;
const mean = (pairs: [number, number][]) => round(pairs.reduce((s, [v, w]) => s + v * w, 0) / pairs.reduce((s, [, w]) => s + w, 0));
const pct = (value: number) => Math.round(value * 250) / 10;
const gs = (group: ReportGroup, value: number): GroupScore => ({ group, score: value, percent: pct(value) });
const levelOf = (mean: number): Level => LEVELS[Math.min(3, Math.max(0, Math.round(mean) - 1))]!;

interface ReportShape {
  /** Submitted raters per visible group. */
  raters: Partial<Record<Rater, number>>;
  /** Raters of groups too small to show (the ratee is only told that some answers are withheld). */
  hidden?: FeedbackReport['hidden'];
  released?: boolean;
  /** By competency (index in ROWS): the groups whose raters answered "not observed" to too many of its statements. */
  notObserved?: Record<number, Rater[]>;
  /** How many other ratees each benchmark averages (below the threshold of 3 there is none). */
  benchmarkRatees?: { company: number; designation: number };
}

const THRESHOLD = 3;
const benchmark = (overall: number, ratees: number): Benchmark =>
  ratees < THRESHOLD
    ? { overall: null, percent: null, ratees, too_few: true, withheld: false }
    : { overall, percent: pct(overall), ratees, too_few: false, withheld: false };

export function buildReport({
  raters,
  hidden = [],
  released = false,
  notObserved = {},
  benchmarkRatees = { company: 47, designation: 5 },
}: ReportShape): FeedbackReport {
  const groups = (Object.keys(COLUMN) as Rater[]).filter((g) => raters[g]);
  const company = benchmark(2.94, benchmarkRatees.company);
  const designation = benchmark(3.02, benchmarkRatees.designation);
  const shown: ReportGroup[] = [...groups, ...(groups.some((g) => g !== 'self') ? ['all_others' as const] : [])];
  const competencies: CompetencyResult[] = ROWS.map((row, i) => {
    const [title, type, weight, expected, , , , , companyMean, designationMean] = row;
    const observed = groups.filter((g) => !notObserved[i]?.includes(g));
    const others = observed.filter((g) => g !== 'self');
    const byGroup = new Map<ReportGroup, number>(observed.map((g) => [g, row[COLUMN[g]] as number]));
    if (others.length) byGroup.set('all_others', mean(others.map((g) => [row[COLUMN[g]] as number, raters[g]!])));
    const self = byGroup.get('self') ?? null;
    const all = byGroup.get('all_others') ?? null;
    const othersMean = all === null ? null : round(1 + all * 0.75);
    return {
      competency_id: 101 + i,
      title,
      type_id: TYPES[type]!.type_id,
      type: TYPES[type]!.name,
      weight,
      scores: [...byGroup].map(([g, v]) => gs(g, v)),
      self,
      others: all,
      gap: self !== null && all !== null ? round(self - all) : null,
      levels: {
        expected,
        self: self === null ? null : levelOf(1 + self * 0.75),
        others: othersMean === null ? null : levelOf(othersMean),
        others_mean: othersMean,
        gap: othersMean === null ? null : round(othersMean - (LEVELS.indexOf(expected) + 1)),
      },
      not_observed: shown.filter((g) => !byGroup.has(g)),
      withheld: [],
      benchmark: { company: company.too_few ? null : companyMean, designation: designation.too_few ? null : designationMean, withheld: [] },
    };
  });
  // A type (and the overall) weighs only the competencies (types) the group has a score for.
  const weighed = (pairs: [GroupScore | undefined, number][]) =>
    pairs.filter((p): p is [GroupScore, number] => p[0] !== undefined).map(([s, w]): [number, number] => [s.score, w]);
  const types = TYPES.map((t) => {
    const mine = competencies.filter((c) => c.type_id === t.type_id);
    return { ...t, scores: shown.map((g) => gs(g, mean(weighed(mine.map((c) => [c.scores.find((s) => s.group === g), c.weight]))))) };
  });
  const overall = shown.map((g) => gs(g, mean(weighed(types.map((t) => [t.scores.find((s) => s.group === g), t.value])))));
  const gaps = competencies
    .filter((c) => c.gap !== null)
    .map((c) => ({ competency_id: c.competency_id, title: c.title, self: c.self!, others: c.others!, gap: c.gap! }));
  // The server's rule (server/feedback/rules/report-build.ts): a strength reaches the bar, a development area does not.
  const atBar = (c: (typeof competencies)[number]) => c.others! >= STRENGTH_SCORE;
  const rank = (list: typeof competencies) => list.map((c) => ({ competency_id: c.competency_id, title: c.title, score: c.others!, percent: pct(c.others!) }));
  const scored = competencies.filter((c) => c.others !== null);
  const submitted = Object.values(raters).reduce((s, n) => s + n, 0) + hidden.reduce((s, h) => s + h.raters, 0);
  return {
    survey: {
      id: 3,
      title: 'Leadership 360 · Q4',
      start_date: '2025-10-01',
      end_date: '2025-10-31',
      closed_on: '2025-10-24',
      status: 'closed',
      anonymity_threshold: 3,
    },
    ratee: { id: 9, name: 'Aiko Tanaka', emp_code: 'NW-0142', designation: 'Engineering Manager', department: 'Engineering', group: 'Platform' },
    released_at: released ? '2025-11-14T09:30:00Z' : null,
    responses: { submitted, assigned: submitted + 1 },
    groups: groups.map((g) => ({ group: g, label: GROUP_LABELS[g], raters: raters[g]! })),
    withheld: hidden.some((h) => h.raters > 0),
    hidden,
    overall,
    types,
    competencies,
    benchmark: { company, designation: { name: 'Engineering Manager', ...designation } },
    blind_spots: gaps.filter((g) => g.gap >= 1),
    hidden_strengths: gaps.filter((g) => g.gap <= -1),
    strengths: rank(scored.filter(atBar))
      .sort((a, b) => b.score - a.score)
      .slice(0, TOP_COUNT),
    development_areas: rank(scored.filter((c) => !atBar(c)))
      .sort((a, b) => a.score - b.score)
      .slice(0, TOP_COUNT),
    comments: [
      {
        competency_id: 101,
        competency: 'Communication',
        from: 'manager',
        text: 'Explains trade-offs clearly in planning; the written updates are a model for the team.',
      },
      { competency_id: 101, competency: 'Communication', from: 'anonymous', text: 'Always makes time for questions, even in busy weeks.' },
      {
        competency_id: 105,
        competency: 'Coaching others',
        from: 'anonymous',
        text: 'I would like more regular one-to-ones and feedback on my growth, not only on the work.',
      },
      { competency_id: 105, competency: 'Coaching others', from: 'self', text: 'I try to coach in every review, but I could plan it better.' },
      {
        competency_id: 107,
        competency: 'Strategic thinking',
        from: 'anonymous',
        text: 'The team would benefit from hearing where the platform is heading next year.',
      },
      { competency_id: 108, competency: 'Technical depth', from: 'anonymous', text: 'The go-to person for the hardest incidents.' },
    ].filter((c) => raters.self || c.from !== 'self') as FeedbackReport['comments'],
    protection: { groups: [], benchmarks: false, reasons: [] },
  };
}

/** The same report as its ratee (or their manager) reads it (GET /feedback/my-reports/{survey}/): no response count, no hidden counts, no reasons. */
export const asRateeSees = (report: FeedbackReport): FeedbackReport => ({
  ...report,
  responses: null,
  hidden: [],
  protection: { ...report.protection, reasons: [] },
});

/** Self, manager, four peers and three direct reports: every answer shows. */
export const fullReport = buildReport({ raters: { self: 1, manager: 1, peer: 4, direct_report: 3 } });
export const releasedReport = { ...fullReport, released_at: '2025-11-14T09:30:00Z' };
/** No self-assessment, and two direct reports left out: fewer than the threshold of 3, with no small group to pool with. */
export const partialReport = buildReport({ raters: { manager: 1, peer: 3 }, hidden: [{ relationship: 'direct_report', raters: 2 }] });
/** Self, manager and four peers show; one direct report and one other rater are withheld (each below 3, and so is their pool of 2). */
export const withheldReport = buildReport({
  raters: { self: 1, manager: 1, peer: 4 },
  hidden: [
    { relationship: 'direct_report', raters: 1 },
    { relationship: 'other', raters: 1 },
  ],
});
/** Two other ratees in the survey and one of the same designation: too few for either benchmark. */
export const tooFewBenchmarksReport = buildReport({
  raters: { self: 1, manager: 1, peer: 4, direct_report: 3 },
  benchmarkRatees: { company: 2, designation: 1 },
});
/** Raters who answered "not observed": the manager on Customer focus, the direct reports on Technical depth, self on Delivery planning. */
export const notObservedReport = buildReport({
  raters: { self: 1, manager: 1, peer: 4, direct_report: 3 },
  notObserved: { 3: ['manager'], 7: ['direct_report'], 8: ['self'] },
});
/** Nobody has submitted yet. */
export const emptyReport: FeedbackReport = {
  ...fullReport,
  responses: { submitted: 0, assigned: 9 },
  groups: [],
  withheld: false,
  hidden: [],
  overall: [],
  types: [],
  competencies: [],
  benchmark: {
    company: { overall: null, percent: null, ratees: 0, too_few: true, withheld: false },
    designation: { name: 'Engineering Manager', overall: null, percent: null, ratees: 0, too_few: true, withheld: false },
  },
  blind_spots: [],
  hidden_strengths: [],
  strengths: [],
  development_areas: [],
  comments: [],
};
