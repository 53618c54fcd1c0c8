import type { Nomination, RaterSelection } from '../../../schemas/nomination';
import { done, missing, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { publicNomination } from './public-nomination';
import type { SurveyServices } from './survey-services';

/** Who picks the survey's raters, its nomination deadline and the limits per relationship. */
export async function readRaterSelection(services: SurveyServices, tenant: Tenant, surveyId: number): Promise<Outcome<RaterSelection>> {
  const survey = await tenant.nominations.survey(surveyId, dayOf(services.now()));
  if (!survey) return missing();
  return done({ rater_selection: survey.raterSelection, nomination_deadline: survey.nominationDeadline, rater_limits: survey.raterLimits });
}

/** Every ratee's nomination in the survey, for HR: who rates whom, never any answer. */
export async function listSurveyNominations(services: SurveyServices, tenant: Tenant, surveyId: number): Promise<Outcome<Nomination[]>> {
  if (!(await tenant.nominations.survey(surveyId, dayOf(services.now())))) return missing();
  return done((await tenant.nominations.forSurvey(surveyId)).map(publicNomination));
}
