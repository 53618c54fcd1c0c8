import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql';

export const RATEES = 1_000;
export const RATERS = 8;
export const COMPETENCIES = 10;
export const STATEMENTS_EACH = 4;

/**
 * A survey of RATEES ratees × RATERS raters × 40 statements, every assignment submitted,
 * written set-based straight into the server's PGlite while the server is stopped (8,000
 * submits through HTTP would take minutes and measure the wrong thing). Raters per ratee:
 * self, a manager, four peers, two direct reports (fewer than three: hidden), so the
 * anonymity rules do their full work. Answers vary by ratee, rater and statement; the
 * database's triggers turn them into rater scores as they would for real submissions.
 */
export async function seedScoredSurvey(dataDir: string, companyId: number): Promise<{ surveyId: number; rateeId: number }> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  const { db } = handle;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into master_items (company_id, list, name)
        select ${companyId}, 'designation', d from unnest(array['Engineer', 'Analyst', 'Manager', 'Designer', 'Consultant']) d`);
      await tx.execute(sql`
        insert into users (company_id, email, username, first_name, last_name, role, email_verified_at)
        select ${companyId}, 'f.user' || i || '@bench-feedback.example.com', 'f.user' || i, 'First' || i, 'Last ' || i, 'user', now()
        from generate_series(0, ${RATEES - 1}) i`);
      await tx.execute(sql`insert into permissions (user_id) select id from users where company_id = ${companyId} and role = 'user'`);
      await tx.execute(sql`
        insert into employees (company_id, user_id, emp_code, designation_id)
        select ${companyId}, u.id, 'F' || u.id, (select id from master_items m where m.company_id = ${companyId} and m.list = 'designation'
          order by m.id offset u.id % 5 limit 1)
        from users u where u.company_id = ${companyId} and u.role = 'user'`);
      await tx.execute(sql`insert into competency_types (company_id, name) values (${companyId}, 'Core'), (${companyId}, 'Leadership')`);
      await tx.execute(sql`
        insert into competencies (company_id, type_id, title, definition)
        select ${companyId}, (select id from competency_types where company_id = ${companyId} order by id offset (c % 2) limit 1),
          'Competency ' || c, 'Competency ' || c || ', done well.'
        from generate_series(1, ${COMPETENCIES}) c`);
      await tx.execute(sql`
        insert into competency_statements (company_id, type_id, competency_id, statement)
        select ${companyId}, c.type_id, c.id, c.title || ', statement ' || s
        from competencies c cross join generate_series(1, ${STATEMENTS_EACH}) s where c.company_id = ${companyId}`);
      const [survey] = rowsOf<{ id: number }>(
        await tx.execute(sql`
        insert into surveys (company_id, title, start_date, end_date, audience, closed_at)
        values (${companyId}, 'Bench 360', current_date - 8, current_date - 1, 'Individual', now()) returning id`),
      );
      const surveyId = survey!.id;
      await tx.execute(sql`
        insert into survey_competencies (survey_id, company_id, competency_id, weight, expected_level, position)
        select ${surveyId}, ${companyId}, id, 10 + (id % 4) * 10, 'intermediate', row_number() over (order by id)
        from competencies where company_id = ${companyId}`);
      await tx.execute(sql`
        insert into survey_type_values (survey_id, company_id, type_id, value)
        select ${surveyId}, ${companyId}, id, 40 + (id % 2) * 20 from competency_types where company_id = ${companyId}`);
      await tx.execute(sql`
        with people as (select id, row_number() over (order by id) - 1 as n from employees where company_id = ${companyId})
        insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, status, invited_at, submitted_at)
        select ${companyId}, ${surveyId}, ratee.id, rater.id,
          case when k = 0 then 'self' when k = 1 then 'manager' when k <= 5 then 'peer' else 'direct_report' end,
          'submitted', now(), now()
        from people ratee cross join generate_series(0, ${RATERS - 1}) k
        join people rater on rater.n = (ratee.n + k) % ${RATEES}`);
      await tx.execute(sql`
        insert into survey_answers (assignment_id, company_id, statement_id, value)
        select a.id, ${companyId}, s.id, (a.ratee_id + a.rater_id * 3 + s.id) % 5
        from survey_assignments a join competency_statements s on s.company_id = ${companyId}
        where a.survey_id = ${surveyId}`);
      await tx.execute(sql`
        insert into survey_levels (assignment_id, company_id, competency_id, level)
        select a.id, ${companyId}, c.id, (array['basic', 'intermediate', 'advance', 'expert'])[1 + (a.id + c.id) % 4]
        from survey_assignments a join competencies c on c.company_id = ${companyId} where a.survey_id = ${surveyId}`);
      const [ratee] = rowsOf<{ id: number }>(
        await tx.execute(sql`
        select ratee_id as id from survey_assignments where survey_id = ${surveyId} order by ratee_id limit 1`),
      );
      return { surveyId, rateeId: ratee!.id };
    });
  } finally {
    await handle.close();
  }
}
