import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../../server/db/schema';
import { addSuperuser, addUser, counts, type Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { listSpecs, post } from '../helpers/company-list-specs';
import { expectTenantIsolation } from '../helpers/tenant-isolation';

/** Every company list (groups… statements), the same contract for each. */
const { t, hr: owner, other: intruder } = twoCompanies();

describe.each(listSpecs.map((s) => [s.path, s] as const))('%s/', (path, spec) => {
  let ctx: Record<string, unknown>;
  let n = 0;
  const next = () => spec.valid(ctx, (n += 1));
  const url = (id?: number | string) => (id === undefined ? `${path}/` : `${path}/${id}/`);
  const send = (s: Session, method: 'POST' | 'PUT' | 'DELETE' | 'GET', target: string, payload?: object) =>
    t.app.inject({ method, url: target, payload, headers: s.headers });
  beforeAll(async () => {
    ctx = await spec.prepare(t, owner);
  });

  it('creates, reads, updates and deletes, trimming what is typed', async () => {
    const body = next();
    const padded = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? `  ${v}  ` : v]));
    const created = await post(t, owner, url(), padded);
    // The competency lists also carry their translations (issue 42): none were sent, so none are kept.
    const none = 'translations' in created ? { translations: {} } : {};
    expect(created).toEqual({ id: expect.any(Number), ...body, archived_at: null, ...none });
    const list = await send(owner, 'GET', url());
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    expect(Number(list.headers['x-total-count'])).toBe(list.json().length);

    const changed = next();
    const updated = await send(owner, 'PUT', url(created.id), changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id: created.id, ...changed, archived_at: null, ...none });
    expect((await send(owner, 'GET', url())).json()).toContainEqual({ id: created.id, ...changed, archived_at: null, ...none });

    expect((await send(owner, 'DELETE', url(created.id))).statusCode).toBe(204);
    expect((await send(owner, 'GET', url())).json().map((r: { id: number }) => r.id)).not.toContain(created.id);
    expect((await send(owner, 'DELETE', url(created.id))).statusCode).toBe(404);
    expect((await send(owner, 'PUT', url(created.id), changed)).statusCode).toBe(404);
  });

  it('refuses a duplicate, also in another case with spaces around, and changes nothing', async () => {
    const first = next();
    const kept = await post(t, owner, url(), first);
    const other = await post(t, owner, url(), next());
    const before = await counts(t.db);
    for (const body of [first, spec.shouted(first)]) {
      const res = await send(owner, 'POST', url(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toEqual([spec.duplicateField]);
      expect(res.json()[spec.duplicateField][0]).toMatch(/already (exists|has)/);
    }
    const rename = await send(owner, 'PUT', url(other.id), spec.shouted(first));
    expect(rename.statusCode).toBe(400);
    expect(await counts(t.db)).toEqual(before);
    // The item itself, in another case, is no clash.
    expect((await send(owner, 'PUT', url(kept.id), spec.shouted(first))).statusCode).toBe(200);
  });

  it('refuses bad input with 400 at the field and changes nothing', async () => {
    const target = await post(t, owner, url(), next());
    const before = await counts(t.db);
    const snapshot = await spec.snapshot(t, owner.companyId!);
    for (const [payload, field, message] of spec.bad(ctx)) {
      for (const [method, target2] of [
        ['POST', url()],
        ['PUT', url(target.id)],
      ] as const) {
        const res = await send(owner, method, target2, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json()[field], `${method} ${JSON.stringify(payload)}: ${res.body}`).toEqual([message]);
      }
    }
    expect(await counts(t.db)).toEqual(before);
    expect(await spec.snapshot(t, owner.companyId!)).toEqual(snapshot);
  });

  it("answers 404 for another company's ids and never shows its rows", async () => {
    const ids = [(await post(t, owner, url(), next())).id, (await post(t, owner, url(), next())).id];
    const theirs = await spec.prepare(t, intruder);
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: ids.flatMap((id) => [
        { method: 'PUT' as const, url: url(id), payload: spec.valid(theirs, 900 + id) },
        { method: 'DELETE' as const, url: url(id) },
      ]),
      lists: [{ url: url(), ownerIds: ids }],
      snapshot: () => spec.snapshot(t, owner.companyId!),
    });
  });

  it('lets only users with the master permission write, and no one outside a company', async () => {
    const [item] = (await send(owner, 'GET', url())).json();
    const employee = await addUser(t, owner);
    const planner = await addUser(t, owner);
    await t.db.update(permissions).set({ survey: true }).where(eq(permissions.userId, planner.userId));
    const ops = await addSuperuser(t);
    const before = await counts(t.db);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await send(employee, 'GET', url())).statusCode).toBe(403);
    expect((await send(planner, 'GET', url())).statusCode).toBe(200);
    expect((await send(ops, 'GET', url())).statusCode).toBe(403);
    for (const s of [employee, planner, ops]) {
      for (const [method, target, payload] of [
        ['POST', url(), next()],
        ['PUT', url(item.id), next()],
        ['DELETE', url(item.id)],
      ] as const) {
        const res = await send(s, method, target, payload);
        expect(res.statusCode, `${method} by ${s.email}`).toBe(403);
      }
    }
    expect(await counts(t.db)).toEqual(before);
  });
});
