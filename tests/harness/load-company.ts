import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/db-type';
import { rowsOf } from '../../server/db/sql';
import { createJwtService } from '../../server/security/jwt';
import { hashPassword } from '../../server/security/passwords';

export const LOAD_PASSWORD = 'load-test pass phrase 1';
/** The SECRET_KEY every server process of a load run shares, so one JWT is good on any of them. */
export const LOAD_SECRET_KEY = 'load and scale-out runs share this 256-bit secret key';

export interface LoadCompanyOptions {
  raters: number;
  /** Assignments each rater submits in a scale-out mix, besides the one they keep as a draft. */
  submitsEach: number;
  designations: number;
}

export interface LoadRater {
  userId: number;
  employeeId: number;
  email: string;
  /** The assignment this rater saves drafts of. */
  draft: number;
  /** Assignments this rater submits, each once. */
  submits: number[];
}

export interface LoadCompany {
  companyId: number;
  surveyId: number;
  /** A closed survey, every rater's answers about the next colleague submitted: what feedback reports read. */
  reportedSurveyId: number;
  raters: LoadRater[];
  /** The survey's statements and competencies, for answer payloads. */
  statements: number[];
  competencies: number[];
  /** A designation id (the bare route reads it). */
  designation: number;
}

const COMPETENCIES = 5;
const STATEMENTS_EACH = 4;

/**
 * A realistic company written straight into a migrated database (seeding through HTTP would
 * take minutes and measure the wrong thing): `designations` designations, a competency model
 * of 5 competencies × 4 statements, and an open, published survey in which each rater (a line
 * manager: workforce and feedback areas, so lists and reports are theirs to read) rates one
 * colleague as a draft and `submitsEach` others to submit. Everyone shares one password hash.
 */
