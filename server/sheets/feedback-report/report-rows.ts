import { ACROSS_SURVEYS, type FeedbackReport } from '../../../schemas/feedback';
import { formulaSafe } from '../write-sheet';
import { FROM_LABELS, fmtLevel, groupLabel, NOT_OBSERVED } from '../../feedback/rules/report-format';

/*
 * The rows both sheets hold (CSV and XLSX): one per competency and rater group, the type
 * and overall scores, and the comments. Text cells pass through formulaSafe, so a name or
 * a comment starting with "=" shows as text and never runs; numbers stay numbers.
 */

export type Cell = string | number | null;
const text = (value: string | null | undefined): string => formulaSafe(value ?? '');

export const COMPETENCY_COLUMNS = [
  'survey',
  'ratee',
  'type',
  'competency',
  'group',
  'score',
  'percent',
  'self',
  'others',
  'gap',
  'expected level',
  'observed level',
  'company benchmark',
  'designation benchmark',
] as const;

/** Per competency, a row per group with a score, and one saying "not observed" per group that could not judge it. */
export function competencyRows(report: FeedbackReport): Cell[][] {
  const survey = text(report.survey.title);
  const ratee = text(report.ratee.name);
  return report.competencies.flatMap((c) => {
    const rows: Array<{ group: FeedbackReport['overall'][number]['group']; score: Cell; percent: Cell }> = [
      ...c.scores.map((s) => ({ group: s.group, score: s.score, percent: s.percent })),
      ...c.not_observed.map((group) => ({ group, score: NOT_OBSERVED, percent: null })),
      ...c.withheld.map((group) => ({ group, score: ACROSS_SURVEYS, percent: null })),
    ];
    return rows.map((r) => [
      survey,
      ratee,
      text(c.type),
      text(c.title),
      text(groupLabel(r.group)),
      r.score,
      r.percent,
      c.self,
      c.others,
      c.gap,
      text(fmtLevel(c.levels.expected)),
      c.levels.others === null ? null : text(fmtLevel(c.levels.others)),
      c.benchmark.company,
      c.benchmark.designation,
    ]);
  });
}

export const SCORE_COLUMNS = ['survey', 'ratee', 'type', 'type value', 'group', 'score', 'percent'] as const;

/** Each type's score per group, then the overall per group (type "Overall"); a withheld group says so. */
export function scoreRows(report: FeedbackReport): Cell[][] {
  const survey = text(report.survey.title);
  const ratee = text(report.ratee.name);
  const withheld = (name: string, value: number | null): Cell[][] =>
    report.protection.groups.map((g) => [survey, ratee, name, value, text(groupLabel(g)), ACROSS_SURVEYS, null]);
  return [
    ...report.types.flatMap((t) => [
      ...t.scores.map((s) => [survey, ratee, text(t.name), t.value, text(groupLabel(s.group)), s.score, s.percent]),
      ...withheld(text(t.name), t.value),
    ]),
    ...report.overall.map((s) => [survey, ratee, 'Overall', null, text(groupLabel(s.group)), s.score, s.percent]),
    ...withheld('Overall', null),
  ];
}

export const COMMENT_COLUMNS = ['survey', 'ratee', 'competency', 'from', 'comment'] as const;

export function commentRows(report: FeedbackReport): Cell[][] {
  const survey = text(report.survey.title);
  const ratee = text(report.ratee.name);
  return report.comments.map((c) => [survey, ratee, text(c.competency), FROM_LABELS[c.from], text(c.text)]);
}
