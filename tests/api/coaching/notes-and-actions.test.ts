import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competencies, developmentActions } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql';
import { auditLog, lastEntry } from '../helpers/audit';
import { send } from '../helpers/employees';
import { appWith } from '../helpers/app-with';
import { storedAction } from '../helpers/development-world';
import { byLink, engagementWorld, inDays, queuedEvents, signedIn } from './engagement-world.fixtures';

/** Private notes (the two parties only, never in the audit log's words) and actions agreed into the development plan. */
const { t, world, other } = appWith({ world: engagementWorld, other: engagementWorld });

const notes = (engagement: number) => signedIn(engagement, 'notes/');
const actions = (engagement: number) => signedIn(engagement, 'actions/');
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

async function storedNotes() {
  return rowsOf<{ engagement_id: number; author: string; body: string }>(
    await t.db.execute(sql`select engagement_id, author, body from coaching_notes order by id`),
  );
}

describe('POST …/notes/', () => {
  it('writes the note as the caller’s role, at both doors, naming a session of the engagement', async () => {
    const session = (
      await send(t, world.ana.session, 'POST', signedIn(world.engagements.internal, 'sessions/'), { starts_at: inDays(t, 2), minutes: 60 })
    ).json().id as number;
    const mine = await send(t, world.ana.session, 'POST', notes(world.engagements.internal), { body: 'Secret: I dread the all-hands.' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toEqual({ id: expect.any(Number), author: 'coachee', session: null, body: 'Secret: I dread the all-hands.', created_at: ISO });
    const coach = await send(t, world.cora.session, 'POST', notes(world.engagements.internal), { body: 'Practise the opening line.', session });
    expect(coach.statusCode, coach.body).toBe(201);
    expect(coach.json()).toMatchObject({ author: 'coach', session });
    const outside = await send(t, null, 'POST', byLink(world.olga.token, world.engagements.outside, 'notes/'), { body: 'Ben wants calmer 1:1s.' });
    expect(outside.statusCode, outside.body).toBe(201);
    expect(outside.json()).toMatchObject({ author: 'coach', session: null });
  });

  it('refuses a session of another engagement (400 at session)', async () => {
    const bens = (await send(t, world.ben.session, 'POST', signedIn(world.engagements.outside, 'sessions/'), { starts_at: inDays(t, 2), minutes: 60 })).json()
      .id as number;
    const res = await send(t, world.ana.session, 'POST', notes(world.engagements.internal), { body: 'x', session: bens });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('session');
  });

  it('is written by nobody else: HR, another employee, another company, another coach’s link all get 404 and store nothing', async () => {
    const before = await storedNotes();
    const body = { body: 'Not mine to write' };
    expect((await send(t, world.hr, 'POST', notes(world.engagements.internal), body)).statusCode).toBe(404);
    expect((await send(t, world.ben.session, 'POST', notes(world.engagements.internal), body)).statusCode).toBe(404);
    expect((await send(t, other.ana.session, 'POST', notes(world.engagements.internal), body)).statusCode).toBe(404);
    expect((await send(t, other.hr, 'POST', notes(world.engagements.internal), body)).statusCode).toBe(404);
    expect((await send(t, null, 'POST', byLink(other.olga.token, world.engagements.outside, 'notes/'), body)).statusCode).toBe(404);
    expect((await send(t, null, 'POST', byLink(world.olga.token, world.engagements.internal, 'notes/'), body)).statusCode).toBe(404);
    expect(await storedNotes()).toEqual(before);
  });

  it('leaves in the audit log that a note was added, never its words: HR reading the log learns nothing of it', async () => {
    const entry = await lastEntry(t, world.hr, 'coaching.note');
    expect(entry).toMatchObject({ action: 'coaching.note', entity: 'coaching_engagement' });
    const everything = JSON.stringify(await auditLog(t, world.hr, '?limit=200'));
    const stored = JSON.stringify(rowsOf(await t.db.execute(sql`select * from audit_log`)));
    for (const words of ['dread the all-hands', 'Practise the opening line', 'calmer 1:1s']) {
      expect(everything).not.toContain(words);
      expect(stored).not.toContain(words);
    }
    // HR's other reads of the area's people show no note either (the development plan of the coachee).
    const plans = await send(t, world.hr, 'GET', `/feedback/development-actions/?survey=${world.survey}`);
    expect(plans.statusCode).toBe(200);
    expect(plans.body).not.toContain('dread the all-hands');
  });
});

describe('POST …/actions/', () => {
  it('by the internal coach: lands in the coachee’s plan of the survey, owned by the coachee, the coach as coach', async () => {
    const res = await send(t, world.cora.session, 'POST', actions(world.engagements.internal), {
      title: 'Open the next team meeting',
      competency: world.competencies.coaching,
      due_date: '2031-01-31',
      notes: 'Agreed on Tuesday',
    });
    expect(res.statusCode, res.body).toBe(201);
    const action = res.json();
    expect(action).toEqual({
      id: expect.any(Number),
      title: 'Open the next team meeting',
      competency: { id: world.competencies.coaching, title: 'Coaching' },
      status: 'planned',
      due_date: '2031-01-31',
      notes: 'Agreed on Tuesday',
      coach: world.cora.name,
      from_coaching: true,
    });
    const row = await storedAction(t, action.id);
    expect(row).toMatchObject({
      surveyId: world.survey,
      rateeId: world.ana.employeeId,
      ownerId: world.ana.employeeId,
      coachId: world.cora.employeeId,
      engagementId: world.engagements.internal,
      createdBy: world.cora.userId,
    });
    const mine = await send(t, world.ana.session, 'GET', '/feedback/my-development-actions/');
    expect(mine.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: action.id, coach: { id: world.cora.employeeId, name: world.cora.name } })]),
    );
    expect((await queuedEvents(t, world)).at(-1)).toMatchObject({
      type: 'development_plan.changed',
      data: { engagement: world.engagements.internal, action: action.id, change: 'added', coachee: { id: world.ana.employeeId } },
    });
  });

  it('by the outside coach through the link: no employee as coach, the engagement names them', async () => {
    const res = await send(t, null, 'POST', byLink(world.olga.token, world.engagements.outside, 'actions/'), { title: 'Ask one peer for feedback weekly' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ competency: null, coach: world.olga.name, from_coaching: true });
    const row = await storedAction(t, res.json().id);
    expect(row).toMatchObject({
      rateeId: world.ben.employeeId,
      ownerId: world.ben.employeeId,
      coachId: null,
      engagementId: world.engagements.outside,
      createdBy: null,
    });
  });

  it('refuses a competency not of the survey (400), an ended engagement (409), and anyone not party to it (404)', async () => {
    const before = await t.db.select().from(developmentActions);
    const [elsewhere] = await t.db
      .insert(competencies)
      .values({ companyId: world.companyId, typeId: world.w.types.core, title: 'Not surveyed', definition: 'Outside the survey.' })
      .returning();
    const unsurveyed = await send(t, world.ana.session, 'POST', actions(world.engagements.internal), { title: 'x', competency: elsewhere!.id });
    expect(unsurveyed.statusCode).toBe(400);
    expect(unsurveyed.json()).toHaveProperty('competency');
    const theirs = await send(t, world.ana.session, 'POST', actions(world.engagements.internal), { title: 'x', competency: other.competencies.coaching });
    expect(theirs.statusCode).toBe(400);
    expect((await send(t, world.ana.session, 'POST', actions(world.engagements.ended), { title: 'x' })).statusCode).toBe(409);
    expect((await send(t, world.cora.session, 'POST', actions(world.engagements.ended), { title: 'x' })).statusCode).toBe(403);
    expect((await send(t, other.ana.session, 'POST', actions(world.engagements.internal), { title: 'x' })).statusCode).toBe(404);
    expect((await send(t, world.hr, 'POST', actions(world.engagements.internal), { title: 'x' })).statusCode).toBe(404);
    expect(await t.db.select().from(developmentActions)).toEqual(before);
  });
});
