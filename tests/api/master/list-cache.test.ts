import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { competencyTypes, masterItems } from '../../../server/db/schema';
import type { Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { listItem, send } from '../helpers/employees';

/**
 * A process keeps the pages of company lists it answered and serves one again while the
 * list's version, read in the request's own statement, is unchanged (list-statement.ts).
 * Writes straight to the database stand for another process, or any writer that is not the
 * API: the next request must show them.
 */
const { t, hr: admin, other } = twoCompanies();
beforeAll(async () => {
  await listItem(t, admin, 'designation', 'Engineer');
  await listItem(t, other, 'designation', 'Their own');
});

const names = async (s: Session, url = '/api/designation/') => {
  const res = await send(t, s, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return { names: (res.json() as Array<{ name: string }>).map((r) => r.name), total: res.headers['x-total-count'] };
};
const companyOf = async (s: Session) => (await send(t, s, 'GET', '/api/auth-user/')).json().company.id as number;

describe('a company list kept by the process', () => {
  it('shows rows inserted, renamed, archived and deleted behind its back on the next request', async () => {
    expect(await names(admin)).toEqual({ names: ['Engineer'], total: '1' });
    expect(await names(admin)).toEqual({ names: ['Engineer'], total: '1' });
    const company = await companyOf(admin);
    const [added] = await t.db.insert(masterItems).values({ companyId: company, list: 'designation', name: 'Analyst' }).returning();
    expect(await names(admin)).toEqual({ names: ['Engineer', 'Analyst'], total: '2' });
    await t.db.update(masterItems).set({ name: 'Data analyst' }).where(eq(masterItems.id, added!.id));
    expect((await names(admin)).names).toEqual(['Engineer', 'Data analyst']);
    await t.db.update(masterItems).set({ archivedAt: new Date() }).where(eq(masterItems.id, added!.id));
    expect((await names(admin, '/api/designation/?archived=false')).names).toEqual(['Engineer']);
    expect((await names(admin, '/api/designation/?archived=true')).names).toEqual(['Data analyst']);
    await t.db.delete(masterItems).where(eq(masterItems.id, added!.id));
    expect(await names(admin)).toEqual({ names: ['Engineer'], total: '1' });
  });

  it('keeps each query and each company apart', async () => {
    await listItem(t, admin, 'designation', 'Designer');
    expect((await names(admin, '/api/designation/?search=des')).names).toEqual(['Designer']);
    expect((await names(admin, '/api/designation/?ordering=-name')).names).toEqual(['Engineer', 'Designer']);
    expect((await names(admin, '/api/designation/?limit=1&offset=1')).names).toEqual(['Designer']);
    expect((await names(admin, '/api/designation/?limit=1&offset=1')).total).toBe('2');
    expect((await names(admin, '/api/department/')).names).toEqual([]);
    expect((await names(other)).names).toEqual(['Their own']);
    expect((await names(other)).names).toEqual(['Their own']);
    expect((await names(admin)).names).toEqual(['Engineer', 'Designer']);
  });

  it('is the same for competency types', async () => {
    const url = '/competency/type/';
    const created = await send(t, admin, 'POST', url, { name: 'Core' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await names(admin, url)).names).toEqual(['Core']);
    expect((await names(admin, url)).names).toEqual(['Core']);
    const company = await companyOf(admin);
    await t.db
      .update(competencyTypes)
      .set({ name: 'Core values' })
      .where(and(eq(competencyTypes.companyId, company), eq(competencyTypes.name, 'Core')));
    expect((await names(admin, url)).names).toEqual(['Core values']);
    expect((await names(other, url)).names).toEqual([]);
  });
});
