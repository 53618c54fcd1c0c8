import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AnswerSheet, SurveyUserAnswer } from '../../../schemas/survey-answer';
import { surveyAnswers, surveyAssignments, surveyComments, surveyLevels, users } from '../../../server/db/schema';
import type { Session } from './accounts';
import { activate, send } from './employees';
import { createSurvey, surveyPayload, surveyWorld, type Person, type SurveyWorld } from './survey-payloads';
import type { TestApp } from './test-app';

/** A person of the survey world, signed in with the password their welcome mail let them choose. */
export async function signedInAs(t: TestApp, person: Person): Promise<Session> {
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, person.userId));
  return activate(t, user!.email);
}

/**
 * The survey world with one open survey made through the API (Coaching, then
 * Communication: two statements each) and every relationship of everyRelationship();
 * its raters signed in with only the permissions every new employee has.
 */
export interface AnswerWorld {
  w: SurveyWorld;
  surveyId: number;
  ana: Session;
  lead: Session;
  ben: Session;
  /** Assignment ids: Ana's self-assessment, Ana rating Lead (direct report), Lead and Ben rating Ana. */
  a: { anaSelf: number; anaOnLead: number; leadOnAna: number; benOnAna: number };
  /** The survey's statements in the order the sheet gives them, with their competency. */
  statements: Array<{ id: number; competency: number }>;
}

export async function answerWorld(t: TestApp, title = 'Q3 leadership review'): Promise<AnswerWorld> {
  const w = await surveyWorld(t);
  const res = await createSurvey(t, w.admin, surveyPayload(t, w, { title }));
  expect(res.statusCode, res.body).toBe(201);
  const surveyId = res.json().id as number;
  const rows = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId));
  const idOf = (ratee: Person, rater: Person) => rows.find((r) => r.rateeId === ratee.id && r.raterId === rater.id)!.id;
  const a = {
    anaSelf: idOf(w.ana, w.ana),
    anaOnLead: idOf(w.lead, w.ana),
    leadOnAna: idOf(w.ana, w.lead),
    benOnAna: idOf(w.ana, w.ben),
  };
  const ana = await signedInAs(t, w.ana);
  const sheet = await sheetOf(t, ana, a.anaSelf);
  const statements = sheet.competencies.flatMap((c) => c.statements.map((s) => ({ id: s.id, competency: c.id })));
  return { w, surveyId, ana, lead: await signedInAs(t, w.lead), ben: await signedInAs(t, w.ben), a, statements };
}

/** A key as the rater's browser makes one with its draft. */
export const newKey = () => randomBytes(16).toString('base64url');

/** An answer of `value` to each statement given. */
export const answering = (statements: AnswerWorld['statements'], value = 3) => statements.map((s) => ({ statement: s.id, value }));

export const saveAnswers = (t: TestApp, by: Session | null, body: Partial<SurveyUserAnswer> & Record<string, unknown>) =>
  send(t, by, 'POST', '/survey/surveyuserans/', { levels: [], answers: [], ...body });

export async function sheetOf(t: TestApp, by: Session, assignment: number): Promise<AnswerSheet> {
  const res = await send(t, by, 'GET', `/survey/surveyuserans/${assignment}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnswerSheet;
}

/** Everything stored about an assignment: equal before and after means nothing changed. */
export async function storedAnswers(t: TestApp, assignment: number) {
  const [row] = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.id, assignment));
  const mine = <T extends typeof surveyAnswers | typeof surveyLevels | typeof surveyComments>(table: T) => eq(table.assignmentId, assignment);
  return {
    assignment: row,
    answers: await t.db.select().from(surveyAnswers).where(mine(surveyAnswers)).orderBy(surveyAnswers.statementId),
    levels: await t.db.select().from(surveyLevels).where(mine(surveyLevels)).orderBy(surveyLevels.competencyId),
    comments: await t.db.select().from(surveyComments).where(mine(surveyComments)).orderBy(surveyComments.competencyId),
  };
}
