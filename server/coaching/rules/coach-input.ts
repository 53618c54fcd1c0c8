import type { CoachInput } from '../../../schemas/coaching';
import type { FieldErrors } from '../../../schemas/errors';
import { COACH_INPUT_REFUSALS as R } from '../messages';

/** What a coach's form is checked against: the company's own competencies and employee, and who is in the pool already. */
export interface CoachInputFacts {
  unknownCompetencies: number[];
  employeeKnown: boolean;
  employeeTaken: boolean;
  emailTaken: boolean;
}

/**
 * What is wrong with a coach's form, at its fields, or null. An internal coach is an employee of the company and
 * has no name or address of their own (their account's are used); an outside coach has a name and an address.
 */
export function coachInputRefusal(input: CoachInput, facts: CoachInputFacts): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] = [...(errors[field] ?? []), message]);
  if (facts.unknownCompetencies.length) add('competencies', R.unknownCompetencies);
  if (input.employee !== null) {
    if (!facts.employeeKnown) add('employee', R.unknownEmployee);
    else if (facts.employeeTaken) add('employee', R.employeeTaken);
    if (input.name?.trim()) add('name', R.internalHasNoName);
    if (input.email?.trim()) add('email', R.internalHasNoEmail);
    if (input.organisation?.trim()) add('organisation', R.internalHasNoOrganisation);
  } else {
    if (!input.name?.trim()) add('name', R.outsideNeedsName);
    if (!input.email?.trim()) add('email', R.outsideNeedsEmail);
    else if (facts.emailTaken) add('email', R.emailTaken);
  }
  return Object.keys(errors).length ? errors : null;
}
