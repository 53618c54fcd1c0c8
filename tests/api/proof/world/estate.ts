import { expect } from 'vitest';
import { AREAS, type Area } from '../../../../schemas/user';
import { registration, signUpCompany, type Session } from '../../helpers/accounts';
import { activate, createEmployee, send } from '../../helpers/employees';
import { dayFrom } from '../../helpers/survey-payloads';
import type { TestApp } from '../../helpers/test-app';

export type CompanyKey = 'own' | 'other';

export interface Person {
  employeeId: number;
  userId: number;
  email: string;
}
export interface Member extends Person {
  session: Session;
}

/**
 * One company with a row of everything an endpoint can name, made through the API: its
 * lists, a competency model, people, a published survey in which everyone rates
 * themselves (reports released) and a development action for each of them.
 */
export interface Estate {
  key: CompanyKey;
  /** In every name and address of the company, so that a leak of its text can be found. */
  marker: string;
  companyId: number;
  admin: Session;
  lists: { group: number; designation: number; department: number };
  type: number;
  competency: number;
  statements: number[];
  /** An action of the development action library, for the competency. */
  libraryAction: number;
  /** An employee nobody signs in as: what the user and employee endpoints name. */
  colleague: Person;
  /** Employees who sign in, by the name of the actor they play. */
  members: Record<string, Member>;
  /** Invited, never confirmed: no password, no verified address. */
  invited: Person;
  /** Open: what the answer and survey endpoints name. */
  survey: number;
  /** Closed, every member's self-assessment submitted and every report released: what the results endpoints name. */
  reported: number;
  /** Each person's own assignment (rating themselves) and development action, by employee id. */
  selfAssignment: Map<number, number>;
  action: Map<number, number>;
}

let n = 0;
const run = Math.random().toString(36).slice(2, 8);

/** An address and username in the company's marker, never used before. */
export function markedPerson(marker: string, first: string) {
  n += 1;
  const local = `${first.toLowerCase()}.${n}`;
  return {
    email: `${local}@${marker.toLowerCase()}-${run}.example.com`,
    username: `${marker.toLowerCase()}.${local}`,
    emp_code: `${marker}-${n}`,
    first_name: first,
    last_name: marker,
  };
}

export async function ok<T = { id: number }>(t: TestApp, by: Session, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object): Promise<T> {
  const res = await send(t, by, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

export async function addPerson(t: TestApp, admin: Session, marker: string, first: string, extra: object = {}): Promise<Person> {
  const made = await createEmployee(t, admin, { ...markedPerson(marker, first), ...extra });
  return { employeeId: made.id, userId: made.user_id, email: made.email };
}

/** A signed-in employee with exactly these areas (none: what a new employee has). */
async function addMember(t: TestApp, admin: Session, marker: string, name: string, areas: Area[] | 'default'): Promise<Member> {
  const person = await addPerson(t, admin, marker, name.replace(/[^a-z]/gi, '') || 'Member');
  if (areas !== 'default') {
    const permissions = Object.fromEntries(AREAS.map((a) => [a, areas.includes(a)]));
    await ok(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: person.userId, permissions });
  }
  return { ...person, session: await activate(t, person.email) };
}

export interface EstateSpec {
  key: CompanyKey;
  marker: string;
  company: string;
  members: Record<string, Area[] | 'default'>;
}

export async function buildEstate(t: TestApp, spec: EstateSpec): Promise<Estate> {
  const { marker } = spec;
  const boss = markedPerson(marker, 'Hana');
  const admin = await signUpCompany(t, registration({ company_name: spec.company, email: boss.email, last_name: marker }));
  const item = async (list: string) => (await ok(t, admin, 'POST', `/api/${list}/`, { name: `${marker} ${list}` })).id;
  const lists = { group: await item('group'), designation: await item('designation'), department: await item('department') };
  const type = (await ok(t, admin, 'POST', '/competency/type/', { name: `${marker} core` })).id;
  const competency = (await ok(t, admin, 'POST', '/competency/list/', { type, title: `${marker} coaching`, defination: 'Helps people grow.' })).id;
  const statements: number[] = [];
  for (const statement of ['Gives useful feedback.', 'Makes time for people.']) {
    statements.push((await ok(t, admin, 'POST', '/competency/statements/', { type, competency_title: competency, statement })).id);
  }
  const libraryAction = (await ok(t, admin, 'POST', '/competency/development-actions/', { competency, level: null, title: `${marker} shadowing` })).id;
  const colleague = await addPerson(t, admin, marker, 'Colleague', { ...lists });
  const members: Record<string, Member> = {};
  for (const [name, areas] of Object.entries(spec.members)) members[name] = await addMember(t, admin, marker, name, areas);
  const invited = await addPerson(t, admin, marker, 'Invited');

  const people = [colleague, ...Object.values(members)];
  const survey = (await ok(t, admin, 'POST', '/survey/survey-creation/', surveyBody(t, marker, type, competency, people))).id;
  const selfAssignment = await selfAssignments(t, admin, survey);
  const reported = await reportedSurvey(t, admin, marker, type, competency, people, members, statements);
  const action = new Map<number, number>();
  for (const p of people) {
    action.set(
      p.employeeId,
      (await ok(t, admin, 'POST', '/feedback/development-actions/', { survey: reported, ratee: p.employeeId, title: `${marker} mentoring` })).id,
    );
  }
  return {
    key: spec.key,
    marker,
    companyId: admin.companyId!,
    admin,
    lists,
    type,
    competency,
    statements,
    libraryAction,
    colleague,
    members,
    invited,
    survey,
    reported,
    selfAssignment,
    action,
  };
}

async function selfAssignments(t: TestApp, admin: Session, survey: number): Promise<Map<number, number>> {
  const assignments = await send(t, admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${survey}`);
  return new Map((assignments.json() as Array<{ id: number; ratee: { id: number } }>).map((a) => [a.ratee.id, a.id]));
}

/** A survey every member answered, then closed with its reports released: results exist only for closed surveys. */
async function reportedSurvey(
  t: TestApp,
  admin: Session,
  marker: string,
  type: number,
  competency: number,
  people: Person[],
  members: Record<string, Member>,
  statements: number[],
): Promise<number> {
  const reported = (await ok(t, admin, 'POST', '/survey/survey-creation/', surveyBody(t, marker, type, competency, people))).id;
  const assignment = await selfAssignments(t, admin, reported);
  for (const m of Object.values(members)) {
    await ok(t, m.session, 'POST', '/survey/surveyuserans/', {
      assignment: assignment.get(m.employeeId),
      status: 'submitted',
      levels: [],
      answers: statements.map((statement, i) => ({ statement, value: i % 2 ? 3 : null })),
      comments: [{ competency, text: `${marker} says well done` }],
    });
  }
  await ok(t, admin, 'POST', `/survey/survey/${reported}/close/`, {});
  await ok(t, admin, 'PUT', `/feedback/survey/${reported}/release/`, { released: true });
  return reported;
}

/** A published, open survey in which each of `people` rates themselves. */
export function surveyBody(t: TestApp, marker: string, type: number, competency: number, people: Person[]) {
  return {
    survey: {
      title: `${marker} review ${++n}`,
      description: '',
      start_date: dayFrom(t, 0),
      end_date: dayFrom(t, 30),
      audience: 'Individual',
      type_values: [{ type, value: 50 }],
      competencies: [{ competency, weight: 25, expected_level: 'basic' }],
    },
    position: null,
    survey_assign: people.map((p) => ({ ratee: p.employeeId, rater: p.employeeId, relationship: 'self' })),
  };
}
