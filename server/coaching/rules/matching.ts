import type { CoachingLanguage, CoachProposal } from '../../../schemas/coaching';
import type { FeedbackReport } from '../../../schemas/feedback';

type Named = { id: number; title: string };

/** A coach who may be proposed to this coachee for this report, whatever they ask for: the rule narrows them further. */
export interface Candidate {
  id: number;
  name: string;
  organisation: string;
  kind: 'internal' | 'outside';
  competency_ids: number[];
  languages: CoachingLanguage[];
}

/**
 * A report's development areas as coaching offers them: its development areas, then its blind spots (others see
 * less than the person sees in themselves), each competency once, in that order (a blind spot is already one where self is above others).
 */
export function developmentAreasOf(report: Pick<FeedbackReport, 'development_areas' | 'blind_spots'>): Named[] {
  const seen = new Map<number, Named>();
  for (const a of report.development_areas) if (!seen.has(a.competency_id)) seen.set(a.competency_id, { id: a.competency_id, title: a.title });
  for (const b of report.blind_spots) if (!seen.has(b.competency_id)) seen.set(b.competency_id, { id: b.competency_id, title: b.title });
  return [...seen.values()];
}

/**
 * The coaches proposed for `asked` competencies: those covering at least one, speaking `language` when one is asked,
 * ranked by how many they cover, then by name. Their load is never shown, only whether they have room (the query).
 */
export function propose(candidates: Candidate[], asked: Named[], language: CoachingLanguage | undefined): CoachProposal[] {
  const title = new Map(asked.map((a) => [a.id, a.title]));
  return candidates
    .filter((c) => language === undefined || c.languages.includes(language))
    .map((c) => ({ c, covers: c.competency_ids.filter((id) => title.has(id)).map((id) => ({ id, title: title.get(id)! })) }))
    .filter((x) => x.covers.length > 0)
    .sort((a, b) => b.covers.length - a.covers.length || a.c.name.localeCompare(b.c.name) || a.c.id - b.c.id)
    .map(({ c, covers }) => ({ coach: c.id, name: c.name, organisation: c.organisation, kind: c.kind, covers, languages: c.languages }));
}

/** The languages some candidate covering an asked competency speaks: what the language choice offers. */
export function languagesOf(candidates: Candidate[], asked: Named[]): CoachingLanguage[] {
  const ids = new Set(asked.map((a) => a.id));
  const all = new Set(candidates.filter((c) => c.competency_ids.some((id) => ids.has(id))).flatMap((c) => c.languages));
  return [...all].sort();
}
