import type { ActionSuggestions, AreaReason, DevelopmentArea, SuggestedAction } from '../../../schemas/development-library';
import { GAP_POINTS, STRENGTH_SCORE, TOP_COUNT } from '../../../schemas/feedback';
import type { ProficiencyLevel } from '../../../schemas/survey';

/** One competency of a ratee's report as HR was shown it: others' and self score, two decimals. */
export interface AreaScore {
  competency_id: number;
  title: string;
  expected_level: ProficiencyLevel;
  others: number;
  self: number | null;
}

/** A library action offered for a competency, with what followed it in this company (every figure, before the threshold). */
export interface LibraryCandidate {
  id: number;
  competency_id: number;
  title: string;
  description: string;
  level: ProficiencyLevel | null;
  people: number;
  mean_change: number | null;
}

/**
 * A ratee's development areas, as the report names them: the competencies others score lowest (at most TOP_COUNT,
 * below a strength's score), then the blind spots (self at least GAP_POINTS above others) not already among them.
 */
export function developmentAreas(scores: AreaScore[]): Array<AreaScore & { reasons: AreaReason[] }> {
  const low = scores
    .filter((s) => s.others < STRENGTH_SCORE)
    .sort((a, b) => a.others - b.others || a.competency_id - b.competency_id)
    .slice(0, TOP_COUNT);
  const blind = scores.filter((s) => s.self !== null && s.self - s.others >= GAP_POINTS).sort((a, b) => b.self! - b.others - (a.self! - a.others));
  const areas = new Map<number, AreaScore & { reasons: AreaReason[] }>();
  for (const s of low) areas.set(s.competency_id, { ...s, reasons: ['low_score'] });
  for (const s of blind) {
    const found = areas.get(s.competency_id);
    if (found) found.reasons.push('blind_spot');
    else areas.set(s.competency_id, { ...s, reasons: ['blind_spot'] });
  }
  return [...areas.values()];
}

/** What followed an action, shown only when at least `threshold` people took it; else null (not enough evidence yet). */
export function evidenceOf(c: LibraryCandidate, threshold: number): SuggestedAction['evidence'] {
  return c.people >= threshold && c.mean_change !== null ? { mean_change: c.mean_change, people: c.people } : null;
}

/**
 * Ranked by the evidence shown (greater mean change first, then more people), then those without evidence: an action
 * for the expected level before one for any level, then by title. A figure below the threshold never orders anything,
 * so the order tells no more than the figures shown.
 */
export function rankActions(candidates: LibraryCandidate[], threshold: number): SuggestedAction[] {
  const offered = candidates.map((c) => ({ id: c.id, title: c.title, description: c.description, level: c.level, evidence: evidenceOf(c, threshold) }));
  return offered.sort((a, b) => {
    if (a.evidence && b.evidence) return b.evidence.mean_change - a.evidence.mean_change || b.evidence.people - a.evidence.people || a.id - b.id;
    if (a.evidence || b.evidence) return a.evidence ? -1 : 1;
    return Number(a.level === null) - Number(b.level === null) || a.title.localeCompare(b.title) || a.id - b.id;
  });
}

/** The answer: each development area with its library actions, ranked. */
export function suggestionsAnswer(areas: Array<AreaScore & { reasons: AreaReason[] }>, candidates: LibraryCandidate[], threshold: number): ActionSuggestions {
  const out: DevelopmentArea[] = areas.map((a) => ({
    competency_id: a.competency_id,
    title: a.title,
    expected_level: a.expected_level,
    others: a.others,
    self: a.self,
    reasons: a.reasons,
    actions: rankActions(
      candidates.filter((c) => c.competency_id === a.competency_id),
      threshold,
    ),
  }));
  return { threshold, areas: out };
}
