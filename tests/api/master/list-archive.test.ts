import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../../server/db/schema';
import { addUser, counts, type Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { listSpecs, post } from '../helpers/company-list-specs';

/** Archiving: the way out when an item in use cannot be deleted, the same for every company list. */
const { t, hr: owner, other: intruder } = twoCompanies();

type Row = { id: number; archived_at: string | null };

describe.each(listSpecs.map((s) => [s.path, s] as const))('%s/{id}/archive/ and restore/', (path, spec) => {
  let ctx: Record<string, unknown>;
  let n = 0;
  const send = (s: Session, method: 'POST' | 'GET', url: string) => t.app.inject({ method, url, headers: s.headers });
  const ids = async (url: string) => ((await send(owner, 'GET', url)).json() as Row[]).map((r) => r.id);
  beforeAll(async () => {
    ctx = await spec.prepare(t, owner);
  });

  it('archives (twice is fine) and restores; the default read keeps it, ?archived=false leaves it out', async () => {
    const item = await post(t, owner, `${path}/`, spec.valid(ctx, (n += 1)));
    const archived = await send(owner, 'POST', `${path}/${item.id}/archive/`);
    expect(archived.statusCode, archived.body).toBe(200);
    const at = (archived.json() as Row).archived_at;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const again = await send(owner, 'POST', `${path}/${item.id}/archive/`);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Row).archived_at).toBe(at);

    const all = (await send(owner, 'GET', `${path}/`)).json() as Row[];
    expect(all.find((r) => r.id === item.id)?.archived_at).toBe(at);
    expect(await ids(`${path}/?archived=false`)).not.toContain(item.id);
    expect(await ids(`${path}/?archived=true`)).toEqual([item.id]);

    const restored = await send(owner, 'POST', `${path}/${item.id}/restore/`);
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as Row).archived_at).toBeNull();
    expect(await ids(`${path}/?archived=false`)).toContain(item.id);
  });

  it("answers 404 for another company's item, or none, and changes nothing", async () => {
    const item = await post(t, owner, `${path}/`, spec.valid(ctx, (n += 1)));
    const before = await spec.snapshot(t, owner.companyId!);
    for (const action of ['archive', 'restore']) {
      expect((await send(intruder, 'POST', `${path}/${item.id}/${action}/`)).statusCode).toBe(404);
      expect((await send(owner, 'POST', `${path}/99999999/${action}/`)).statusCode).toBe(404);
    }
    expect(await spec.snapshot(t, owner.companyId!)).toEqual(before);
  });

  it('needs the master permission', async () => {
    const item = await post(t, owner, `${path}/`, spec.valid(ctx, (n += 1)));
    const employee = await addUser(t, owner);
    const planner = await addUser(t, owner);
    await t.db.update(permissions).set({ survey: true }).where(eq(permissions.userId, planner.userId));
    const before = await counts(t.db);
    const snapshot = await spec.snapshot(t, owner.companyId!);
    for (const s of [employee, planner]) {
      for (const action of ['archive', 'restore']) expect((await send(s, 'POST', `${path}/${item.id}/${action}/`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `${path}/${item.id}/archive/` })).statusCode).toBe(401);
    expect(await counts(t.db)).toEqual(before);
    expect(await spec.snapshot(t, owner.companyId!)).toEqual(snapshot);
  });
});
