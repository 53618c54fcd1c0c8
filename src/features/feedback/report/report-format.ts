import { GROUP_LABELS, REPORT_GROUPS, type FeedbackReport, type GroupScore, type RelationshipProgress, type ReportGroup } from '../../../../schemas/feedback';

/** 3.125 → "3.13"; nothing → "—". */
export const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(2));

/** A difference with its sign: "+1.20", "−0.35", "0.00". */
export function signed(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined) return '—';
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}

export const scoreIn = (scores: readonly GroupScore[], group: ReportGroup) => scores.find((s) => s.group === group);

/** What an empty score cell says: the group's raters did not observe it, or there is simply no figure. */
const NOT_OBSERVED = 'Not observed';
export const noScore = (group: ReportGroup, notObserved: readonly ReportGroup[] = []) => (notObserved.includes(group) ? NOT_OBSERVED : '—');

type Figures = Pick<FeedbackReport, 'overall' | 'competencies' | 'protection'>;

/**
 * The groups with figures in this report, or that would have some but for the auditor (their column then says
 * "Withheld"), in the contract's order (self, manager, …, all raters but self).
 */
export function shownGroups(report: Figures): ReportGroup[] {
  const present = new Set<ReportGroup>([...report.overall, ...report.competencies.flatMap((c) => c.scores)].map((s) => s.group));
  for (const g of report.protection.groups) present.add(g);
  return REPORT_GROUPS.filter((g) => present.has(g));
}

/** A report with no submitted answer in any figure, none withheld either. */
export const hasNoAnswers = (report: Figures) =>
  report.overall.length === 0 && report.competencies.every((c) => c.scores.length === 0) && report.protection.groups.length === 0;

/** A group's figures are withheld from this reader to protect raters across surveys (its type and overall scores with them). */
export const isWithheld = (report: Pick<FeedbackReport, 'protection'>, group: ReportGroup) => report.protection.groups.includes(group);

/** "Peers", "Peers and All raters but self", "Self, Peers and Others combined". */
export function andList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** One Radix colour per group: badges use the name, the chart its step-9 token. */
const GROUP_COLORS = {
  all_others: 'indigo',
  self: 'amber',
  manager: 'teal',
  peer: 'crimson',
  direct_report: 'grass',
  other: 'orange',
  combined: 'cyan',
} as const satisfies Record<ReportGroup, string>;

export const groupColor = (group: ReportGroup) => `var(--${GROUP_COLORS[group]}-9)`;
export const groupLabel = (group: ReportGroup) => GROUP_LABELS[group];

export { LEVEL_LABELS } from '../../../../schemas/survey';
export type { ProficiencyLevel as Level } from '../../../../schemas/survey';

/** A ratee's raters per relationship: "Self 1/1 · Manager 1/1 · Peers 2/4 · Direct reports 0/3". */
export const progressText = (progress: readonly RelationshipProgress[]) =>
  progress.map((p) => `${GROUP_LABELS[p.relationship]} ${p.submitted}/${p.assigned}`).join(' · ');

/** "Too few other ratees to compare (fewer than 3)". */
export const tooFewToCompare = (threshold: number) => `Too few other ratees to compare (fewer than ${threshold})`;

export const RELATIONSHIP_LABELS = { self: 'self', manager: 'manager', peer: 'peer', direct_report: 'direct report', other: 'other rater' } as const;

/** Why a comparison or ranking of others' scores is empty or short: others' figures withheld across surveys. */
export const OTHERS_WITHHELD = 'Scores from others are withheld to protect raters across surveys';

/** " 2 competencies whose score from others is withheld are left out." when some (not all) are; else "". */
export function othersLeftOut(report: Pick<FeedbackReport, 'competencies'>): string {
  const n = report.competencies.filter((c) => c.others === null && c.withheld.includes('all_others')).length;
  if (n === 0 || report.competencies.every((c) => c.others === null)) return '';
  return ` ${n === 1 ? '1 competency' : `${n} competencies`} whose score from others is withheld ${n === 1 ? 'is' : 'are'} left out.`;
}

/** Every competency's score from others is missing, some of them withheld across surveys. */
export const allOthersWithheld = (report: Pick<FeedbackReport, 'competencies'>) =>
  report.competencies.every((c) => c.others === null) && report.competencies.some((c) => c.withheld.includes('all_others'));
