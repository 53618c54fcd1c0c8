import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { people, seedSurvey } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
/** The same data, served by a process whose mail server refuses everything. */
let down: TestApp;
let admin: Session;
let intruder: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  down = await buildTestApp({
    handle: t.handle,
    clock: t.clock,
    mail: { retrySeconds: [30] },
    transport: {
      deliver: async () => {
        throw new Error('550 5.1.1 Mailbox unavailable');
      },
    },
  });
  admin = await signUpCompany(t, { company_name: 'Initech' });
  intruder = await signUpCompany(t, { company_name: 'Globex' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park']);
});
afterAll(async () => {
  await down.close();
  await t.close();
});

const failures = (id: number, by: Session = admin) => send(t, by, 'GET', `/survey/survey/${id}/mail-failures/`);

describe('the mails of a survey that did not go out', () => {
  it('lists the invitations being retried and those that failed for good, never the sent ones', async () => {
    const id = await seedSurvey(t, admin, {
      title: 'Bounced review',
      assignments: [
        { ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer' },
        { ratee: p.Ana!.id, rater: p.Cy!.id, relationship: 'peer' },
      ],
    });
    expect((await failures(id)).json()).toEqual([]);
    const invited = await send(down, admin, 'POST', '/survey/send-email/', { survey_id: id });
    expect(invited.json().sent).toBe(2);
    await down.mailer.flush();

    let res = await failures(id);
    expect(res.statusCode, res.body).toBe(200);
    const retrying = res.json() as Array<Record<string, unknown>>;
    expect(retrying.map((f) => f.to).sort()).toEqual([p.Bo!.email, p.Cy!.email].sort());
    for (const f of retrying) {
      expect(f).toMatchObject({ subject: 'Please give your feedback: Bounced review', attempts: 1, error: '550 5.1.1 Mailbox unavailable', failed_at: null });
      expect(new Date(f.next_attempt_at as string).getTime()).toBeGreaterThan(t.clock.now().getTime() + 25_000);
    }

    // Bo's mail goes at its next attempt; Cy's is refused again, the last time.
    t.clock.advance(31_000);
    await t.db.update(outbox).set({ sentAt: t.clock.now(), error: null }).where(eq(outbox.to, p.Bo!.email));
    await down.mailer.flush();

    res = await failures(id);
    const [cy, ...rest] = res.json() as Array<Record<string, unknown>>;
    expect(rest).toEqual([]);
    expect(cy).toMatchObject({ to: p.Cy!.email, attempts: 2, error: '550 5.1.1 Mailbox unavailable', next_attempt_at: null });
    expect(cy!.failed_at).toEqual(expect.any(String));
  });

  it("answers 404 for another company's survey and shows nothing of it; 403 without the survey area", async () => {
    const id = await seedSurvey(t, admin, { assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer' }] });
    await send(down, admin, 'POST', '/survey/send-email/', { survey_id: id });
    await down.mailer.flush();
    expect((await failures(id)).json()).toHaveLength(1);
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [{ method: 'GET', url: `/survey/survey/${id}/mail-failures/` }],
      snapshot: async () => (await failures(id)).json(),
    });
    const employee = await employeeWith(t, admin, { workforce: true });
    expect((await failures(id, employee)).statusCode).toBe(403);
    expect((await failures(2_147_483_648)).statusCode).toBe(404);
  });
});
