import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingConsents, coachingEngagements, coachProfiles } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql';
import { ACTIONS, addAction, developmentWorld, MINE, release, type DevelopmentWorld } from '../helpers/development-world';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * `development_plan.changed`: queued with the plan write, only while the ratee has an active engagement for that
 * survey whose latest consent shares something.
 */
let t: TestApp;
let d: DevelopmentWorld;
let engagementId: number;
beforeAll(async () => {
  t = await buildTestApp();
  d = await developmentWorld(t);
  const companyId = d.w.admin.companyId!;
  const res = await send(t, d.w.admin, 'POST', '/coaching/webhooks/', { url: 'http://127.0.0.1:9/hook', events: ['development_plan.changed'] });
  expect(res.statusCode, res.body).toBe(201);
  const [coach] = await t.db
    .insert(coachProfiles)
    .values({ companyId, name: 'Outside Coach', email: 'coach@provider.example.com', competencyIds: [d.w.competencies.coaching], languages: ['en'] })
    .returning();
  const [engagement] = await t.db
    .insert(coachingEngagements)
    .values({
      companyId,
      surveyId: d.surveyId,
      rateeId: d.w.ana.id,
      coachId: coach!.id,
      competencyIds: [d.w.competencies.coaching],
      language: 'en',
      status: 'active',
    })
    .returning();
  engagementId = engagement!.id;
  await t.db.insert(coachingConsents).values({ companyId, engagementId, scope: 'plan_only' });
});
afterAll(async () => {
  await t?.close();
});

const events = async () =>
  rowsOf<{ payload: { type: string; data: Record<string, unknown> } }>(
    await t.db.execute(sql`select payload from webhook_deliveries where event_type = 'development_plan.changed' order by id`),
  ).map((r) => r.payload.data);

describe('development_plan.changed', () => {
  it('is queued for the coachee’s actions of the coached survey, created, changed, moved by them and deleted', async () => {
    const action = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Shadow a mentor' });
    expect((await send(t, d.w.admin, 'PATCH', `${ACTIONS}${action.id}/`, { title: 'Shadow two mentors' })).statusCode).toBe(200);
    await release(t, d, d.surveyId, d.w.ana.id);
    const moved = await send(t, d.ana, 'PATCH', `${MINE}${action.id}/`, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await send(t, d.w.admin, 'DELETE', `${ACTIONS}${action.id}/`)).statusCode).toBe(204);
    const base = { engagement: engagementId, action: action.id };
    expect(await events()).toEqual([
      { ...base, change: 'created', title: 'Shadow a mentor', status: 'planned' },
      { ...base, change: 'updated', title: 'Shadow two mentors', status: 'planned' },
      { ...base, change: 'updated', title: 'Shadow two mentors', status: 'in_progress' },
      { ...base, change: 'deleted', title: 'Shadow two mentors', status: 'in_progress' },
    ]);
  });

  it('is not queued for someone without coaching, another survey, or once consent is withdrawn', async () => {
    const before = (await events()).length;
    await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.lead.id, title: 'Not coached' });
    await addAction(t, d.w.admin, { survey: d.second, ratee: d.w.ana.id, title: 'Another survey' });
    await t.db.insert(coachingConsents).values({ companyId: d.w.admin.companyId!, engagementId, scope: 'none' });
    await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'After withdrawal' });
    expect(await events()).toHaveLength(before);
  });
});
