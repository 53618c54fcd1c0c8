import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/sql';
import { ERASURE_WORDS } from '../../../server/privacy/person-data-messages';
import { PASSWORD, signUpCompany } from '../helpers/accounts';
import { appWith } from '../helpers/app-with';
import { auditLog, lastEntry } from '../helpers/audit';
import { activate, employeeWith, send } from '../helpers/employees';
import type { TestApp } from '../helpers/test-app';
import { personDataWorld, whereFound, type PersonDataWorld } from './person-data-world.fixtures';

/**
 * Erasing a person: nothing of theirs left anywhere (searched in every text and JSON column), their answers about
 * others kept as an anonymous rater's with the same figures, in one transaction, admins only, never the only admin.
 */
const { t, world, other } = appWith({ world: personDataWorld, other: personDataWorld });

const erase = (by: Parameters<typeof send>[1], employee: number) => send(t, by, 'POST', `/api/privacy/employees/${employee}/erase/`);
const hrReport = async (w: PersonDataWorld, ratee: number) => {
  const res = await send(t, w.hr, 'GET', `/feedback/survey/${w.survey}/ratee/${ratee}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const myReport = async (w: PersonDataWorld, who: 'ana' | 'ben') => {
  const res = await send(t, w[who].session, 'GET', `/feedback/my-reports/${w.survey}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The table digest of the other company: every row of every table that carries its company id. */
async function companyRows(tt: TestApp, companyId: number): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await tt.db.execute(sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'company_id'
      and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = rowsOf<{ n: number; h: string }>(
      await tt.db.execute(sql`select count(*)::int as n from ${sql.raw(`"${table_name}"`)} where company_id = ${companyId}`),
    );
    counts[table_name] = row!.n;
  }
  return counts;
}
const lastNameOf = (name: string) => name.split(' ').at(-1)!;

describe('POST /api/privacy/employees/{employee}/erase/', () => {
  it('erases a rater: no trace of them anywhere, the reports of the people they rated read the same', async () => {
    const peer = await activate(t, world.peer.email);
    // The reports read once before, so HR's and each ratee's ledgers hold the peer's key.
    const before = {
      ana: await hrReport(world, world.ana.employeeId),
      ben: await hrReport(world, world.ben.employeeId),
      anaOwn: await myReport(world, 'ana'),
      benOwn: await myReport(world, 'ben'),
    };
    // A sheet they had only started, on someone they were still to rate.
    await t.db.execute(sql`insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, status)
      values (${world.companyId}, ${world.survey}, ${world.w.people.Mo!.id}, ${world.peer.employeeId}, 'peer', 'draft')`);
    const otherBefore = await companyRows(t, other.companyId);
    await t.db.execute(sql`update users set contact_num = '+44 20 7946 0999' where id = ${world.peer.userId}`);
    const [fields] = rowsOf<{ emp_code: string; username: string; contact_num: string }>(
      await t.db.execute(
        sql`select e.emp_code, u.username, u.contact_num from employees e join users u on u.id = e.user_id where e.id = ${world.peer.employeeId}`,
      ),
    );
    expect(await whereFound(t, world.peer.email)).not.toEqual([]);
    expect(await whereFound(t, fields!.emp_code)).not.toEqual([]);

    const res = await erase(world.hr, world.peer.employeeId);
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json();
    expect(reference).toMatch(/^erasure-[0-9a-f]{20}$/);

    expect(await whereFound(t, world.peer.email)).toEqual([]);
    expect(await whereFound(t, world.peer.name)).toEqual([]);
    expect(await whereFound(t, lastNameOf(world.peer.name), 'word')).toEqual([]);
    expect(await whereFound(t, `e${world.peer.employeeId}`, 'word')).toEqual([]);
    for (const field of Object.values(fields!)) expect(await whereFound(t, field), field).toEqual([]);

    expect(await hrReport(world, world.ana.employeeId)).toEqual(before.ana);
    expect(await hrReport(world, world.ben.employeeId)).toEqual(before.ben);
    expect(await myReport(world, 'ana')).toEqual(before.anaOwn);
    expect(await myReport(world, 'ben')).toEqual(before.benOwn);
    // Their answers stay, as an anonymous rater's: no rater, one random key in both assignments.
    const kept = rowsOf<{ rater_id: number | null; rater_key: string }>(
      await t.db.execute(sql`select rater_id, rater_key from survey_assignments where survey_id = ${world.survey} and rater_key like 'z%'`),
    );
    // The two submitted sheets; the draft went.
    expect(kept).toHaveLength(2);
    expect(new Set(kept.map((k) => k.rater_key)).size).toBe(1);
    expect(kept.every((k) => k.rater_id === null)).toBe(true);

    // They cannot sign in, and the token they held is refused.
    expect((await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email: world.peer.email, password: PASSWORD } })).statusCode).toBe(400);
    expect((await send(t, peer, 'GET', '/api/auth-user/')).statusCode).toBe(401);

    // Recorded by whom and when, under the reference: never their name.
    const entry = await lastEntry(t, world.hr, 'person.erase');
    expect(entry).toMatchObject({ entity: 'erasure', entity_id: reference, after: { reference } });
    expect(JSON.stringify(await auditLog(t, world.hr))).not.toContain(world.peer.name);

    expect(await companyRows(t, other.companyId)).toEqual(otherBefore);
  });

  it('erases a ratee and coachee: their reports, plans and coaching go; the others’ benchmarks and reports stay', async () => {
    const benBefore = await hrReport(world, world.ben.employeeId);
    const res = await erase(world.hr, world.ana.employeeId);
    expect(res.statusCode, res.body).toBe(200);
    for (const needle of [world.ana.email, world.ana.name]) expect(await whereFound(t, needle)).toEqual([]);
    expect(await whereFound(t, lastNameOf(world.ana.name), 'word')).toEqual([]);
    const left = rowsOf<Record<string, number>>(
      await t.db.execute(sql`select
        (select count(*) from development_actions where id = ${world.action})::int as actions,
        (select count(*) from coaching_engagements where id in (${world.engagements.internal}, ${world.engagements.ended}))::int as engagements,
        (select count(*) from report_releases where company_id = ${world.companyId})::int as releases,
        (select count(*) from survey_assignments where survey_id = ${world.survey})::int as assignments,
        (select count(*) from survey_result_scores where survey_id = ${world.survey} and ratee_id is null)::int as anonymous_figures`),
    )[0]!;
    expect(left).toMatchObject({ actions: 0, engagements: 0, releases: 1, assignments: 5 });
    // Her frozen figures stay, unnamed, in the benchmarks Ben's report was shown.
    expect(left.anonymous_figures).toBeGreaterThan(0);
    expect(await hrReport(world, world.ben.employeeId)).toEqual(benBefore);
    expect((await send(t, world.hr, 'GET', `/feedback/survey/${world.survey}/ratee/${world.ana.employeeId}/`)).statusCode).toBe(404);
  });

  it('erases an internal coach: their coachee keeps the engagement, its sessions and notes, with nobody as coach', async () => {
    const res = await erase(other.hr, other.cora.employeeId);
    expect(res.statusCode, res.body).toBe(200);
    for (const needle of [other.cora.email, other.cora.name]) expect(await whereFound(t, needle)).toEqual([]);
    const [engagement] = rowsOf<{ status: string; notes: number }>(
      await t.db.execute(sql`select status, (select count(*) from coaching_notes n where n.engagement_id = g.id)::int as notes
        from coaching_engagements g where g.id = ${other.engagements.internal}`),
    );
    expect(engagement).toEqual({ status: 'ended', notes: 2 });
    expect((await send(t, other.ana.session, 'GET', `/coaching/engagements/${other.engagements.internal}/`)).statusCode).toBe(200);
  });

  it('refuses the caller themselves and the company’s only admin with the reason, and changes nothing', async () => {
    const company = await signUpCompany(t);
    const admin = await employeeWith(t, company);
    await t.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}`);
    const [row] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from employees where user_id = ${admin.userId}`));
    const self = await erase(admin, row!.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(ERASURE_WORDS.yourself);
    // The registering admin steps down: the employee is now the only admin.
    await t.db.execute(sql`update users set role = 'user' where id = ${company.userId}`);
    const only = await erase(admin, row!.id);
    expect(only.statusCode).toBe(409);
    expect(only.json().detail).toBe(ERASURE_WORDS.lastAdmin);
    expect(await whereFound(t, admin.email)).toContain('users.email');
  });

  it('keeps the audit log append-only: no UPDATE outside an erasure, and inside one only of who and what they held', async () => {
    const refusal = async (work: () => Promise<unknown>) => {
      try {
        await work();
        return 'done';
      } catch (err) {
        return `${String(err)} ${String((err as { cause?: unknown }).cause)}`;
      }
    };
    const company = world.companyId;
    expect(await refusal(() => t.db.execute(sql`update audit_log set actor = '' where company_id = ${company}`))).toContain('append-only');
    const changesAction = () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local app.audit_erasure = 'on'`);
        await tx.execute(sql`update audit_log set action = 'rewritten' where company_id = ${company}`);
      });
    expect(await refusal(changesAction)).toContain('append-only');
  });

  it('answers 403 to anyone but an admin, 404 for another company’s employee or none', async () => {
    const workforce = await employeeWith(t, other.hr, { workforce: true });
    expect((await erase(workforce, other.ben.employeeId)).statusCode).toBe(403);
    expect((await erase(other.ben.session, other.ben.employeeId)).statusCode).toBe(403);
    expect((await erase(other.hr, world.ben.employeeId)).statusCode).toBe(404);
    expect((await erase(other.hr, 2147483647)).statusCode).toBe(404);
    const stranger = await signUpCompany(t);
    expect((await erase(stranger, other.ben.employeeId)).statusCode).toBe(404);
    expect(await whereFound(t, other.ben.email)).toContain('users.email');
  });
});
