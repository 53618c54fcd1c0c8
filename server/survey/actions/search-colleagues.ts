import type { Colleague } from '../../../schemas/nomination';
import { done, missing, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { decidableNomination, type Decider, type ListOf } from './nomination-approver';

// A NUL or other control character never matches a name, and PostgreSQL refuses NUL in text.
const searchTerm = (search: string | undefined) => (search ?? '').replace(/\p{Cc}/gu, '').trim();

/** Colleagues the caller may propose as raters in a survey where they nominate: anyone but themselves. */
export async function searchColleaguesToNominate(tenant: Tenant, userId: number, surveyId: number, search?: string): Promise<Outcome<Colleague[]>> {
  const employee = await tenant.nominations.employeeOf(userId);
  if (!employee || !(await tenant.nominations.one(surveyId, employee.id))) return missing();
  return done(await tenant.nominations.colleagues(searchTerm(search), employee.id));
}

/** Colleagues the approver may put on a ratee's list instead of someone: anyone but the ratee. */
export async function searchColleaguesToDecide(tenant: Tenant, user: Decider, list: ListOf, search?: string): Promise<Outcome<Colleague[]>> {
  const decidable = await decidableNomination(tenant, user, list);
  if (!decidable.ok) return decidable;
  return done(await tenant.nominations.colleagues(searchTerm(search), decidable.value.nomination.ratee.id));
}
