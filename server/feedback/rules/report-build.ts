import {
  GAP_POINTS,
  GROUP_LABELS,
  REPORT_GROUPS,
  STRENGTH_SCORE,
  TOP_COUNT,
  type Benchmark,
  type CompetencyResult,
  type FeedbackReport,
  type GroupScore,
  type ReportGroup,
} from '../../../schemas/feedback';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../../schemas/survey';
import type { ReportRows } from './report-source';
import { benchmarkKey, figureKey, withheldGroups, withholdRows, type Withholding } from './report-withholding';

const round2 = (x: number): number => Math.round(x * 100) / 100;
const maybe = (x: number | null | undefined): number | null => (x === null || x === undefined ? null : round2(Number(x)));
const order = (group: string) => REPORT_GROUPS.indexOf(group as ReportGroup);

/** Who reads the report: the feedback area sees how many raters each hidden group holds; the ratee never does. */
type ReportView = 'feedback' | 'ratee';

// Scores and percents come rounded from SQL (the report query in the feedback repository), so every screen and file shows the same figures.
function groupScores(rows: ReportRows['scores']): GroupScore[] {
  return rows.map((r) => ({ group: r.grp as ReportGroup, score: Number(r.score), percent: Number(r.percent) })).sort((a, b) => order(a.group) - order(b.group));
}
const scoreOf = (scores: GroupScore[], group: ReportGroup) => scores.find((s) => s.group === group) ?? null;
const levelAt = (mean: number): ProficiencyLevel => PROFICIENCY_LEVELS[Math.min(PROFICIENCY_LEVELS.length - 1, Math.max(0, Math.round(mean) - 1))]!;

type BenchmarkRow = ReportRows['benchmarks'][number];

/** A mean of other ratees is shown only when they are at least the survey's threshold, so no benchmark gives away a few people's scores. */
const shown = (value: number | null, ratees: number, threshold: number) => (ratees >= threshold ? maybe(value) : null);

function benchmark(row: BenchmarkRow | undefined, of: 'company' | 'designation', threshold: number, withheld: boolean): Benchmark {
  const ratees = row?.[`${of}_ratees`] ?? 0;
  const tooFew = ratees < threshold;
  const hidden = tooFew || withheld;
  return {
    overall: hidden ? null : maybe(row?.[of]),
    percent: hidden ? null : maybe(row?.[`${of}_percent`]),
    ratees,
    too_few: tooFew,
    withheld: !tooFew && withheld,
  };
}

function competencyResults(rows: ReportRows, shownGroups: ReportGroup[], threshold: number, w: Withholding): CompetencyResult[] {
  return rows.competencies.map((c) => {
    const scores = groupScores(rows.scores.filter((s) => s.competency_id === c.competency_id));
    const self = scoreOf(scores, 'self')?.score ?? null;
    const others = scoreOf(scores, 'all_others')?.score ?? null;
    const level = rows.levels.find((l) => l.competency_id === c.competency_id);
    const othersMean = maybe(level?.others_mean);
    const bench = rows.benchmarks.find((b) => b.competency_id === c.competency_id);
    const withheld = (['company', 'designation'] as const).filter((of) => w.benchmarks.has(benchmarkKey(of, c.competency_id)));
    return {
      ...c,
      scores,
      self,
      others,
      gap: self !== null && others !== null ? round2(self - others) : null,
      withheld: shownGroups.filter((g) => w.figures.has(figureKey(g, c.competency_id))),
      not_observed: shownGroups.filter((g) => !scores.some((s) => s.group === g) && !w.figures.has(figureKey(g, c.competency_id))),
      levels: {
        expected: c.expected_level,
        self: level?.self ?? null,
        others: othersMean === null ? null : levelAt(othersMean),
        others_mean: othersMean,
        gap: othersMean === null ? null : round2(othersMean - (PROFICIENCY_LEVELS.indexOf(c.expected_level) + 1)),
      },
      benchmark: {
        company: withheld.includes('company') ? null : shown(bench?.company ?? null, bench?.company_ratees ?? 0, threshold),
        designation: withheld.includes('designation') ? null : shown(bench?.designation ?? null, bench?.designation_ratees ?? 0, threshold),
        withheld,
      },
    };
  });
}

const gapRow = (c: CompetencyResult) => ({ competency_id: c.competency_id, title: c.title, self: c.self!, others: c.others!, gap: c.gap! });
const ranked = (c: CompetencyResult) => ({
  competency_id: c.competency_id,
  title: c.title,
  score: c.others!,
  percent: scoreOf(c.scores, 'all_others')!.percent,
});

/** At the bar: others see it, on average, "often" or more (3 of 4). */
const reachesBar = (c: CompetencyResult) => c.others! >= STRENGTH_SCORE;
const byTitle = (a: CompetencyResult, b: CompetencyResult) => a.title.localeCompare(b.title);

