import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, moveEmployee, send } from '../helpers/employees';
import { people } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** My team's skip-level people: the tree below the caller's direct reports, and nothing beyond it. */
let t: TestApp;
let hr: Session;
let p: Awaited<ReturnType<typeof people>>;
const as: Record<string, Session> = {};

beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Initech' });
  // Bo manages Ana and Cy; Ana manages Ivy and Jo; Ivy manages Kim; Hal stands apart.
  p = await people(t, hr, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Hal Oak', 'Ivy Fox', 'Jo Ray', 'Kim Sun']);
  const tree: Array<[string, string]> = [
    ['Ana', 'Bo'],
    ['Cy', 'Bo'],
    ['Ivy', 'Ana'],
    ['Jo', 'Ana'],
    ['Kim', 'Ivy'],
  ];
  for (const [who, manager] of tree) await moveEmployee(t, hr, p[who]!.id, p[manager]!.id);
  for (const name of ['Ana', 'Bo', 'Ivy', 'Kim', 'Hal']) as[name] = await activate(t, p[name]!.email);
});
afterAll(async () => {
  await t.close();
});

type Overview = { members: Array<{ id: number; name: string }>; skip_level: Array<{ id: number; name: string; manager: { id: number; name: string } }> };
const overview = async (s: Session): Promise<Overview> => {
  const res = await send(t, s, 'GET', '/team/overview/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const skip = (o: Overview) => o.skip_level.map((m) => [m.name, m.manager.name]);

describe('GET /team/overview/ skip_level', () => {
  it('lists everyone below the direct reports, nearest level first, each with their manager', async () => {
    const bo = await overview(as.Bo!);
    expect(bo.members.map((m) => m.name)).toEqual(['Ana Lee', 'Cy Park']);
    expect(skip(bo)).toEqual([
      ['Ivy Fox', 'Ana Lee'],
      ['Jo Ray', 'Ana Lee'],
      ['Kim Sun', 'Ivy Fox'],
    ]);
    expect(bo.skip_level[0]).toEqual({ id: p.Ivy!.id, name: 'Ivy Fox', designation: null, manager: { id: p.Ana!.id, name: 'Ana Lee' } });
  });

  it('never reaches above or beside the caller: a manager sees only their own subtree', async () => {
    const ana = await overview(as.Ana!);
    expect(ana.members.map((m) => m.name)).toEqual(['Ivy Fox', 'Jo Ray']);
    expect(skip(ana)).toEqual([['Kim Sun', 'Ivy Fox']]);
    expect(JSON.stringify(ana)).not.toMatch(/Bo Chen|Cy Park|Hal Oak/);
    expect(skip(await overview(as.Ivy!))).toEqual([]);
    expect(await overview(as.Kim!)).toMatchObject({ members: [], skip_level: [] });
    expect(await overview(as.Hal!)).toMatchObject({ members: [], skip_level: [] });
  });

  it('follows the tree as it is today', async () => {
    await moveEmployee(t, hr, p.Kim!.id, p.Hal!.id);
    expect(skip(await overview(as.Bo!))).toEqual([
      ['Ivy Fox', 'Ana Lee'],
      ['Jo Ray', 'Ana Lee'],
    ]);
    await moveEmployee(t, hr, p.Kim!.id, p.Ivy!.id);
  });

  it('shows another company nothing of this tree, and this one nothing of theirs', async () => {
    const other = await signUpCompany(t, { company_name: 'Umbrella' });
    const theirs = await people(t, other, ['Zed Ames', 'Yu Bell', 'Xi Cole']);
    await moveEmployee(t, other, theirs.Yu!.id, theirs.Zed!.id);
    await moveEmployee(t, other, theirs.Xi!.id, theirs.Yu!.id);
    const zed = await activate(t, theirs.Zed!.email);
    const seen = await overview(zed);
    expect(skip(seen)).toEqual([['Xi Cole', 'Yu Bell']]);
    const ours = Object.values(p).map((x) => x.id);
    expect(seen.skip_level.filter((m) => ours.includes(m.id))).toEqual([]);
    expect(JSON.stringify(await overview(as.Bo!))).not.toMatch(/Zed Ames|Yu Bell|Xi Cole/);
  });
});
