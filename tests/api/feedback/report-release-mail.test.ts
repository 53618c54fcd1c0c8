import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema';
import * as cases from '../../unit/scoring-cases';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { scoringFixture, type Fixture } from '../helpers/scoring-fixture';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A ratee is mailed once when their report is first released to them, in the release's transaction. */
let t: TestApp;
let admin: Session;
let f: Fixture;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Hooli' });
  f = await scoringFixture(t, admin, {
    ...cases.weighted,
    title: 'Release 360',
    ratees: [...cases.weighted.ratees, { name: 'Nia', raters: [{ name: 'Max', relationship: 'manager', answers: [1, 3, 4, 2] }] }],
  });
});
afterAll(async () => {
  await t.close();
});

const release = (released: boolean, ratees?: number[]) =>
  send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released, ...(ratees && { ratees }) });
const releaseMails = () => t.db.select().from(outbox).where(like(outbox.subject, 'Your feedback report is ready: %')).orderBy(outbox.id);

describe('the release mail', () => {
  it('goes to each ratee released, with the link to their report under My feedback', async () => {
    const res = await release(true, [f.employees.Rhea!]);
    expect(res.json()).toEqual({ changed: 1 });
    const mails = await releaseMails();
    expect(mails.map((m) => m.to)).toEqual([f.emails.Rhea]);
    expect(mails[0]).toMatchObject({ subject: 'Your feedback report is ready: Release 360', surveyId: f.surveyId, companyId: admin.companyId });
    expect(mails[0]!.text).toContain('Hooli has released your feedback report of the survey "Release 360".');
    expect(mails[0]!.text).toContain(`http://app.test/portrayal/user/my-feedback/${f.surveyId}`);
    expect(mails[0]!.html).toContain(`<a href="http://app.test/portrayal/user/my-feedback/${f.surveyId}">`);
  });

  it('is not sent twice: releasing again, or taking back and releasing again, mails only those never told', async () => {
    await release(true);
    expect((await releaseMails()).map((m) => m.to).sort()).toEqual([f.emails.Rhea, f.emails.Nia].sort());
    await release(true);
    await release(false);
    expect((await release(true)).json()).toEqual({ changed: 2 });
    expect(await releaseMails()).toHaveLength(2);
  });

  it('is not sent when taking back, nor for a refused release', async () => {
    const ids = async () => (await t.db.select({ id: outbox.id }).from(outbox).orderBy(outbox.id)).map((m) => m.id);
    const before = await ids();
    await release(false);
    const refused = await release(true, [999_999]);
    expect(refused.statusCode).toBe(400);
    expect(await ids()).toEqual(before);
  });
});