/**
 * Strengths and development areas from others' scores (never self alone): disjoint by the bar,
 * so a survey of five competencies cannot list the same five twice, and a low score is never
 * called a strength. Either list may be empty.
 */
export function rankings(competencies: readonly CompetencyResult[]) {
  const scored = competencies.filter((c) => c.others !== null);
  const strong = scored.filter(reachesBar).sort((a, b) => b.others! - a.others! || byTitle(a, b));
  const weak = scored.filter((c) => !reachesBar(c)).sort((a, b) => a.others! - b.others! || (b.gap ?? 0) - (a.gap ?? 0) || byTitle(a, b));
  return {
    strengths: strong.slice(0, TOP_COUNT).map(ranked),
    development_areas: weak.slice(0, TOP_COUNT).map(ranked),
  };
}

/** For HR: each withheld figure, and the surveys of the earlier releases it would combine with. */
function reasons(w: Withholding, competencies: CompetencyResult[]): FeedbackReport['protection']['reasons'] {
  return competencies.flatMap((c) =>
    REPORT_GROUPS.flatMap((group) => {
      const combines = w.figures.get(figureKey(group, c.competency_id));
      return combines ? [{ group, competency_id: c.competency_id, competency: c.title, combines_with: combines }] : [];
    }),
  );
}

/**
 * A ratee's report (schemas/feedback.ts) from what the database computed: the self/others
 * comparisons, the rankings and the benchmarks' threshold. Every figure comes from `rows`
 * (one ratee, anonymity applied in SQL, benchmarks from the figures frozen when the results
 * were opened), less what the disclosure auditor withheld for this reader (`w`). The ratee's
 * own view learns that answers were withheld, never how many, nor why across surveys.
 */
export function buildReport(all: ReportRows, view: ReportView, w: Withholding): FeedbackReport {
  const rows = withholdRows(all, w);
  const threshold = rows.survey!.anonymity_threshold;
  const visible = rows.relationships.filter((r) => r.grp !== null);
  const counts = new Map<string, number>();
  for (const r of visible) counts.set(r.grp!, (counts.get(r.grp!) ?? 0) + r.raters);
  const allOthers = visible.filter((r) => r.grp !== 'self').reduce((n, r) => n + r.raters, 0);
  if (allOthers > 0) counts.set('all_others', allOthers);
  const groups = [...counts]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([group, raters]) => ({ group: group as ReportGroup, label: GROUP_LABELS[group as ReportGroup], raters }));
  const competencies = competencyResults(
    rows,
    groups.map((g) => g.group),
    threshold,
    w,
  );
  const compared = competencies.filter((c) => c.gap !== null);
  const overall = rows.benchmarks.find((b) => b.competency_id === null);
  const hidden = rows.relationships.filter((r) => r.grp === null).map((r) => ({ relationship: r.relationship, raters: r.raters }));
  const released = rows.released_at;
  return {
    survey: rows.survey!,
    ratee: rows.ratee!,
    released_at: released === null ? null : new Date(released).toISOString(),
    responses: view === 'feedback' ? rows.responses : null,
    groups,
    withheld: hidden.length > 0,
    hidden: view === 'feedback' ? hidden : [],
    overall: groupScores(rows.scores.filter((s) => s.competency_id === null && s.type_id === null)),
    types: rows.types.map((t) => ({ ...t, scores: groupScores(rows.scores.filter((s) => s.type_id === t.type_id)) })),
    competencies,
    benchmark: {
      company: benchmark(overall, 'company', threshold, w.benchmarks.has(benchmarkKey('company', 0))),
      designation: { name: rows.designation, ...benchmark(overall, 'designation', threshold, w.benchmarks.has(benchmarkKey('designation', 0))) },
    },
    blind_spots: compared
      .filter((c) => c.gap! >= GAP_POINTS)
      .sort((a, b) => b.gap! - a.gap!)
      .map(gapRow),
    hidden_strengths: compared
      .filter((c) => c.gap! <= -GAP_POINTS)
      .sort((a, b) => a.gap! - b.gap!)
      .map(gapRow),
    ...rankings(competencies),
    comments: rows.comments.map((m) => ({
      competency_id: m.competency_id,
      competency: rows.competencies.find((c) => c.competency_id === m.competency_id)?.title ?? '',
      from: m.grp === 'self' || m.grp === 'manager' ? m.grp : 'anonymous',
      text: m.text,
    })),
    protection: {
      groups: withheldGroups(w).sort((a, b) => order(a) - order(b)),
      benchmarks: w.benchmarks.size > 0,
      reasons: view === 'feedback' ? reasons(w, competencies) : [],
    },
  };
}
