import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competencyStatements } from '../../../server/db/schema';
import { counts, type Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { post } from '../helpers/company-list-specs';

/** The rules between types, competencies and statements (README: in-use rules). */
const { t, hr, other } = twoCompanies();

const send = (s: Session, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: s.headers });

async function model(s: Session, label: string) {
  const type = (await post(t, s, '/competency/type/', { name: `${label} type` })).id;
  const competency = (await post(t, s, '/competency/list/', { type, title: `${label} competency`, defination: 'Means well.' })).id;
  const statements = [];
  for (const text of ['Listens.', 'Explains.', 'Follows up.']) {
    statements.push((await post(t, s, '/competency/statements/', { type, competency_title: competency, statement: text })).id);
  }
  return { type, competency, statements };
}

describe('in-use rules', () => {
  it('refuses to delete a type its competencies use, naming how many', async () => {
    const { type } = await model(hr, 'Used');
    await post(t, hr, '/competency/list/', { type, title: 'Second', defination: 'Another.' });
    const before = await counts(t.db);
    const res = await send(hr, 'DELETE', `/competency/type/${type}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['This competency type is still used by 2 competencies. Move or remove what uses it first, or archive it to stop offering it.'],
    });
    expect(await counts(t.db)).toEqual(before);
  });

  it('deletes a competency with its statements, in one statement', async () => {
    const { competency, statements } = await model(hr, 'Cascade');
    expect((await send(hr, 'DELETE', `/competency/list/${competency}/`)).statusCode).toBe(204);
    const left = await t.db.select().from(competencyStatements).where(eq(competencyStatements.competencyId, competency));
    expect(left).toEqual([]);
    const listed = (await send(hr, 'GET', '/competency/statements/')).json().map((s: { id: number }) => s.id);
    for (const id of statements) expect(listed).not.toContain(id);
  });

  it('moves the statements when their competency moves to another type', async () => {
    const { competency } = await model(hr, 'Moving');
    const target = (await post(t, hr, '/competency/type/', { name: 'Target type' })).id;
    const moved = await send(hr, 'PUT', `/competency/list/${competency}/`, { type: target, title: 'Moving competency', defination: 'Means well.' });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = (await send(hr, 'GET', '/competency/statements/')).json().filter((s: { competency_title: number }) => s.competency_title === competency);
    expect(rows.map((s: { type: number }) => s.type)).toEqual([target, target, target]);
  });

  it('deletes an unused type', async () => {
    const type = (await post(t, hr, '/competency/type/', { name: 'Unused' })).id;
    expect((await send(hr, 'DELETE', `/competency/type/${type}/`)).statusCode).toBe(204);
  });
});

describe('references between rows', () => {
  it('refuses a statement whose competency is of another type', async () => {
    const a = await model(hr, 'Alpha');
    const b = await model(hr, 'Beta');
    const res = await send(hr, 'POST', '/competency/statements/', { type: a.type, competency_title: b.competency, statement: 'Mixed.' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ competency_title: ['This competency is not of the chosen type.'] });
  });

  it("answers another company's type or competency as an invalid choice, not as data", async () => {
    const theirs = await model(other, 'Theirs');
    const mine = await model(hr, 'Mine');
    const before = await counts(t.db);
    const invalid = 'Select a valid choice. That choice is not one of the available choices.';
    const competency = await send(hr, 'POST', '/competency/list/', { type: theirs.type, title: 'Sneaky', defination: 'x' });
    expect(competency.json()).toEqual({ type: [invalid] });
    const moved = await send(hr, 'PUT', `/competency/list/${mine.competency}/`, { type: theirs.type, title: 'Sneaky', defination: 'x' });
    expect(moved.json()).toEqual({ type: [invalid] });
    const statement = await send(hr, 'POST', '/competency/statements/', { type: mine.type, competency_title: theirs.competency, statement: 'x' });
    expect(statement.json()).toEqual({ competency_title: [invalid] });
    expect(await counts(t.db)).toEqual(before);
  });

  it('counts a competency as a duplicate only when title, type and definition all match', async () => {
    const one = (await post(t, hr, '/competency/type/', { name: 'Dup one' })).id;
    const two = (await post(t, hr, '/competency/type/', { name: 'Dup two' })).id;
    await post(t, hr, '/competency/list/', { type: one, title: 'Listening', defination: 'Hears others out.' });
    await post(t, hr, '/competency/list/', { type: two, title: 'Listening', defination: 'Hears others out.' });
    await post(t, hr, '/competency/list/', { type: one, title: 'Listening', defination: 'Something else.' });
    const dup = await send(hr, 'POST', '/competency/list/', { type: one, title: ' LISTENING', defination: 'hears others out. ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ title: ['A competency with this title, type and definition already exists.'] });
  });
});

it('lets only one of two racing requests for the same name win', async () => {
  const before = await counts(t.db);
  const answers = await Promise.all(['Racing', ' racing ', 'RACING'].map((name) => send(hr, 'POST', '/api/designation/', { name })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
  expect((await counts(t.db)).masterItems).toBe(before.masterItems! + 1);
});
