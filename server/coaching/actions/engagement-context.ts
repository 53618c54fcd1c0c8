import type { FastifyRequest } from 'fastify';
import { actorOf, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { engagementPeople, type EngagementPeople } from '../queries/engagement-people';
import type { Party } from '../rules/party';

/** The engagement's people; it exists, since `partyFrom` just found it in the same company. */
export async function peopleOf(db: Db, party: Party): Promise<EngagementPeople> {
  return (await engagementPeople(db, party.engagement.company_id, party.engagement.id))!;
}

/**
 * Who acted, as the audit log keeps it: the signed-in user, or the outside coach who came by their link (no account,
 * so their name and address at the time, in the engagement's company).
 */
export function coachingActor(req: FastifyRequest, party: Party, people: EngagementPeople): AuditActor {
  // An outside coach comes only by their link, with no account; everyone else is signed in.
  if (party.role === 'coachee' || party.engagement.coach_employee_id !== null) return actorOf(req);
  return { companyId: party.engagement.company_id, userId: null, actor: `${people.coach_name} <${people.coach_email}> (outside coach)`, ip: req.ip };
}

/** The webhook's words for the engagement: ids and names, never a figure. */
export const engagementData = (p: EngagementPeople) => ({
  engagement: p.id,
  survey: { id: p.survey_id, title: p.survey },
  coachee: { id: p.coachee_id, name: p.coachee_name },
  coach: { id: p.coach_id, name: p.coach_name, organisation: p.organisation, kind: p.kind },
});
