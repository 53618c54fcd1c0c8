import { ACROSS_SURVEYS, GROUP_LABELS, REPORT_GROUPS, type FeedbackReport, type GroupScore, type ReportGroup } from '../../../schemas/feedback';
import { LEVEL_LABELS } from '../../../schemas/survey';

/** How every export writes a report's figures, so the PDF and the sheets agree. */

type Level = FeedbackReport['competencies'][number]['levels']['expected'];

export const FROM_LABELS = { self: 'Self', manager: 'Manager', anonymous: 'Anonymous' } as const;
const RELATIONSHIP_LABELS = {
  self: 'self',
  manager: 'manager',
  peer: 'peers',
  direct_report: 'direct reports',
  other: 'other raters',
} as const;

const DASH = '–';

/** A 0–4 score with its two decimals: "2.87". */
export const fmtScore = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : n.toFixed(2));
/** "71.8%". */
export const fmtPercent = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : `${n.toFixed(1)}%`);
/** A gap with its sign: "+1.25", "-0.40". */
export const fmtGap = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : `${n > 0 ? '+' : ''}${n.toFixed(2)}`);
export const fmtLevel = (level: Level | null): string => (level === null ? DASH : LEVEL_LABELS[level]);
export const groupLabel = (group: ReportGroup): string => GROUP_LABELS[group];

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
export const visibleGroupsText = (report: FeedbackReport): string => report.groups.map((g) => `${g.label} (${g.raters})`).join(', ') || 'none';

/** Why some answers are in no figure: with counts for the feedback area, without for the ratee (whose `hidden` is empty). */
export function hiddenText(report: FeedbackReport): string | null {
  if (!report.withheld) return null;
  const threshold = report.survey.anonymity_threshold;
  if (report.hidden.length === 0) {
    return `Some answers are not shown, to keep raters anonymous: their group had fewer than ${threshold} raters.`;
  }
  const parts = report.hidden.map((h) => `${h.raters} ${RELATIONSHIP_LABELS[h.relationship]}`);
  return `Not shown, to keep raters anonymous (fewer than ${threshold} in a group): ${parts.join(', ')}.`;
}

export const NOT_OBSERVED = 'not observed';
/** A table cell whose figure the disclosure auditor withheld; the report says why beneath (protectionText). */
export const WITHHELD = 'withheld';

type Competency = FeedbackReport['competencies'][number];

/**
 * A competency's score of one group, "not observed" when the group is in the report but did not rate it on the
 * scale, or "withheld" when the auditor withheld it.
 */
export function fmtGroupScore(c: Competency, group: ReportGroup): string {
  const found = scoreOf(c.scores, group);
  if (found) return fmtScore(found.score);
  if (c.withheld.includes(group)) return WITHHELD;
  return c.not_observed.includes(group) ? NOT_OBSERVED : DASH;
}

/** A type's or the overall score of one group: "withheld" for a group with a withheld figure. */
export function fmtWeightedScore(report: FeedbackReport, scores: GroupScore[], group: ReportGroup): string {
  const found = scoreOf(scores, group);
  if (found) return fmtScore(found.score);
  return report.protection.groups.includes(group) ? WITHHELD : DASH;
}

/**
 * The sentence for figures withheld to protect raters across surveys, naming the groups; for HR also the surveys
 * whose earlier releases they would combine with. Null when nothing was withheld.
 */
export function protectionText(report: FeedbackReport): string | null {
  const { groups, reasons, benchmarks } = report.protection;
  if (groups.length === 0 && !benchmarks) return null;
  const named = groups.map((g) => GROUP_LABELS[g]);
  if (benchmarks) named.push('some benchmarks');
  const surveys = [...new Map(reasons.flatMap((r) => r.combines_with).map((s) => [s.id, s.title])).values()];
  const why = surveys.length ? ` They would combine with figures already released from: ${surveys.join(', ')}.` : '';
  return `${ACROSS_SURVEYS}: ${named.join(', ')}.${why}`;
}

/** A benchmark's line: the mean of the other ratees, or why there is none. */
export function benchmarkText(b: FeedbackReport['benchmark']['company'], threshold: number): string {
  if (b.withheld) return ACROSS_SURVEYS.toLowerCase();
  if (b.too_few) return `too few other ratees to compare (${b.ratees} of at least ${threshold})`;
  return `${fmtScore(b.overall)} (${fmtPercent(b.percent)}; mean of ${b.ratees} other ratee${b.ratees === 1 ? '' : 's'})`;
}
