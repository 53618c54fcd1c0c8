import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { surveyAssignments } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql';
import { FIXED_RATERS_CONSTRAINT } from '../../../server/survey/queries/fixed-raters';
import { whileAssignmentsRefused } from './survey-payloads';
import type { TestApp } from './test-app';
import { hire, openSurvey, submit, surveyWorld, type Person, type SurveyWorld } from './trust-world';

/** The survey world (Boss → Lead → Ana, Ben; Boss → Cleo) and three more employees to add. */
export interface FixedRatersWorld {
  w: SurveyWorld;
  pia: Person;
  quinn: Person;
  rex: Person;
}

export async function fixedRatersWorld(t: TestApp): Promise<FixedRatersWorld> {
  const w = await surveyWorld(t);
  return { w, pia: await hire(t, w, 'Pia'), quinn: await hire(t, w, 'Quinn'), rex: await hire(t, w, 'Rex') };
}

/** An open survey: Ana rated by herself, Lead (manager), Ben (peer, submitted), Pia (peer, not answered); Cleo by herself and Quinn (peer). */
export async function answeredSurvey(t: TestApp, { w, pia, quinn }: FixedRatersWorld, title: string): Promise<number> {
  const id = await openSurvey(
    t,
    w,
    [
      { ratee: w.ana.id, rater: w.ana.id, relationship: 'self' },
      { ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' },
      { ratee: w.ana.id, rater: w.ben.id, relationship: 'peer' },
      { ratee: w.ana.id, rater: pia.id, relationship: 'peer' },
      { ratee: w.cleo.id, rater: w.cleo.id, relationship: 'self' },
      { ratee: w.cleo.id, rater: quinn.id, relationship: 'peer' },
    ],
    { title },
  );
  const answered = await submit(t, id, w.ana, w.ben, 3);
  expect(answered.statusCode, answered.body).toBe(200);
  return id;
}

/** Everything a refused call could have written: the survey's assignments, outside raters, nominations, mails. */
export async function stateOf(t: TestApp, surveyId: number) {
  const [counts] = rowsOf<Record<string, number>>(
    await t.db.execute(sql`select
    (select count(*)::int from external_raters where survey_id = ${surveyId}) as externals,
    (select count(*)::int from survey_nominees where survey_id = ${surveyId}) as nominees,
    (select count(*)::int from survey_nominations where survey_id = ${surveyId} and status = 'approved') as approved,
    (select count(*)::int from outbox) as mails`),
  );
  const rows = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId)).orderBy(surveyAssignments.id);
  return { counts, rows };
}

/** [ratee, rater, relationship, status] of each assignment of the survey, in id order. */
export const raterRows = async (t: TestApp, surveyId: number) => (await stateOf(t, surveyId)).rows.map((r) => [r.rateeId, r.raterId, r.relationship, r.status]);

/** Runs `body` while every insert into survey_assignments meets the refusal migration 0020's triggers raise. */
export const whileTheDatabaseRefuses = (t: TestApp, body: () => Promise<void>): Promise<void> => whileAssignmentsRefused(t, body, FIXED_RATERS_CONSTRAINT);

/**
 * Runs `write` with the database's refusal of moves between groups off (migration 0020), for a
 * test that relabels submitted raters to show what a hidden group would give; nothing else runs meanwhile.
 */
export async function relabelling<T>(t: TestApp, write: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`alter table survey_assignments disable trigger survey_assignments_fixed_raters_update`);
  try {
    return await write();
  } finally {
    await t.db.execute(sql`alter table survey_assignments enable trigger survey_assignments_fixed_raters_update`);
  }
}
