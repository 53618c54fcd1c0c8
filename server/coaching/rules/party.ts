import type { ConsentScope, EngagementStatus } from '../../../schemas/coaching';
import { COACHING_REFUSALS } from '../messages';

/** An engagement as its parties' access is decided from: the stored facts, nothing the caller says. */
export interface EngagementFacts {
  id: number;
  company_id: number;
  survey_id: number;
  ratee_id: number;
  coach_id: number;
  /** The coach's employee id when they are an internal coach, else null. */
  coach_employee_id: number | null;
  status: EngagementStatus;
  /** The latest consent the coachee recorded; 'none' when there is none or it was withdrawn. */
  scope: ConsentScope;
  /** The coach answered about the coachee in the engagement's survey (an internal coach who was their rater). */
  coach_rated: boolean;
}

export type Role = 'coach' | 'coachee';

/** Who is asking about an engagement, and what they may see of it, decided from the recorded facts alone. */
export interface Party {
  engagement: EngagementFacts;
  role: Role;
  /** What the caller may read: the coachee everything of their own; the coach what the consent in force grants. */
  sees: { report: boolean; plan: boolean };
}

export type PartyDecision = { ok: true; party: Party } | { ok: false; reason: 'not_found' | 'forbidden'; detail?: string };

const coachSees = (scope: ConsentScope) => ({ report: scope === 'report_and_plan', plan: scope !== 'none' });

/**
 * The one rule of access to an engagement. The coachee always reaches their own. The coach reaches it only while it
 * is active, the coachee's latest consent grants something, and they did not rate the coachee in its survey (a
 * rater reading the report would learn whose answers moved it). Everything else is refused: 403 with the reason to
 * the coach of a closed engagement, 404 to anyone else (the same answer as an id that does not exist).
 */
export function decideParty(engagement: EngagementFacts | null, role: Role | null): PartyDecision {
  if (!engagement || !role) return { ok: false, reason: 'not_found' };
  if (role === 'coachee') return { ok: true, party: { engagement, role, sees: { report: true, plan: true } } };
  if (engagement.status !== 'active') return { ok: false, reason: 'forbidden', detail: COACHING_REFUSALS.notActive };
  if (engagement.scope === 'none') return { ok: false, reason: 'forbidden', detail: COACHING_REFUSALS.consentWithdrawn };
  if (engagement.coach_rated) return { ok: false, reason: 'forbidden', detail: COACHING_REFUSALS.coachRated };
  return { ok: true, party: { engagement, role, sees: coachSees(engagement.scope) } };
}
