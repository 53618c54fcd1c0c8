import type { SurveyAssignmentParams } from '../../../schemas/survey-raters';
import type { AuditActor } from '../../audit/record';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { changeRefusal } from '../rules/rater-control-checks';

/**
 * Remove one rater assignment that is not submitted (its draft goes too). A refusal about the
 * survey is said only for an assignment of it, so another survey's ids learn nothing.
 */
export async function removeRater(tenant: Tenant, params: SurveyAssignmentParams, now: Date, actor: AuditActor): Promise<Outcome<null>> {
  const { surveyAssignments } = tenant;
  const survey = await surveyAssignments.survey(params.id, now);
  if (!survey) return missing();
  const refusal = changeRefusal(survey);
  if (refusal) return (await surveyAssignments.assignmentIn(survey.id, params.assignment)) ? invalid({ non_field_errors: [refusal] }) : missing();
  const removed = await surveyAssignments.removeAssignment(survey.id, params.assignment, actor);
  if (!removed) return missing();
  if ('refused' in removed) return invalid({ non_field_errors: [removed.refused] });
  return done(null);
}
