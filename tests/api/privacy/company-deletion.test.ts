import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../../server/cli/demo';
import { ADMIN } from '../../../server/cli/demo/company';
import { rowsOf } from '../../../server/db/sql';
import { auth, signIn, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { buildEstate, type Estate } from '../proof/world/estate';
import { accountRowCounts, companyRowCounts } from './company-tables';

/** DELETE /api/company/ (issue 43): every row of the company, in every table, and nothing of another. */
let t: TestApp;
let own: Estate;
let other: Estate;
const SLOW = 240_000;

beforeAll(async () => {
  t = await buildTestApp();
  own = await buildEstate(t, { key: 'own', marker: 'Alder', company: 'Alder Works', members: { employee: 'default', 'employee+survey': ['survey'] } });
  other = await buildEstate(t, { key: 'other', marker: 'Zorro', company: 'Zorro Holdings', members: { employee: 'default' } });
  // A queued mail nobody has sent yet, and a counter naming an address: rows found by the address, not by a key.
  expect((await send(t, null, 'POST', '/api/request-password-reset/', { email: own.colleague.email })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email: own.members.employee!.email, password: 'not it' } })).statusCode).toBe(
    400,
  );
}, SLOW);
afterAll(async () => {
  await t.close();
});

const accountsOf = async (companyId: number) =>
  rowsOf<{ id: number; email: string }>(await t.db.execute(sql`select id, email from users where company_id = ${companyId}`));

/** Everything the proof counts for a company: its rows in every table with a company column, and its accounts' rows. */
async function everythingOf(companyId: number, accounts: Array<{ id: number; email: string }>) {
  const byAccount = await accountRowCounts(
    t.db,
    accounts.map((a) => a.id),
    accounts.map((a) => a.email),
  );
  return { ...(await companyRowCounts(t.db, companyId)), ...Object.fromEntries(Object.entries(byAccount).map(([k, n]) => [`accounts' ${k}`, n])) };
}

const remove = (by: Session | null, name: string) => send(t, by, 'DELETE', '/api/company/', { name });
const signedIn = async (s: Session) => (await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: s.headers })).statusCode;

describe('deleting a company', () => {
  it('changes nothing for a wrong name, an employee, another company’s admin or no one', async () => {
    const ownAccounts = await accountsOf(own.companyId);
    const before = { own: await everythingOf(own.companyId, ownAccounts), other: await everythingOf(other.companyId, await accountsOf(other.companyId)) };

    const wrong = await remove(own.admin, 'alder works');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['name']);
    expect((await remove(own.admin, 'Alder Works ')).statusCode).toBe(400);
    expect((await remove(own.members['employee+survey']!.session, 'Alder Works')).statusCode).toBe(403);
    expect((await remove(own.members.employee!.session, 'Alder Works')).statusCode).toBe(403);
    // Another company's admin typing this company's name is asked for their own company's.
    expect((await remove(other.admin, 'Alder Works')).statusCode).toBe(400);
    expect((await remove(null, 'Alder Works')).statusCode).toBe(401);

    expect({ own: await everythingOf(own.companyId, ownAccounts), other: await everythingOf(other.companyId, await accountsOf(other.companyId)) }).toEqual(
      before,
    );
  });

  it('removes every row of the company from every table in one go, ends its sessions, and leaves another company whole', async () => {
    const ownAccounts = await accountsOf(own.companyId);
    const otherAccounts = await accountsOf(other.companyId);
    const before = await everythingOf(own.companyId, ownAccounts);
    const filled = Object.entries(before).filter(([, n]) => n > 0);
    // The estate fills most of the schema: lists, people, surveys, answers, reports, actions, sessions, links, mail, audit.
    expect(filled.length, JSON.stringify(before)).toBeGreaterThanOrEqual(25);
    const otherBefore = await everythingOf(other.companyId, otherAccounts);
    expect(await signedIn(own.admin)).toBe(200);
    expect(await signedIn(own.members.employee!.session)).toBe(200);

    const res = await remove(own.admin, 'Alder Works');
    expect(res.statusCode, res.body).toBe(200);
    const deleted = res.json().deleted_rows as Record<string, number>;
    expect(deleted).toMatchObject({ companies: 1, survey_answers: before.survey_answers, employees: before.employees });

    const after = await everythingOf(own.companyId, ownAccounts);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await everythingOf(other.companyId, otherAccounts)).toEqual(otherBefore);

    expect(await signedIn(own.admin)).toBe(401);
    expect(await signedIn(own.members.employee!.session)).toBe(401);
    expect(await signedIn(other.admin)).toBe(200);
    // The platform keeps one line: which company went and how many rows, no name, address or content.
    const [line] = rowsOf<{ company_id: number | null; actor: string; after: { deleted_rows: Record<string, number> } }>(
      await t.db.execute(sql`select company_id, actor, after from audit_log where action = 'company.delete' and entity_id = ${String(own.companyId)}`),
    );
    expect(line).toMatchObject({ company_id: null, after: { deleted_rows: { companies: 1 } } });
    expect(JSON.stringify(line)).not.toMatch(/Alder/i);
  });

  it(
    'removes the demo company whole (250 people, four surveys answered), as the demo seeder’s reset now does',
    async () => {
      const seeded = await seedDemo(t.db, { now: t.clock.now() });
      const admin = { headers: auth(await signIn(t, ADMIN.email, DEMO_PASSWORD)) } as Session;
      const accounts = await accountsOf(seeded.companyId);
      const before = await everythingOf(seeded.companyId, accounts);
      expect(before).toMatchObject({ employees: 250, surveys: 4 });
      const otherAccounts = await accountsOf(other.companyId);
      const otherBefore = await everythingOf(other.companyId, otherAccounts);

      const [company] = rowsOf<{ name: string }>(await t.db.execute(sql`select name from companies where id = ${seeded.companyId}`));
      expect((await remove(admin, company!.name)).statusCode).toBe(200);
      expect(Object.entries(await everythingOf(seeded.companyId, accounts)).filter(([, n]) => n > 0)).toEqual([]);
      expect(await everythingOf(other.companyId, otherAccounts)).toEqual(otherBefore);
    },
    SLOW,
  );
});
