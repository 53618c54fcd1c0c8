import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/db-type';
import { rowsOf } from '../../server/db/sql';

export const SURVEYS = 10;
export const RATERS = 12;
export const COMPETENCIES = 12;
/** Ratees of the same shape: the first warms the server up, the figure is their median. */
export const RATEES = 7;

/**
 * RATEES ratees of SURVEYS closed surveys, each of COMPETENCIES competencies (two statements each), each ratee rated
 * by self, a manager and ten peers drawn from twelve colleagues, a different two left out each time: every
 * survey's peer figure differs from the others by a few raters, the auditor's hardest ordinary case.
 */
export async function seedRecurringRatees(db: Db): Promise<{ companyId: number; rateeIds: number[]; surveyIds: number[] }> {
  return db.transaction(async (tx) => {
    const [company] = rowsOf<{ id: number }>(await tx.execute(sql`insert into companies (name) values ('Disclosure bench') returning id`));
    const companyId = company!.id;
    await tx.execute(sql`insert into users (company_id, email, username, first_name, last_name, role, email_verified_at)
      select ${companyId}, 'd.user' || i || '@bench-disclosure.example.com', 'd.user' || i, 'First' || i, 'Last' || i, 'user', now()
      from generate_series(0, ${RATERS + RATEES}) i`);
    await tx.execute(sql`insert into permissions (user_id) select id from users where company_id = ${companyId}`);
    await tx.execute(sql`insert into employees (company_id, user_id, emp_code)
      select ${companyId}, id, 'D' || id from users where company_id = ${companyId} order by id`);
    const people = rowsOf<{ id: number }>(await tx.execute(sql`select id from employees where company_id = ${companyId} order by id`)).map((p) => p.id);
    const ratees = people.slice(0, RATEES);
    const [manager, ...colleagues] = people.slice(RATEES) as [number, ...number[]];
    await tx.execute(sql`insert into competency_types (company_id, name) values (${companyId}, 'Core')`);
    await tx.execute(sql`insert into competencies (company_id, type_id, title, definition)
      select ${companyId}, (select id from competency_types where company_id = ${companyId}), 'Competency ' || c, 'Done well.'
      from generate_series(1, ${COMPETENCIES}) c`);
    await tx.execute(sql`insert into competency_statements (company_id, type_id, competency_id, statement)
      select ${companyId}, c.type_id, c.id, c.title || ', statement ' || s
      from competencies c cross join generate_series(1, 2) s where c.company_id = ${companyId}`);
    const surveyIds: number[] = [];
    for (let s = 0; s < SURVEYS; s += 1) {
      const [survey] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into surveys (company_id, title, start_date, end_date, audience)
        values (${companyId}, ${`Quarter ${s + 1}`}, current_date - ${200 - s * 15}::int, current_date - ${190 - s * 15}::int, 'Individual') returning id`),
      );
      const surveyId = survey!.id;
      surveyIds.push(surveyId);
      await tx.execute(sql`insert into survey_competencies (survey_id, company_id, competency_id, weight, expected_level, position)
        select ${surveyId}, ${companyId}, id, 25, 'intermediate', row_number() over (order by id) from competencies where company_id = ${companyId}`);
      const peers = colleagues.filter((_, i) => i !== s % RATERS && i !== (s * 5 + 3) % RATERS).slice(0, 10);
      for (const ratee of ratees) {
        const raters: Array<[number, string]> = [[ratee, 'self'], [manager, 'manager'], ...peers.map((p): [number, string] => [p, 'peer'])];
        for (const [rater, relationship] of raters) {
          await tx.execute(sql`insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, status, invited_at)
            values (${companyId}, ${surveyId}, ${ratee}, ${rater}, ${relationship}, 'pending', now())`);
        }
      }
      await tx.execute(sql`insert into survey_answers (assignment_id, company_id, statement_id, value)
        select a.id, ${companyId}, st.id, (a.rater_id * 3 + st.id) % 5
        from survey_assignments a join competency_statements st on st.company_id = ${companyId} where a.survey_id = ${surveyId}`);
      await tx.execute(sql`update survey_assignments set status = 'submitted', submitted_at = now() where survey_id = ${surveyId}`);
    }
    return { companyId, rateeIds: ratees, surveyIds };
  });
}
