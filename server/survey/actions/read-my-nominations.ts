import type { MyNomination } from '../../../schemas/nomination';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { answerOf } from './own-nomination';
import type { SurveyServices } from './survey-services';

/** The caller's nominations in surveys still open, each with the tree's suggestions; none for an account with no employee. */
export async function listMyNominations(services: SurveyServices, tenant: Tenant, userId: number): Promise<MyNomination[]> {
  const employee = await tenant.nominations.employeeOf(userId);
  if (!employee) return [];
  return Promise.all((await tenant.nominations.mine(employee.id, dayOf(services.now()))).map(async (n) => (await answerOf(tenant, n))()));
}