export async function seedLoadCompany(db: Db, o: LoadCompanyOptions): Promise<LoadCompany> {
  const hash = await hashPassword(LOAD_PASSWORD);
  return db.transaction(async (tx) => {
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    const [company] = rowsOf<{ id: number }>(await run(sql`insert into companies (name) values ('Load Test Ltd') returning id`));
    const c = company!.id;
    await run(sql`insert into master_items (company_id, list, name)
      select ${c}, 'designation', 'Designation ' || i from generate_series(1, ${o.designations}) i`);
    await run(sql`insert into users (company_id, email, username, first_name, last_name, role, password_hash, email_verified_at)
      select ${c}, 'rater' || i || '@load.example.com', 'rater' || i, 'Rater', 'Number ' || i, 'user', ${hash}, now()
      from generate_series(1, ${o.raters}) i`);
    await run(sql`insert into permissions (user_id, workforce, feedback) select id, true, true from users where company_id = ${c}`);
    // Signed in already: raterTokens signs JWTs for these sessions.
    await run(sql`insert into sessions (id, user_id, user_agent, expires_at)
      select 'load-' || id, id, 'load test', now() + interval '30 days' from users where company_id = ${c}`);
    await run(sql`insert into employees (company_id, user_id, emp_code, designation_id)
      select ${c}, u.id, 'L' || u.id, (select min(id) from master_items where company_id = ${c}) from users u where u.company_id = ${c}`);
    await run(sql`insert into competency_types (company_id, name) values (${c}, 'Core'), (${c}, 'Leadership')`);
    await run(sql`insert into competencies (company_id, type_id, title, definition)
      select ${c}, (select id from competency_types where company_id = ${c} order by id offset (i % 2) limit 1), 'Competency ' || i, 'Done well.'
      from generate_series(1, ${COMPETENCIES}) i`);
    await run(sql`insert into competency_statements (company_id, type_id, competency_id, statement)
      select ${c}, k.type_id, k.id, k.title || ', behaviour ' || s from competencies k cross join generate_series(1, ${STATEMENTS_EACH}) s
      where k.company_id = ${c}`);
    const [survey] = rowsOf<{ id: number }>(
      await run(sql`insert into surveys (company_id, title, start_date, end_date, audience)
      values (${c}, 'Load 360', current_date - 1, current_date + 30, 'Individual') returning id`),
    );
    const s = survey!.id;
    await run(sql`insert into survey_competencies (survey_id, company_id, competency_id, weight, expected_level, position)
      select ${s}, ${c}, id, 25, 'intermediate', row_number() over (order by id) from competencies where company_id = ${c}`);
    await run(sql`insert into survey_type_values (survey_id, company_id, type_id, value)
      select ${s}, ${c}, id, 50 from competency_types where company_id = ${c}`);
    // Rater n rates colleague n+1 (draft), n+2 … n+1+submitsEach (submits), round the company.
    await run(sql`with people as (select id, row_number() over (order by id) - 1 as n from employees where company_id = ${c})
      insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, invited_at)
      select ${c}, ${s}, ratee.id, rater.id, 'peer', now()
      from people rater cross join generate_series(1, ${1 + o.submitsEach}) k
      join people ratee on ratee.n = (rater.n + k) % ${o.raters}`);
    const raters = rowsOf<{ user_id: number; employee_id: number; email: string; assignments: number[] }>(
      await run(sql`
      select u.id as user_id, rater.id as employee_id, u.email, array_agg(a.id order by (ratee.rn - rater.rn + ${o.raters}) % ${o.raters}) as assignments
      from (select id, user_id, row_number() over (order by id) as rn from employees where company_id = ${c}) rater
      join users u on u.id = rater.user_id
      join survey_assignments a on a.rater_id = rater.id and a.survey_id = ${s}
      join (select id, row_number() over (order by id) as rn from employees where company_id = ${c}) ratee on ratee.id = a.ratee_id
      group by u.id, rater.id, u.email, rater.rn order by rater.rn`),
    );
    // Results come from closed surveys only: reports are read from one closed last week.
    const [reported] = rowsOf<{ id: number }>(
      await run(sql`insert into surveys (company_id, title, start_date, end_date, audience, closed_at)
      values (${c}, 'Last year''s 360', current_date - 30, current_date - 7, 'Individual', now()) returning id`),
    );
    const r = reported!.id;
    await run(sql`insert into survey_competencies (survey_id, company_id, competency_id, weight, expected_level, position)
      select ${r}, ${c}, id, 25, 'intermediate', row_number() over (order by id) from competencies where company_id = ${c}`);
    await run(sql`with people as (select id, row_number() over (order by id) - 1 as n from employees where company_id = ${c})
      insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, status, invited_at, submitted_at)
      select ${c}, ${r}, ratee.id, rater.id, 'peer', 'submitted', now(), now()
      from people rater join people ratee on ratee.n = (rater.n + 1) % ${o.raters}`);
    await run(sql`insert into survey_answers (assignment_id, company_id, statement_id, value)
      select a.id, ${c}, st.id, (a.id + st.id) % 5 from survey_assignments a
      join competency_statements st on st.company_id = ${c} where a.survey_id = ${r}`);
    const ids = async (q: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await run(q)).map((r) => r.id);
    return {
      companyId: c,
      surveyId: s,
      reportedSurveyId: r,
      raters: raters.map((r) => ({ userId: r.user_id, employeeId: r.employee_id, email: r.email, draft: r.assignments[0]!, submits: r.assignments.slice(1) })),
      statements: await ids(sql`select id from competency_statements where company_id = ${c} order by id`),
      competencies: await ids(sql`select id from competencies where company_id = ${c} order by id`),
      designation: (await ids(sql`select min(id) as id from master_items where company_id = ${c}`))[0]!,
    };
  });
}

/** The session every seeded user is signed in with (seedLoadCompany opens it). */
export const loadSessionId = (userId: number) => `load-${userId}`;

/** A JWT per rater, signed as the servers sign them (they run with LOAD_SECRET_KEY). */
export async function raterTokens(company: LoadCompany): Promise<string[]> {
  const jwt = createJwtService(new TextEncoder().encode(LOAD_SECRET_KEY), () => new Date());
  return Promise.all(company.raters.map((r) => jwt.sign({ userId: r.userId, version: 0, sessionId: loadSessionId(r.userId) })));
}
