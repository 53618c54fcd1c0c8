import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';

/*
 * What the product holds about one person, read for their export (server/privacy/actions/person-data-export.ts).
 * Each answers JSON-ready rows; none names another person as a rater of theirs.
 */

const one = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T | null> => rowsOf<T>(await db.execute(query))[0] ?? null;
const all = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await db.execute(query));

/** Whose data it is: the account, and the employee record where there is one. */
export interface PersonKey {
  user_id: number;
  employee_id: number | null;
  name: string;
}

export const personOfEmployee = (db: Db, companyId: number, employeeId: number) =>
  one<PersonKey>(
    db,
    sql`select u.id as user_id, e.id as employee_id, btrim(u.first_name || ' ' || u.last_name) as name
    from employees e join users u on u.id = e.user_id where e.company_id = ${companyId} and e.id = ${employeeId}`,
  );

export const personOfUser = (db: Db, companyId: number, userId: number) =>
  one<PersonKey>(
    db,
    sql`select u.id as user_id, e.id as employee_id, btrim(u.first_name || ' ' || u.last_name) as name
    from users u left join employees e on e.user_id = u.id where u.company_id = ${companyId} and u.id = ${userId}`,
  );

const listName = (column: string) => sql.raw(`(select m.name from master_items m where m.id = e.${column})`);

/** The account, the employee record and the areas. */
export const profile = (db: Db, companyId: number, userId: number) =>
  one<Record<string, unknown>>(
    db,
    sql`select json_build_object('id', u.id, 'email', u.email, 'username', u.username, 'first_name', u.first_name, 'last_name', u.last_name,
        'contact_num', u.contact_num, 'role', u.role, 'language', u.language, 'email_verified_at', u.email_verified_at,
        'last_login', u.last_login, 'two_factor', u.totp_enabled_at is not null, 'created_at', u.created_at) as account,
      case when e.id is null then null else json_build_object('id', e.id, 'emp_code', e.emp_code,
        'designation', ${listName('designation_id')}, 'department', ${listName('department_id')}, 'group', ${listName('group_id')},
        'manager', (select btrim(mu.first_name || ' ' || mu.last_name) from employees m join users mu on mu.id = m.user_id where m.id = e.parent_id),
        'invited_at', e.invited_at, 'created_at', e.created_at) end as employee,
      (select row_to_json(p) from (select dashboard, workforce, organization, survey, master, feedback, coach from permissions where user_id = u.id) p) as areas
    from users u left join employees e on e.user_id = u.id
    where u.company_id = ${companyId} and u.id = ${userId}`,
  );

/** As ratee: counts per survey and relationship, never who. */
export const asRatee = (db: Db, companyId: number, employeeId: number) =>
  all(
    db,
    sql`select s.id as survey_id, s.title as survey, a.relationship, count(*)::int as asked,
      count(*) filter (where a.status = 'submitted')::int as answered
    from survey_assignments a join surveys s on s.id = a.survey_id
    where a.company_id = ${companyId} and a.ratee_id = ${employeeId}
    group by s.id, s.title, a.relationship order by s.id, a.relationship`,
  );

/** As rater: whom, in which survey, as what, how far. */
export const asRater = (db: Db, companyId: number, employeeId: number) =>
  all(
    db,
    sql`select a.id as assignment_id, s.id as survey_id, s.title as survey, btrim(u.first_name || ' ' || u.last_name) as ratee,
      a.relationship, a.status, a.invited_at, a.submitted_at
    from survey_assignments a join surveys s on s.id = a.survey_id
    join employees e on e.id = a.ratee_id join users u on u.id = e.user_id
    where a.company_id = ${companyId} and a.rater_id = ${employeeId} order by s.id, a.id`,
  );

/** Everything they answered as a rater: ratings by statement, observed levels and comments, by assignment. */
export const answersGiven = (db: Db, companyId: number, employeeId: number) =>
  all(
    db,
    sql`select a.id as assignment_id, s.title as survey, btrim(u.first_name || ' ' || u.last_name) as ratee, a.relationship, a.status,
      coalesce((select json_agg(json_build_object('competency', c.title, 'statement', st.statement, 'value', x.value) order by c.id, st.id)
        from survey_answers x join competency_statements st on st.id = x.statement_id join competencies c on c.id = st.competency_id
        where x.assignment_id = a.id), '[]') as ratings,
      coalesce((select json_agg(json_build_object('competency', c.title, 'level', l.level) order by c.id)
        from survey_levels l join competencies c on c.id = l.competency_id where l.assignment_id = a.id), '[]') as levels,
      coalesce((select json_agg(json_build_object('competency', c.title, 'text', m.text, 'language', m.language) order by c.id)
        from survey_comments m join competencies c on c.id = m.competency_id where m.assignment_id = a.id), '[]') as comments
    from survey_assignments a join surveys s on s.id = a.survey_id
    join employees e on e.id = a.ratee_id join users u on u.id = e.user_id
    where a.company_id = ${companyId} and a.rater_id = ${employeeId} order by s.id, a.id`,
  );

