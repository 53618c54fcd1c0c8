import { sql, type SQL } from 'drizzle-orm';
import type { Relationship } from '../../../schemas/survey';

/** A company, employee, survey or ratee id: a number, or SQL that yields one (a column, a subquery). */
type Id = SQL | number;

const MANAGER: Relationship = 'manager';

/*
 * Who reaches a ratee's report, comments and development plan from My team: facts recorded when they happened,
 * never the live organisation tree. The tree is edited by whoever holds the organization or workforce area; if it
 * granted access, moving a colleague's box under oneself would open their reports, comments and plan (issue 37).
 * The My team member list may follow the tree (it is the org chart), but nothing it opens does. These fragments are
 * the one statement of the rule: My team's queries, the development plans and the disclosure auditor's "direct
 * reports" (figure-members.ts) all use them, so what a manager is shown and what the auditor judges agree.
 */

/** `reader` was HR's choice of manager rater of `ratee` in `survey`: live progress, and the report once released. */
export const managerRaterOf = (company: Id, reader: Id, survey: Id, ratee: Id): SQL => sql`exists (select 1 from survey_assignments fa
  where fa.company_id = ${company} and fa.survey_id = ${survey} and fa.ratee_id = ${ratee}
    and fa.rater_id = ${reader} and fa.relationship = ${MANAGER})`;

/** `reader` was `ratee`'s manager on the day `survey`'s report was released to them (written with the release). */
const managerAtRelease = (company: Id, reader: Id, survey: Id, ratee: Id): SQL => sql`exists (select 1 from report_releases fr
  where fr.company_id = ${company} and fr.survey_id = ${survey} and fr.ratee_id = ${ratee} and fr.manager_id = ${reader})`;

/** `reader` may read `ratee`'s report of `survey` (and plan from it) once it is released: either fact above. */
export const readsTeamReport = (company: Id, reader: Id, survey: Id, ratee: Id): SQL =>
  sql`(${managerRaterOf(company, reader, survey, ratee)} or ${managerAtRelease(company, reader, survey, ratee)})`;

/** `reader` reads some released report of `ratee`: whom they may plan with and choose owners and coaches for. */
export const readsSomeReleasedReport = (company: Id, reader: Id, ratee: Id): SQL => sql`exists (select 1 from report_releases sr
  where sr.company_id = ${company} and sr.ratee_id = ${ratee} and ${readsTeamReport(company, reader, sql`sr.survey_id`, ratee)})`;

/** `reader` manages `ratee` by some fact, in any survey: whom a plan offers as the ratee's manager (owner or coach). */
export const managerOfRecord = (company: Id, reader: Id, ratee: Id): SQL => sql`(exists (select 1 from survey_assignments ra
  where ra.company_id = ${company} and ra.ratee_id = ${ratee} and ra.rater_id = ${reader} and ra.relationship = ${MANAGER})
  or exists (select 1 from report_releases rr where rr.company_id = ${company} and rr.ratee_id = ${ratee} and rr.manager_id = ${reader}))`;

/** The ratee's manager now, recorded on a release or a nomination as it happens: the fact later reads rest on. */
export const managerNow = (company: Id, ratee: Id): SQL => sql`(select me.parent_id from employees me where me.company_id = ${company} and me.id = ${ratee})`;
