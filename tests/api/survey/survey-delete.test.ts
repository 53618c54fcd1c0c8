import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { assignmentsOf, people, seedSurvey, surveyCounts, type SeedAssignment } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** DELETE /survey/survey/{id}/: everything of the survey goes, answers only when confirmed. */
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park']);
});
afterAll(async () => {
  await t.close();
});

const remove = (id: number, query = '', by: Session | null = admin) => send(t, by, 'DELETE', `/survey/survey/${id}/${query}`);
const rows = (statuses: Array<SeedAssignment['status']>): SeedAssignment[] =>
  statuses.map((status, i) => ({ ratee: p.Ana!.id, rater: [p.Bo!.id, p.Cy!.id, p.Ana!.id][i]!, relationship: i === 2 ? 'self' : 'peer', status }));

describe('deleting a survey', () => {
  it('removes the survey, its type values, competencies and assignments, and nothing else', async () => {
    const kept = await seedSurvey(t, admin, { assignments: rows(['pending']) });
    const before = await surveyCounts(t);
    const id = await seedSurvey(t, admin, { assignments: rows(['pending', 'pending', 'pending']) });
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await surveyCounts(t)).toEqual(before);
    expect(await assignmentsOf(t, id)).toEqual([]);
    expect(await assignmentsOf(t, kept)).toHaveLength(1);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('is refused while answers exist, drafts included, and deletes nothing', async () => {
    const id = await seedSurvey(t, admin, { assignments: rows(['submitted', 'draft', 'pending']) });
    const before = await surveyCounts(t);
    for (const query of ['', '?delete_answers=false']) {
      const res = await remove(id, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ['2 raters have already answered this survey. Deleting it deletes their answers too: confirm to delete them.'],
      });
    }
    expect(await surveyCounts(t)).toEqual(before);
    expect(await assignmentsOf(t, id)).toHaveLength(3);
  });

  it('names one rater in the singular, and goes ahead once the answers are confirmed', async () => {
    const id = await seedSurvey(t, admin, { assignments: rows(['pending', 'draft']) });
    expect((await remove(id)).json().non_field_errors[0]).toMatch(/^1 rater has already answered this survey\./);
    expect((await remove(id, '?delete_answers=true')).statusCode).toBe(204);
    expect(await assignmentsOf(t, id)).toEqual([]);
  });

  it("answers 404 for an unknown survey or another company's, which stays whole", async () => {
    expect((await remove(999_999)).json()).toEqual({ detail: 'Not found.' });
    const id = await seedSurvey(t, admin, { assignments: rows(['pending']) });
    await expectTenantIsolation({
      app: t.app,
      intruder: (await signUpCompany(t)).headers,
      byId: [
        { method: 'DELETE', url: `/survey/survey/${id}/` },
        { method: 'DELETE', url: `/survey/survey/${id}/?delete_answers=true` },
      ],
      snapshot: async () => [await surveyCounts(t), await assignmentsOf(t, id)],
    });
  });

  it('needs the survey area', async () => {
    const id = await seedSurvey(t, admin);
    expect((await remove(id, '', null)).statusCode).toBe(401);
    expect((await remove(id, '', await addSuperuser(t))).statusCode).toBe(403);
    expect((await remove(id, '', await employeeWith(t, admin))).statusCode).toBe(403);
    expect((await remove(id, '', await employeeWith(t, admin, { survey: true }))).statusCode).toBe(204);
  });
});
