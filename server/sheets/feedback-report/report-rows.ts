import type { FeedbackReport } from '../../../schemas/feedback';
import type { Words } from '../../i18n/words';
import { formulaSafe } from '../write-sheet';
import { fmtLevel, fromLabel, groupLabel, notObserved } from './report-wording';

/*
 * The rows both sheets hold (CSV and XLSX): one per competency and rater group, the type
 * and overall scores, and the comments. Text cells pass through formulaSafe, so a name or
 * a comment starting with "=" shows as text and never runs; numbers stay numbers. Their
 * words (headers, groups, levels) are the reader's language; names and comments as written.
 */

export type Cell = string | number | null;
type T = Words<'report'>;
const text = (value: string | null | undefined): string => formulaSafe(value ?? '');

/** A column by its key in the `report` catalogue's `columns`. */
export type Column = keyof typeof COLUMN_KEYS;
const COLUMN_KEYS = {
  survey: 'columns.survey',
  ratee: 'columns.ratee',
  type: 'columns.type',
  competency: 'columns.competency',
  group: 'columns.group',
  score: 'columns.score',
  percent: 'columns.percent',
  self: 'columns.self',
  others: 'columns.others',
  gap: 'columns.gap',
  expectedLevel: 'columns.expectedLevel',
  observedLevel: 'columns.observedLevel',
  companyBenchmark: 'columns.companyBenchmark',
  designationBenchmark: 'columns.designationBenchmark',
  typeValue: 'columns.typeValue',
  from: 'columns.from',
  comment: 'columns.comment',
} as const;

export const columnHeader = (column: Column, t: T): string => t(COLUMN_KEYS[column]);

export const COMPETENCY_COLUMNS: readonly Column[] = [
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
  'expectedLevel',
  'observedLevel',
  'companyBenchmark',
  'designationBenchmark',
];

/** Per competency, a row per group with a score, and one saying "not observed" per group that could not judge it. */
export function competencyRows(report: FeedbackReport, t: T): Cell[][] {
  const survey = text(report.survey.title);
  const ratee = text(report.ratee.name);
  return report.competencies.flatMap((c) => {
    const rows: Array<{ group: FeedbackReport['overall'][number]['group']; score: Cell; percent: Cell }> = [
      ...c.scores.map((s) => ({ group: s.group, score: s.score, percent: s.percent })),
      ...c.not_observed.map((group) => ({ group, score: notObserved(t), percent: null })),
      ...c.withheld.map((group) => ({ group, score: t('acrossSurveys'), percent: null })),
    ];
    return rows.map((r) => [
      survey,
      ratee,
      text(c.type),
      text(c.title),
      text(groupLabel(r.group, t)),
      r.score,
      r.percent,
      c.self,
      c.others,
      c.gap,
      text(fmtLevel(c.levels.expected, t)),
      c.levels.others === null ? null : text(fmtLevel(c.levels.others, t)),
      c.benchmark.company,
      c.benchmark.designation,
    ]);
  });
}

export const SCORE_COLUMNS: readonly Column[] = ['survey', 'ratee', 'type', 'typeValue', 'group', 'score', 'percent'];

/** Each type's score per group, then the overall per group (type "Overall"); a withheld group says so. */
export function scoreRows(report: FeedbackReport, t: T): Cell[][] {
  const survey = text(report.survey.title);
  const ratee = text(report.ratee.name);
  const overall = t('overall');
  const withheld = (name: string, value: number | null): Cell[][] =>
    report.protection.groups.map((g) => [survey, ratee, name, value, text(groupLabel(g, t)), t('acrossSurveys'), null]);
  return [
    ...report.types.flatMap((type) => [
      ...type.scores.map((s) => [survey, ratee, text(type.name), type.value, text(groupLabel(s.group, t)), s.score, s.percent]),
      ...withheld(text(type.name), type.value),
    ]),
    ...report.overall.map((s) => [survey, ratee, overall, null, text(groupLabel(s.group, t)), s.score, s.percent]),
    ...withheld(overall, null),
  ];
}

export const COMMENT_COLUMNS: readonly Column[] = ['survey', 'ratee', 'competency', 'from', 'comment'];

export function commentRows(report: FeedbackReport, t: T): Cell[][] {
  const survey = text(report.survey.title);
  const ratee = text(report.ratee.name);
  return report.comments.map((c) => [survey, ratee, text(c.competency), fromLabel(c.from, t), text(c.text)]);
}
