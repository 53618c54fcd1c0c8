import type { FastifyInstance } from 'fastify';
import type { AgreedActionInput, PlanAction } from '../../../schemas/coaching';
import { conflicting, done, invalid, refused, type Outcome } from '../../http/outcome';
import { COACHING_SESSION_WORDS } from '../messages';
import { insertAgreedAction, isSurveyCompetency, planOf } from '../queries/agreed-actions';
import { isSessionOf } from '../queries/notes';
import { queueWebhookEvent } from '../queries/webhook-events';
import type { Party } from '../rules/party';
import { arrangeRefusal } from '../rules/sessions';
import { engagementData, peopleOf } from './engagement-context';

/**
 * An action agreed in a session goes into the coachee's development plan of the engagement's survey, owned by the
 * coachee, with the coach as its coach: an internal coach by their employee id, an outside coach through the
 * engagement it records (development_actions.engagement_id). Queued as `development_plan.changed`.
 */
export async function agreeAction(services: FastifyInstance, party: Party, input: AgreedActionInput, userId: number | null): Promise<Outcome<PlanAction>> {
  const refusal = arrangeRefusal(party);
  if (refusal) return conflicting(refusal);
  if (!party.sees.plan) return refused(COACHING_SESSION_WORDS.planNotShared);
  const g = party.engagement;
  const competency = input.competency ?? null;
  const session = input.session ?? null;
  const now = services.now();
  return services.db.transaction(async (tx) => {
    if (competency !== null && !(await isSurveyCompetency(tx, g.company_id, g.survey_id, competency)))
      return invalid({ competency: [COACHING_SESSION_WORDS.notThisSurvey] });
    if (session !== null && !(await isSessionOf(tx, g.company_id, g.id, session))) return invalid({ session: [COACHING_SESSION_WORDS.notThisSession] });
    const id = await insertAgreedAction(
      tx,
      {
        companyId: g.company_id,
        surveyId: g.survey_id,
        rateeId: g.ratee_id,
        engagementId: g.id,
        coachId: g.coach_employee_id,
        competencyId: competency,
        title: input.title,
        notes: input.notes ?? '',
        dueDate: input.due_date ?? null,
        createdBy: userId,
      },
      now,
    );
    const people = await peopleOf(tx, party);
    await queueWebhookEvent(tx, g.company_id, 'development_plan.changed', { ...engagementData(people), action: id, change: 'added', by: party.role }, now);
    const [action] = await planOf(tx, g.company_id, g.survey_id, g.ratee_id, id);
    return done(action!);
  });
}
