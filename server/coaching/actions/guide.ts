import type { FastifyInstance } from 'fastify';
import type { ConversationGuide } from '../../../schemas/coaching';
import type { FeedbackReport } from '../../../schemas/feedback';
import type { Db } from '../../db/db-type';
import { feedbackReportsRepository } from '../../feedback/actions/reports';
import { done, refused, type Outcome } from '../../http/outcome';
import { COACHING_SESSION_WORDS } from '../messages';
import type { EngagementPeople } from '../queries/engagement-people';
import { engagementCompetencies } from '../queries/guide';
import type { Party } from '../rules/party';
import { buildGuide } from '../rules/guide';
import { peopleOf } from './engagement-context';

/**
 * The coachee's released report exactly as the coachee reads it (the disclosure auditor's decision for the coachee,
 * through `myReport`), whoever of the two asks: never figures decided anew for the coach. Null when it is not
 * released to them (or the survey is no longer closed).
 */
export const coacheeReport = (db: Db, people: EngagementPeople, now: Date): Promise<FeedbackReport | null> =>
  feedbackReportsRepository(db, people.company_id).myReport(people.coachee_user_id, people.survey_id, now);

/** GROW questions per development area from the report the coachee reads; a coach needs the report shared. */
export async function conversationGuide(services: FastifyInstance, party: Party): Promise<Outcome<ConversationGuide>> {
  if (!party.sees.report) return refused(COACHING_SESSION_WORDS.reportNotShared);
  const people = await peopleOf(services.db, party);
  const competencies = await engagementCompetencies(services.db, people.company_id, people.competency_ids);
  const report = await coacheeReport(services.db, people, services.now());
  return done(buildGuide({ id: people.id, coachee: people.coachee_name, survey: people.survey }, competencies, report));
}