const personName = (column: string) =>
  sql.raw(`(select btrim(pu.first_name || ' ' || pu.last_name) from employees p join users pu on pu.id = p.user_id where p.id = ${column})`);

/** Their development plans: every action about them, with what followed it. */
export const developmentPlan = (db: Db, companyId: number, employeeId: number) =>
  all(
    db,
    sql`select d.id, s.title as survey, c.title as competency, d.title, d.notes, d.status, d.due_date::text as due_date,
      ${personName('d.owner_id')} as owner, ${personName('d.coach_id')} as coach, d.completed_at, d.created_at, d.updated_at,
      (select json_build_object('score_before', o.score_before::float8, 'score_after', o.score_after::float8, 'change', o.change::float8,
        'recorded_at', o.recorded_at) from development_action_outcomes o where o.action_id = d.id) as outcome
    from development_actions d join surveys s on s.id = d.survey_id left join competencies c on c.id = d.competency_id
    where d.company_id = ${companyId} and d.ratee_id = ${employeeId} order by d.id`,
  );

const sessionsOf = sql.raw(`coalesce((select json_agg(json_build_object('starts_at', cs.starts_at, 'minutes', cs.minutes, 'location', cs.location,
    'status', cs.status) order by cs.starts_at) from coaching_sessions cs where cs.engagement_id = g.id), '[]')`);

/** As coachee: every engagement whole (both parties read all of it). */
export const coachingAsCoachee = (db: Db, companyId: number, employeeId: number) =>
  all(
    db,
    sql`select g.id, s.title as survey, coalesce(nullif(${personName('cp.employee_id')}, ''), cp.name) as coach, g.status, g.language, g.message,
      g.requested_at, g.decided_at, g.decline_reason, g.ended_at,
      coalesce((select json_agg(json_build_object('scope', k.scope, 'recorded_at', k.recorded_at) order by k.id)
        from coaching_consents k where k.engagement_id = g.id), '[]') as consents,
      ${sessionsOf} as sessions,
      coalesce((select json_agg(json_build_object('author', n.author, 'body', n.body, 'created_at', n.created_at) order by n.id)
        from coaching_notes n where n.engagement_id = g.id), '[]') as notes
    from coaching_engagements g join surveys s on s.id = g.survey_id join coach_profiles cp on cp.id = g.coach_id
    where g.company_id = ${companyId} and g.ratee_id = ${employeeId} order by g.id`,
  );

/** As internal coach: the engagements, their sessions and the notes they wrote; the coachee's own notes are the coachee's. */
export const coachingAsCoach = (db: Db, companyId: number, employeeId: number) =>
  all(
    db,
    sql`select g.id, s.title as survey, g.status, g.requested_at, g.ended_at, ${sessionsOf} as sessions,
      coalesce((select json_agg(json_build_object('body', n.body, 'created_at', n.created_at) order by n.id)
        from coaching_notes n where n.engagement_id = g.id and n.author = 'coach'), '[]') as notes_written
    from coaching_engagements g join surveys s on s.id = g.survey_id join coach_profiles cp on cp.id = g.coach_id
    where g.company_id = ${companyId} and cp.employee_id = ${employeeId} order by g.id`,
  );

/** Entries about their account or employee record (with what changed), and what they did (without the changes). */
export const auditEntries = (db: Db, companyId: number, userId: number, employeeId: number | null) =>
  all(
    db,
    sql`select l.id::text as id, l.at, l.action, l.entity, l.entity_id,
      case when l.actor_user_id = ${userId} then 'you' else 'about you' end as role,
      case when about then l.before end as before, case when about then l.after end as after,
      case when about and l.actor_user_id is distinct from ${userId} then l.actor end as by,
      case when l.actor_user_id = ${userId} then l.ip end as ip
    from audit_log l, lateral (select (l.entity = 'employee' and l.entity_id = ${String(employeeId ?? '')})
      or (l.entity in ('user', 'permissions') and l.entity_id = ${String(userId)}) as about) x
    where l.company_id = ${companyId} and (l.actor_user_id = ${userId} or x.about) order by l.id`,
  );
