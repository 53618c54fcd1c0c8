import type { FeedbackReport, GroupScore, ReportGroup } from '../../../schemas/feedback';
import type { Words } from '../../i18n/words';
import { DASH, fmtPercent, fmtScore, scoreOf } from '../../feedback/rules/report-format';

/**
 * The words every export of a report shares (rater groups, levels, comment authors, withheld and hidden figures,
 * benchmarks), from the `report` catalogue in the reader's language (`t`): the PDF and the sheets agree. The JSON
 * answers keep their own English labels and codes.
 */

type Level = FeedbackReport['competencies'][number]['levels']['expected'];
type T = Words<'report'>;

export const fmtLevel = (level: Level | null, t: T): string => (level === null ? DASH : t(`levels.${level}`));
export const groupLabel = (group: ReportGroup, t: T): string => t(`groups.${group}`);
/** Who wrote a comment: "Self", "Manager" or "Anonymous". */
export const fromLabel = (from: FeedbackReport['comments'][number]['from'], t: T): string => t(`from.${from}`);

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
