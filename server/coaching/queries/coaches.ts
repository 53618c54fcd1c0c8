import { sql } from 'drizzle-orm';
import type { Coach, CoachChoices, CoachInput, CoachingLanguage } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import type { CoachInputFacts } from '../rules/coach-input';
import { intArray, isoTime, rowsOf, textArray, timestampParam, userDisplayName } from '../../db/sql';

interface CoachRow {
  id: number;
  employee_id: number | null;
  name: string;
  email: string;
  organisation: string;
  competencies: Array<{ id: number; title: string }>;
  languages: CoachingLanguage[];
  capacity: number;
  active: boolean;
  coachees: number;
  link_sent_at: Date | string | null;
}

/** Open engagements of a coach: what takes up their room. */
export const OPEN = sql`('pending_approval', 'active')`;

/**
 * A coach as every list shows them: an internal coach's name and address are their account's (never copied, so a
 * renamed employee is renamed here too); competencies named in the coach's order.
 */
const COACHES = sql`
  select cp.id, cp.employee_id, coalesce(${userDisplayName}, cp.name) as name, coalesce(u.email, cp.email, '') as email,
    cp.organisation, cp.languages, cp.capacity, cp.active, cp.link_sent_at,
    coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title) order by array_position(cp.competency_ids, c.id))
      from competencies c where c.company_id = cp.company_id and c.id = any(cp.competency_ids)), '[]'::json) as competencies,
    (select count(*)::int from coaching_engagements g where g.company_id = cp.company_id and g.coach_id = cp.id and g.status in ${OPEN}) as coachees
  from coach_profiles cp
  left join employees e on e.company_id = cp.company_id and e.id = cp.employee_id
  left join users u on u.id = e.user_id`;

const asCoach = (r: CoachRow): Coach => ({
  id: r.id,
  kind: r.employee_id === null ? 'outside' : 'internal',
  employee: r.employee_id,
  name: r.name,
  email: r.email,
  organisation: r.organisation,
  competencies: r.competencies,
  languages: r.languages,
  capacity: r.capacity,
  active: r.active,
  coachees: r.coachees,
  link_sent_at: r.link_sent_at === null ? null : isoTime(r.link_sent_at),
});

export async function coachesOf(db: Db, companyId: number): Promise<Coach[]> {
  const rows = rowsOf<CoachRow>(
    await db.execute(sql`${COACHES} where cp.company_id = ${companyId} order by lower(coalesce(${userDisplayName}, cp.name)), cp.id`),
  );
  return rows.map(asCoach);
}

export async function coachOf(db: Db, companyId: number, id: number): Promise<Coach | null> {
  const [row] = rowsOf<CoachRow>(await db.execute(sql`${COACHES} where cp.company_id = ${companyId} and cp.id = ${id}`));
  return row ? asCoach(row) : null;
}

export async function coachInputFacts(db: Db, companyId: number, input: CoachInput, exceptId: number | null): Promise<CoachInputFacts> {
  const email = input.email?.trim() ?? '';
  const [row] = rowsOf<CoachInputFacts>(
    await db.execute(sql`
    select
      coalesce((select array_agg(x.id order by x.id) from unnest(${intArray(input.competencies)}) x(id)
        where not exists (select 1 from competencies c where c.company_id = ${companyId} and c.id = x.id)), '{}'::int[]) as "unknownCompetencies",
      exists (select 1 from employees where company_id = ${companyId} and id = ${input.employee ?? 0}) as "employeeKnown",
      exists (select 1 from coach_profiles where company_id = ${companyId} and employee_id = ${input.employee ?? 0}
        and id <> ${exceptId ?? 0}) as "employeeTaken",
      exists (select 1 from coach_profiles where company_id = ${companyId} and lower(email) = lower(${email})
        and id <> ${exceptId ?? 0}) as "emailTaken"`),
  );
  return row!;
}

/** The stored fields of a coach from the form: an internal coach keeps no name or address of their own. */
const fields = (input: CoachInput) => {
  const outside = input.employee === null;
  return {
    employee: input.employee,
    name: outside ? (input.name ?? '').trim() : '',
    email: outside ? (input.email ?? '').trim() : null,
    organisation: outside ? (input.organisation ?? '').trim() : '',
    competencies: intArray(input.competencies),
    languages: textArray(input.languages),
    capacity: input.capacity,
    active: input.active ?? true,
  };
};

