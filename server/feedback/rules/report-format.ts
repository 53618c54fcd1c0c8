import { REPORT_GROUPS, type FeedbackReport, type GroupScore, type ReportGroup } from '../../../schemas/feedback';
import type { Words } from '../../i18n/words';

/**
 * How every export writes a report's figures, so the PDF and the sheets agree. The words come from the `report`
 * catalogue in the reader's language (`t`); the JSON answers keep their own English labels and codes.
 */

type Level = FeedbackReport['competencies'][number]['levels']['expected'];
type T = Words<'report'>;

const DASH = '–';

/** A 0–4 score with its two decimals: "2.87". */
export const fmtScore = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : n.toFixed(2));
/** "71.8%". */
export const fmtPercent = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : `${n.toFixed(1)}%`);
/** A gap with its sign: "+1.25", "-0.40". */
export const fmtGap = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : `${n > 0 ? '+' : ''}${n.toFixed(2)}`);
export const fmtLevel = (level: Level | null, t: T): string => (level === null ? DASH : t(`levels.${level}`));
export const groupLabel = (group: ReportGroup, t: T): string => t(`groups.${group}`);
/** Who wrote a comment: "Self", "Manager" or "Anonymous". */
export const fromLabel = (from: FeedbackReport['comments'][number]['from'], t: T): string => t(`from.${from}`);

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A date of the contract (YYYY-MM-DD) as "12 Mar 2026", the same in every time zone. */
export function fmtDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDate.format(date);
}

export const scoreOf = (scores: GroupScore[], group: ReportGroup): GroupScore | undefined => scores.find((s) => s.group === group);

/** The groups any figure of the report holds, or would hold but for the auditor, in the contract's order. */
export function groupsIn(report: FeedbackReport): ReportGroup[] {
  const present = new Set<ReportGroup>([...report.overall, ...report.types.flatMap((t) => t.scores)].map((s) => s.group));
  for (const g of report.protection.groups) present.add(g);
  return REPORT_GROUPS.filter((g) => present.has(g));
}

/** The visible groups with their rater counts: "Self (1), Manager (1), Peers (4)". */
export const visibleGroupsText = (report: FeedbackReport, t: T): string =>
  report.groups.map((g) => `${groupLabel(g.group, t)} (${g.raters})`).join(', ') || t('noGroups');

/** Why some answers are in no figure: with counts for the feedback area, without for the ratee (whose `hidden` is empty). */
export function hiddenText(report: FeedbackReport, t: T): string | null {
  if (!report.withheld) return null;
  const threshold = report.survey.anonymity_threshold;
  if (report.hidden.length === 0) return t('hiddenAll', { threshold });
  const groups = report.hidden.map((h) => t(`hiddenGroup.${h.relationship}`, { count: h.raters })).join(', ');
  return t('hiddenSome', { threshold, groups });
}

export const notObserved = (t: T): string => t('notObserved');
/** A table cell whose figure the disclosure auditor withheld; the report says why beneath (protectionText). */
export const withheldCell = (t: T): string => t('withheld');

type Competency = FeedbackReport['competencies'][number];

/**
 * A competency's score of one group, "not observed" when the group is in the report but did not rate it on the
 * scale, or "withheld" when the auditor withheld it.
 */
export function fmtGroupScore(c: Competency, group: ReportGroup, t: T): string {
  const found = scoreOf(c.scores, group);
  if (found) return fmtScore(found.score);
  if (c.withheld.includes(group)) return withheldCell(t);
  return c.not_observed.includes(group) ? notObserved(t) : DASH;
}

/** A type's or the overall score of one group: "withheld" for a group with a withheld figure. */
export function fmtWeightedScore(report: FeedbackReport, scores: GroupScore[], group: ReportGroup, t: T): string {
  const found = scoreOf(scores, group);
  if (found) return fmtScore(found.score);
  return report.protection.groups.includes(group) ? withheldCell(t) : DASH;
}

/**
 * The sentence for figures withheld to protect raters across surveys, naming the groups; for HR also the surveys
 * whose earlier releases they would combine with. Null when nothing was withheld.
 */
export function protectionText(report: FeedbackReport, t: T): string | null {
  const { groups, reasons, benchmarks } = report.protection;
  if (groups.length === 0 && !benchmarks) return null;
  const named = groups.map((g) => groupLabel(g, t));
  if (benchmarks) named.push(t('someBenchmarks'));
  const surveys = [...new Map(reasons.flatMap((r) => r.combines_with).map((s) => [s.id, s.title])).values()];
  const line = t('acrossSurveysLine', { groups: named.join(', ') });
  return surveys.length ? `${line} ${t('acrossSurveysCombine', { surveys: surveys.join(', ') })}` : line;
}

/** A benchmark's line: the mean of the other ratees, or why there is none. */
export function benchmarkText(b: FeedbackReport['benchmark']['company'], threshold: number, t: T): string {
  if (b.withheld) return t('benchmarkWithheld');
  if (b.too_few) return t('benchmarkTooFew', { ratees: b.ratees, threshold });
  return t('benchmarkMean', { score: fmtScore(b.overall), percent: fmtPercent(b.percent), count: b.ratees });
}
