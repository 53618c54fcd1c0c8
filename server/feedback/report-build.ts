import {
  GAP_POINTS, GROUP_LABELS, REPORT_GROUPS, TOP_COUNT,
  type CompetencyResult, type FeedbackReport, type GroupScore, type ReportGroup,
} from '../../schemas/feedback';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../schemas/survey';
import type { ReportRows } from './report-query';
import type { SurveyAggregate } from './survey-aggregate';

export const round2 = (x: number): number => Math.round(x * 100) / 100;
const percent = (score: number): number => Math.round((score / 4) * 1000) / 10;
const maybe = (x: number | null | undefined): number | null => (x === null || x === undefined ? null : round2(Number(x)));
const order = (group: string) => REPORT_GROUPS.indexOf(group as ReportGroup);

function groupScores(rows: ReportRows['scores']): GroupScore[] {
  return rows.map((r) => ({ group: r.grp as ReportGroup, score: round2(Number(r.score)), percent: percent(Number(r.score)) }))
    .sort((a, b) => order(a.group) - order(b.group));
}
const scoreOf = (scores: GroupScore[], group: ReportGroup) => scores.find((s) => s.group === group)?.score ?? null;
const levelAt = (mean: number): ProficiencyLevel => PROFICIENCY_LEVELS[Math.min(3, Math.max(0, Math.round(mean) - 1))]!;

function competencyResults(rows: ReportRows, aggregate: SurveyAggregate, designation: number | null): CompetencyResult[] {
  const byDesignation = designation === null ? undefined : aggregate.designations.get(designation);
  return rows.competencies.map((c) => {
    const scores = groupScores(rows.scores.filter((s) => s.competency_id === c.competency_id));
    const self = scoreOf(scores, 'self');
    const others = scoreOf(scores, 'all_others');
    const level = rows.levels.find((l) => l.competency_id === c.competency_id);
    const othersMean = maybe(level?.others_mean);
    return {
      ...c, scores, self, others,
      gap: self !== null && others !== null ? round2(self - others) : null,
      levels: {
        expected: c.expected_level,
        self: level?.self ?? null,
        others: othersMean === null ? null : levelAt(othersMean),
        others_mean: othersMean,
        gap: othersMean === null ? null : round2(othersMean - (PROFICIENCY_LEVELS.indexOf(c.expected_level) + 1)),
      },
      benchmark: {
        company: maybe(aggregate.company.competencies[c.competency_id]),
        designation: maybe(byDesignation?.competencies[c.competency_id]),
      },
    };
  });
}

const gapRow = (c: CompetencyResult) => ({ competency_id: c.competency_id, title: c.title, self: c.self!, others: c.others!, gap: c.gap! });
const ranked = (c: CompetencyResult) => ({ competency_id: c.competency_id, title: c.title, score: c.others! });

/**
 * A ratee's report (schemas/feedback.ts) from what the database computed: rounding, the
 * self/others comparisons and the rankings. Every figure comes from `rows` (one ratee,
 * anonymity applied in SQL) or the survey's aggregate (means of visible scores).
 */
export function buildReport(rows: ReportRows, aggregate: SurveyAggregate): FeedbackReport {
  const ratee = rows.ratee!;
  const { designation_id: designation, ...person } = ratee;
  const competencies = competencyResults(rows, aggregate, designation);
  const visible = rows.relationships.filter((r) => r.grp !== null);
  const counts = new Map<string, number>();
  for (const r of visible) counts.set(r.grp!, (counts.get(r.grp!) ?? 0) + r.raters);
  const allOthers = visible.filter((r) => r.grp !== 'self').reduce((n, r) => n + r.raters, 0);
  if (allOthers > 0) counts.set('all_others', allOthers);
  const compared = competencies.filter((c) => c.gap !== null);
  const scored = competencies.filter((c) => c.others !== null);
  const lowest = [...scored].sort((a, b) => a.others! - b.others! || (b.gap ?? 0) - (a.gap ?? 0));
  const byDesignation = designation === null ? undefined : aggregate.designations.get(designation);
  const released = rows.released_at;
  return {
    survey: rows.survey!,
    ratee: person,
    released_at: released === null ? null : new Date(released).toISOString(),
    responses: rows.responses,
    groups: [...counts].sort(([a], [b]) => order(a) - order(b))
      .map(([group, raters]) => ({ group: group as ReportGroup, label: GROUP_LABELS[group as ReportGroup], raters })),
    hidden: rows.relationships.filter((r) => r.grp === null).map((r) => ({ relationship: r.relationship, raters: r.raters })),
    overall: groupScores(rows.scores.filter((s) => s.competency_id === null && s.type_id === null)),
    types: rows.types.map((t) => ({ ...t, scores: groupScores(rows.scores.filter((s) => s.type_id === t.type_id)) })),
    competencies,
    benchmark: {
      company: { overall: maybe(aggregate.company.overall), ratees: aggregate.company.ratees },
      designation: { name: person.designation, overall: maybe(byDesignation?.overall), ratees: byDesignation?.ratees ?? 0 },
    },
    blind_spots: compared.filter((c) => c.gap! >= GAP_POINTS).sort((a, b) => b.gap! - a.gap!).map(gapRow),
    hidden_strengths: compared.filter((c) => c.gap! <= -GAP_POINTS).sort((a, b) => a.gap! - b.gap!).map(gapRow),
    strengths: [...scored].sort((a, b) => b.others! - a.others!).slice(0, TOP_COUNT).map(ranked),
    development_areas: lowest.slice(0, TOP_COUNT).map(ranked),
    comments: rows.comments.map((m) => ({
      competency_id: m.competency_id,
      competency: rows.competencies.find((c) => c.competency_id === m.competency_id)?.title ?? '',
      from: m.grp === 'self' || m.grp === 'manager' ? m.grp : 'anonymous',
      text: m.text,
    })),
  };
}
