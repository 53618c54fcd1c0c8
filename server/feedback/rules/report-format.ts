import { REPORT_GROUPS, type FeedbackReport, type GroupScore, type ReportGroup } from '../../../schemas/feedback';

/**
 * How every export writes a report's figures, so the PDF and the sheets agree. Their words, in the reader's language,
 * are in server/sheets/feedback-report/report-wording.ts.
 */

/** Where a figure has no value. */
export const DASH = '–';

/** A 0–4 score with its two decimals: "2.87". */
export const fmtScore = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : n.toFixed(2));
/** "71.8%". */
export const fmtPercent = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : `${n.toFixed(1)}%`);
/** A gap with its sign: "+1.25", "-0.40". */
export const fmtGap = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : `${n > 0 ? '+' : ''}${n.toFixed(2)}`);

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
