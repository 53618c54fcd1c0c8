import { count, sql } from 'drizzle-orm';
import type { SurveyAssign, SurveyCreation } from '../../../schemas/survey';
import { surveyAssignments, surveyCompetencies, surveys, surveyTypeValues } from '../../../server/db/schema';
import { signUpCompany, type Session } from './accounts';
import { post } from './company-list-specs';
import { createEmployee, listItem, send } from './employees';
import type { TestApp } from './test-app';

export interface Person {
  id: number;
  userId: number;
  name: string;
}

/**
 * A company ready for surveys, built through the API: its admin; a small tree (Boss →
 * Lead → Ana, Ben; Boss → Cleo) where Ana and Ben share a designation and department and
 * only Ana is in the group; two competency types, three competencies with statements.
 */
export interface SurveyWorld {
  admin: Session;
  boss: Person;
  lead: Person;
  ana: Person;
  ben: Person;
  cleo: Person;
  designation: number;
  department: number;
  group: number;
  types: { core: number; leadership: number };
  typeNames: { core: string; leadership: string };
  competencies: { communication: number; teamwork: number; coaching: number };
}

let n = 0;
async function person(t: TestApp, admin: Session, first: string, extra: Record<string, unknown> = {}): Promise<Person> {
  n += 1;
  const last = `Surveyed${n}`;
  const created = await createEmployee(t, admin, { first_name: first, last_name: last, ...extra });
  return { id: created.id, userId: created.user_id, name: `${first} ${last}` };
}

export async function surveyWorld(t: TestApp, admin?: Session): Promise<SurveyWorld> {
  const a = admin ?? (await signUpCompany(t));
  const designation = await listItem(t, a, 'designation');
  const department = await listItem(t, a, 'department');
  const group = await listItem(t, a, 'group');
  const boss = await person(t, a, 'Boss');
  const lead = await person(t, a, 'Lead', { parent_id: boss.id });
  const ana = await person(t, a, 'Ana', { parent_id: lead.id, designation, department, group });
  const ben = await person(t, a, 'Ben', { parent_id: lead.id, designation, department });
  const cleo = await person(t, a, 'Cleo', { parent_id: boss.id });
  const typeNames = { core: `Core ${n}`, leadership: `Leadership ${n}` };
  const core = (await post(t, a, '/competency/type/', { name: typeNames.core })).id;
  const leadership = (await post(t, a, '/competency/type/', { name: typeNames.leadership })).id;
  const competency = async (type: number, title: string) => {
    const id = (await post(t, a, '/competency/list/', { type, title, defination: `${title}, done well.` })).id;
    for (const statement of ['Does it often.', 'Helps others do it.']) {
      await post(t, a, '/competency/statements/', { type, competency_title: id, statement });
    }
    return id;
  };
  return {
    admin: a,
    boss,
    lead,
    ana,
    ben,
    cleo,
    designation,
    department,
    group,
    types: { core, leadership },
    typeNames,
    competencies: {
      communication: await competency(core, 'Communication'),
      teamwork: await competency(core, 'Teamwork'),
      coaching: await competency(leadership, 'Coaching'),
    },
  };
}

/** A date `days` from the app clock's today, as the payload spells dates. */
export const dayFrom = (t: TestApp, days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Every relationship once: Ana rated by herself, her manager, a peer, Boss (other); Lead by a direct report. */
export function everyRelationship(w: SurveyWorld): SurveyAssign[] {
  return [
    { ratee: w.ana.id, rater: w.ana.id, relationship: 'self' },
    { ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' },
    { ratee: w.ana.id, rater: w.ben.id, relationship: 'peer' },
    { ratee: w.ana.id, rater: w.boss.id, relationship: 'other' },
    { ratee: w.lead.id, rater: w.ana.id, relationship: 'direct_report' },
  ];
}

type Overrides = Partial<SurveyCreation['survey']>;

/** A valid, open survey (today to 30 days on) for Individual ratees; fields replaced by `survey` and `rest`. */
export function surveyPayload(t: TestApp, w: SurveyWorld, survey: Overrides = {}, rest: Partial<Omit<SurveyCreation, 'survey'>> = {}): SurveyCreation {
  return {
    survey: {
      title: 'Q3 leadership review',
      description: 'How are we doing?',
      start_date: dayFrom(t, 0),
      end_date: dayFrom(t, 30),
      audience: 'Individual',
      type_values: [{ type: w.types.core, value: 60 }],
      competencies: [
        { competency: w.competencies.coaching, weight: 40, expected_level: 'advance' },
        { competency: w.competencies.communication, weight: 25, expected_level: 'basic' },
      ],
      ...survey,
    },
    position: null,
    survey_assign: everyRelationship(w),
    ...rest,
  };
}

export const createSurvey = (t: TestApp, s: Session, payload: object) => send(t, s, 'POST', '/survey/survey-creation/', payload);
export const updateSurvey = (t: TestApp, s: Session, payload: object) => send(t, s, 'PATCH', '/survey/survey-creation/', payload);

/** Row counts of every survey table: equal before and after means nothing was saved. */
export async function surveyCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = { surveys, surveyTypeValues, surveyCompetencies, surveyAssignments };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) result[name] = (await t.db.select({ n: count() }).from(table))[0]!.n;
  return result;
}

/**
 * Runs `body` while the database refuses every insert into survey_assignments, the last
 * statement of a survey write: proves that a failure half-way leaves nothing written.
 * `constraint` names the check the refusal claims (as migration 0020's triggers raise it); none, a plain error.
 */
export async function whileAssignmentsRefused(t: TestApp, body: () => Promise<void>, constraint?: string): Promise<void> {
  const raise = constraint
    ? sql`raise exception 'refused for the test' using errcode = 'check_violation', constraint = ${sql.raw(`'${constraint}'`)};`
    : sql`raise exception 'refused for the test';`;
  await t.db.execute(sql`create function survey_test_refuse() returns trigger language plpgsql as $$
    begin ${raise} end $$`);
  await t.db.execute(sql`create trigger survey_test_refuse before insert on survey_assignments
    for each statement execute function survey_test_refuse()`);
  try {
    await body();
  } finally {
    await t.db.execute(sql`drop trigger survey_test_refuse on survey_assignments`);
    await t.db.execute(sql`drop function survey_test_refuse()`);
  }
}
