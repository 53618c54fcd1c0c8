import type { ReportGroup, WithheldReason } from '../../../schemas/feedback';
import type { ReportRows } from './report-source';

/**
 * What the disclosure auditor (server/disclosure/) withheld from one report for its reader: rater-group figures per
 * competency, with the earlier releases each would combine with, and benchmarks (item 0: overall).
 */
export interface Withholding {
  figures: Map<string, WithheldReason['combines_with']>;
  benchmarks: Set<string>;
}

export const NOTHING_WITHHELD: Withholding = { figures: new Map(), benchmarks: new Set() };
export const figureKey = (group: string, competencyId: number) => `${group}:${competencyId}`;
export const benchmarkKey = (of: 'company' | 'designation', item: number) => `${of}:${item}`;

/** Groups with a withheld figure: their type and overall scores weigh it, and their comments go with it. */
export function withheldGroups(w: Withholding): ReportGroup[] {
  return [...new Set([...w.figures.keys()].map((key) => key.slice(0, key.indexOf(':')) as ReportGroup))];
}

/** The comments a reader is shown: none of a group with a withheld figure (the report and its comment insights alike). */
export function shownComments<C extends { grp: string }>(comments: C[], w: Withholding): C[] {
  const groups = new Set<string>(withheldGroups(w));
  return groups.size === 0 ? comments : comments.filter((c) => !groups.has(c.grp));
}

/** The report's rows without what is withheld for its reader; benchmarks are left to report-build, which flags them. */
export function withholdRows(rows: ReportRows, w: Withholding): ReportRows {
  if (w.figures.size === 0) return rows;
  const groups = new Set<string>(withheldGroups(w));
  const shown = (grp: string, competencyId: number | null) => (competencyId === null ? !groups.has(grp) : !w.figures.has(figureKey(grp, competencyId)));
  return {
    ...rows,
    scores: rows.scores.filter((s) => shown(s.grp, s.competency_id)),
    levels: rows.levels.map((l) => (shown('all_others', l.competency_id) ? l : { ...l, others_mean: null })),
    comments: shownComments(rows.comments, w),
  };
}
