import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FeedbackReport } from '../../../schemas/feedback';
import type { Relationship, SurveyAssign } from '../../../schemas/survey';
import { surveyAssignments } from '../../../server/db/schema';
import type { Session } from './accounts';
import { newKey, sheetOf, signedInAs } from './answer-world';
import { createEmployee, send } from './employees';
import { createSurvey, dayFrom, surveyPayload, surveyWorld, type Person, type SurveyWorld } from './survey-payloads';
import type { TestApp } from './test-app';

/*
 * What an outside tester has: the product's API, an admin account and employees who answer.
 * Everything here goes through the endpoints; the database is read only to find ids.
 */

let n = 0;
export async function hire(t: TestApp, w: SurveyWorld, first: string, extra: Record<string, unknown> = {}): Promise<Person> {
  n += 1;
  const created = await createEmployee(t, w.admin, { first_name: first, last_name: `Trusted${n}`, ...extra });
  return { id: created.id, userId: created.user_id, name: `${first} Trusted${n}` };
}

export interface Rater {
  person: Person;
  relationship: Relationship;
}

/** A survey of the world's two competencies (4 statements) made through the API; answers its id. */
export async function openSurvey(t: TestApp, w: SurveyWorld, assign: SurveyAssign[], survey: Record<string, unknown> = {}): Promise<number> {
  const res = await createSurvey(t, w.admin, surveyPayload(t, w, { anonymity_threshold: 3, ...survey }, { survey_assign: assign }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

export async function assignmentOf(t: TestApp, surveyId: number, ratee: Person, rater: Person): Promise<number> {
  const [row] = await t.db
    .select({ id: surveyAssignments.id })
    .from(surveyAssignments)
    .where(and(eq(surveyAssignments.surveyId, surveyId), eq(surveyAssignments.rateeId, ratee.id), eq(surveyAssignments.raterId, rater.id)));
  return row!.id;
}

// Per app: API files share this module (isolate: false), and user ids repeat across their databases.
const sessions = new WeakMap<TestApp, Map<number, Session>>();
/** The person signed in (their welcome mail followed once). */
export async function sessionOf(t: TestApp, person: Person): Promise<Session> {
  let mine = sessions.get(t);
  if (!mine) sessions.set(t, (mine = new Map()));
  if (!mine.has(person.userId)) mine.set(person.userId, await signedInAs(t, person));
  return mine.get(person.userId)!;
}

/** The rater submits `value` (null: not observed) to every statement, and a comment on the first competency. */
export async function submit(t: TestApp, surveyId: number, ratee: Person, rater: Person, value: number | null, comment?: string) {
  const session = await sessionOf(t, rater);
  const assignment = await assignmentOf(t, surveyId, ratee, rater);
  const sheet = await sheetOf(t, session, assignment);
  const res = await send(t, session, 'POST', '/survey/surveyuserans/', {
    assignment,
    status: 'submitted',
    submit_key: newKey(),
    answers: sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value }))),
    levels: [],
    comments: comment ? [{ competency: sheet.competencies[0]!.id, text: comment }] : [],
  });
  return res;
}

export const reportUrl = (surveyId: number, ratee: Person) => `/feedback/survey/${surveyId}/ratee/${ratee.id}/`;

export async function reportOf(t: TestApp, by: Session, surveyId: number, ratee: Person): Promise<FeedbackReport> {
  const res = await send(t, by, 'GET', reportUrl(surveyId, ratee));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FeedbackReport;
}

export async function closeSurvey(t: TestApp, by: Session, surveyId: number) {
  const res = await send(t, by, 'POST', `/survey/survey/${surveyId}/close/`);
  expect(res.statusCode, res.body).toBe(200);
}

/** What the wizard sends: the survey's own fields, loosely (a test sets any of them), and its assignments. */
interface SurveyPatch {
  survey: Record<string, unknown>;
  survey_assign: Array<{ ratee: number; rater: number; relationship: Relationship }>;
}

/** The survey as the wizard sends it back, with `change` applied (a PATCH of the whole survey). */
export async function patchSurvey(t: TestApp, by: Session, surveyId: number, change: (body: SurveyPatch) => void) {
  const survey = (await send(t, by, 'GET', `/survey/survey/${surveyId}/`)).json();
  const assigned = (await send(t, by, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${surveyId}`)).json() as Array<{
    ratee: { id: number };
    rater: { id: number } | null;
    relationship: Relationship;
  }>;
  const body: SurveyPatch = {
    survey: {
      id: surveyId,
      title: survey.title,
      description: survey.description,
      start_date: survey.start_date,
      end_date: survey.end_date,
      anonymity_threshold: survey.anonymity_threshold,
      audience: survey.audience,
      type_values: survey.type_values,
      competencies: survey.competencies,
    },
    survey_assign: assigned.filter((a) => a.rater !== null).map((a) => ({ ratee: a.ratee.id, rater: a.rater!.id, relationship: a.relationship })),
  };
  change(body);
  return send(t, by, 'PATCH', '/survey/survey-creation/', body);
}

export { dayFrom, surveyWorld, type Person, type SurveyWorld };