export async function insertCoach(db: Db, companyId: number, input: CoachInput): Promise<number> {
  const f = fields(input);
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
    insert into coach_profiles (company_id, employee_id, name, email, organisation, competency_ids, languages, capacity, active)
    values (${companyId}, ${f.employee}, ${f.name}, ${f.email}, ${f.organisation}, ${f.competencies}, ${f.languages}, ${f.capacity}, ${f.active})
    returning id`),
  );
  return row!.id;
}

/** The coach locked for the change, with what an update must keep (their kind). Null when not the company's. */
export async function lockCoach(db: Db, companyId: number, id: number): Promise<{ id: number; employee_id: number | null; email: string | null } | null> {
  const [row] = rowsOf<{ id: number; employee_id: number | null; email: string | null }>(
    await db.execute(sql`select id, employee_id, email from coach_profiles where company_id = ${companyId} and id = ${id} for update`),
  );
  return row ?? null;
}

export async function updateCoach(db: Db, companyId: number, id: number, input: CoachInput): Promise<void> {
  const f = fields(input);
  await db.execute(sql`
    update coach_profiles set employee_id = ${f.employee}, name = ${f.name}, email = ${f.email}, organisation = ${f.organisation},
      competency_ids = ${f.competencies}, languages = ${f.languages}, capacity = ${f.capacity}, active = ${f.active},
      -- a link belongs to the address it was mailed to: another address (or an employee) needs a new one
      token_hash = case when lower(coalesce(email, '')) = lower(coalesce(${f.email}::text, '')) then token_hash end,
      link_sent_at = case when lower(coalesce(email, '')) = lower(coalesce(${f.email}::text, '')) then link_sent_at end
    where company_id = ${companyId} and id = ${id}`);
}

export async function openEngagementsOf(db: Db, companyId: number, coachId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from coaching_engagements where company_id = ${companyId} and coach_id = ${coachId} and status in ${OPEN}`),
  );
  return row!.n;
}

export async function deleteCoach(db: Db, companyId: number, id: number): Promise<void> {
  await db.execute(sql`delete from coach_profiles where company_id = ${companyId} and id = ${id}`);
}

/** An internal coach may be named coach of development actions: their account gets the coach permission. */
export async function grantCoachPermission(db: Db, companyId: number, employeeId: number): Promise<void> {
  await db.execute(sql`
    insert into permissions (user_id, coach) select e.user_id, true from employees e where e.company_id = ${companyId} and e.id = ${employeeId}
    on conflict (user_id) do update set coach = true`);
}

/** A new link for an outside coach: its hash replaces the one before, which stops opening anything at once. */
export async function storeCoachLink(db: Db, companyId: number, coachId: number, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ again: boolean }>(
    await db.execute(sql`
    update coach_profiles x set token_hash = ${tokenHash}, link_sent_at = ${timestampParam(now)}
    from (select link_sent_at is not null as again from coach_profiles where company_id = ${companyId} and id = ${coachId}) prior
    where x.company_id = ${companyId} and x.id = ${coachId} returning prior.again`),
  );
  return row!.again;
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select name from companies where id = ${companyId}`));
  return row?.name ?? '';
}

export async function requiresApproval(db: Db, companyId: number): Promise<boolean> {
  const [row] = rowsOf<{ v: boolean }>(await db.execute(sql`select coaching_requires_approval as v from companies where id = ${companyId}`));
  return row?.v ?? false;
}

export async function setRequiresApproval(db: Db, companyId: number, value: boolean): Promise<void> {
  await db.execute(sql`update companies set coaching_requires_approval = ${value} where id = ${companyId}`);
}

/** The company's active competencies and its employees, by name: what the coach form picks from. */
export async function coachChoicesOf(db: Db, companyId: number): Promise<CoachChoices> {
  const [competencies, employees] = await Promise.all([
    db.execute(sql`select id, title from competencies where company_id = ${companyId} and archived_at is null order by lower(title), id`),
    db.execute(sql`select e.id, ${userDisplayName} as name, u.email
      from employees e join users u on u.id = e.user_id where e.company_id = ${companyId}
      order by lower(u.first_name), lower(u.last_name), e.id`),
  ]);
  return { competencies: rowsOf<CoachChoices['competencies'][number]>(competencies), employees: rowsOf<CoachChoices['employees'][number]>(employees) };
}
