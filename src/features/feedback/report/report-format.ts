import { REPORT_GROUPS, type FeedbackReport, type GroupScore, type RelationshipProgress, type ReportGroup } from '../../../../schemas/feedback';
import type { ProficiencyLevel, Relationship } from '../../../../schemas/survey';
import { i18n } from '../../../i18n';
import { decimal } from '../../../i18n/format';

/** 3.125 → "3.13"; nothing → "—". */
export const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : decimal(value));

/** A difference with its sign: "+1.20", "−0.35", "0.00". */
export function signed(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined) return '—';
  const text = decimal(Math.abs(value), digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}

export const scoreIn = (scores: readonly GroupScore[], group: ReportGroup) => scores.find((s) => s.group === group);

/** What an empty score cell says: the group's raters did not observe it, or there is simply no figure. */
export const noScore = (group: ReportGroup, notObserved: readonly ReportGroup[] = []) =>
  notObserved.includes(group) ? i18n.t('feedback:report.notObserved') : '—';

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

/**
 * A list of `n` items joined by "and" in the reader's language: each item's index, with the words between them
 * ("0", ", ", "1", " and ", "2"). English keeps its own form (no comma before "and"); other languages join as Intl does.
 */
export function andListParts(n: number): (number | string)[] {
  const language = i18n.language;
  if (language && !language.startsWith('en')) {
    const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(Array.from({ length: n }, (_, i) => String(i)));
    return parts.map((p) => (p.type === 'element' ? Number(p.value) : p.value));
  }
  return Array.from({ length: n }, (_, i) => i).flatMap((i) => (i === 0 ? [i] : [i === n - 1 ? ' and ' : ', ', i]));
}

/** "Peers", "Peers and All raters but self", "Self, Peers and Others combined". */
export const andList = (items: readonly string[]): string =>
  andListParts(items.length)
    .map((p) => (typeof p === 'number' ? items[p] : p))
    .join('');

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
/** "Peers", "Pairs", "Compañeros": a rater group's name in the reader's language. */
export const groupLabel = (group: ReportGroup) => i18n.t(`feedback:groups.${group}`);

/** "Basic" … "Expert". */
export const levelLabel = (level: ProficiencyLevel) => i18n.t(`feedback:levels.${level}`);
export type { ProficiencyLevel as Level } from '../../../../schemas/survey';

/** A ratee's raters per relationship: "Self 1/1 · Manager 1/1 · Peers 2/4 · Direct reports 0/3". */
export const progressText = (progress: readonly RelationshipProgress[]) =>
  progress.map((p) => `${groupLabel(p.relationship)} ${p.submitted}/${p.assigned}`).join(' · ');

/** "Too few other ratees to compare (fewer than 3)". */
export const tooFewToCompare = (threshold: number) => i18n.t('feedback:report.tooFewToCompare', { threshold });

/** "2 direct reports", "1 other rater": how many raters of a relationship. */
export const relationshipCount = (relationship: Relationship, count: number) => i18n.t(`feedback:relationshipCount.${relationship}`, { count });

/** " 2 competencies whose score from others is withheld are left out." when some (not all) are; else "". */
export function othersLeftOut(report: Pick<FeedbackReport, 'competencies'>): string {
  const n = report.competencies.filter((c) => c.others === null && c.withheld.includes('all_others')).length;
  if (n === 0 || report.competencies.every((c) => c.others === null)) return '';
  return ` ${i18n.t('feedback:report.othersLeftOut', { count: n })}`;
}

/** Every competency's score from others is missing, some of them withheld across surveys. */
export const allOthersWithheld = (report: Pick<FeedbackReport, 'competencies'>) =>
  report.competencies.every((c) => c.others === null) && report.competencies.some((c) => c.withheld.includes('all_others'));
