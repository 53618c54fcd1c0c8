import type { FieldErrors } from '../../../schemas/errors';

/** What the database knows about an outside rater being added, for the rules below. */
interface ExternalRaterFacts {
  email: string;
  surveyClosed: boolean;
  /** The ratee is one of this survey's ratees. */
  rateeInSurvey: boolean;
  /** Someone of the company signs in with this address. */
  employeeEmail: boolean;
  /** This address already rates this ratee in this survey. */
  alreadyRates: boolean;
}

/**
 * Why an outside rater cannot be added, field by field; null when they can. An employee
 * must be added as one: as an outside rater they would be mailed a link that bypasses
 * their account and would rate as "other" whatever they are to the ratee.
 */
export function externalRaterRefusal(f: ExternalRaterFacts): FieldErrors | null {
  if (f.surveyClosed) return { non_field_errors: ['This survey is closed: no rater can be added to it.'] };
  if (!f.rateeInSurvey) return { ratee: ['This person is not rated in this survey: add them as a ratee first.'] };
  if (f.employeeEmail) return { email: [`${f.email} is an employee: add them as an employee rater.`] };
  if (f.alreadyRates) return { email: [`${f.email} already rates this person in this survey.`] };
  return null;
}
