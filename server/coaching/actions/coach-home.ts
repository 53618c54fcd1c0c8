import type { CoachHome } from '../../../schemas/coaching';
import { hashLink } from '../../survey/actions/external-raters';
import { coachOf, companyName } from '../queries/coaches';
import { asOutsideCoach, engagementSummaries } from '../queries/engagements';
import { coachOfLink } from '../queries/party';
import type { CoachingServices } from './services';

/** An outside coach's page from their link: who they are, for whom, and the engagements they may see; null for a link never sent or replaced. */
export async function coachHome(s: CoachingServices, token: string): Promise<CoachHome | null> {
  const profile = await coachOfLink(s.db, hashLink(token));
  if (!profile) return null;
  const coach = (await coachOf(s.db, profile.company_id, profile.id))!;
  return {
    coach: { name: coach.name, organisation: coach.organisation, company: await companyName(s.db, profile.company_id) },
    engagements: await engagementSummaries(s.db, asOutsideCoach(profile.company_id, profile.id), s.now()),
  };
}
