import { REPORT_GROUPS, type FeedbackReport, type ReportGroup, type WithheldReason } from '../../../../schemas/feedback';
import { i18n } from '../../../i18n';
import { andList, groupLabel } from './report-format';

/** One line of HR's "why": these groups, on these competencies, would combine with these earlier surveys. */
export interface ReasonLine {
  groups: ReportGroup[];
  /** Competency titles, in the report's order. */
  competencies: string[];
  /** Titles of the earlier surveys whose figures, already released, the withheld ones would combine with, oldest first. */
  surveys: string[];
  /** They would combine with figures of the report's own survey too (those released first). */
  thisSurvey: boolean;
}

const order = (g: ReportGroup) => REPORT_GROUPS.indexOf(g);

/**
 * HR's reasons (one per withheld group figure) folded for reading: a group's competencies that would combine with
 * the same surveys make one entry, and groups with the same competencies and surveys share a line. `current` is
 * the report's survey, named "this survey".
 */
export function reasonLines(reasons: readonly WithheldReason[], current: number): ReasonLine[] {
  const perGroup = new Map<string, { group: ReportGroup; ids: number[]; competencies: string[]; surveys: WithheldReason['combines_with'] }>();
  for (const r of reasons) {
    const surveys = [...r.combines_with].sort((a, b) => a.id - b.id);
    const key = `${r.group}|${surveys.map((s) => s.id).join(',')}`;
    const entry = perGroup.get(key) ?? { group: r.group, ids: [], competencies: [], surveys };
    if (!entry.ids.includes(r.competency_id)) {
      entry.ids.push(r.competency_id);
      entry.competencies.push(r.competency);
    }
    perGroup.set(key, entry);
  }
  const lines = new Map<string, ReasonLine>();
  for (const e of [...perGroup.values()].sort((a, b) => order(a.group) - order(b.group))) {
    const key = `${[...e.ids].sort((a, b) => a - b).join(',')}|${e.surveys.map((s) => s.id).join(',')}`;
    const line = lines.get(key) ?? {
      groups: [],
      competencies: e.competencies,
      surveys: e.surveys.filter((s) => s.id !== current).map((s) => s.title),
      thisSurvey: e.surveys.some((s) => s.id === current),
    };
    line.groups.push(e.group);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** "every competency", "Integrity and Accountability", "4 competencies" (names only while they stay short). */
export function competenciesText(titles: readonly string[], total: number): string {
  if (titles.length === total && total > 1) return i18n.t('feedback:protection.everyCompetency');
  return titles.length <= 2 ? andList(titles) : i18n.t('feedback:protection.competencies', { count: titles.length });
}

/** What is withheld, for the note's first sentence: "Peers, All raters but self and the company benchmark". */
export function withheldText({ protection, benchmark }: Pick<FeedbackReport, 'protection' | 'benchmark'>): string {
  const named = protection.groups.map(groupLabel);
  const benchmarks = [
    benchmark.company.withheld && i18n.t('feedback:protection.companyBenchmark'),
    benchmark.designation.withheld && i18n.t('feedback:protection.designationBenchmark'),
  ].filter((b): b is string => Boolean(b));
  if (protection.benchmarks && benchmarks.length === 0) benchmarks.push(i18n.t('feedback:protection.someBenchmarks'));
  return andList([...named, ...benchmarks]);
}
