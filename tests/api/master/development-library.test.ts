import { describe, expect, it } from 'vitest';
import type { LibraryActionRow } from '../../../schemas/development-library';
import { PROFICIENCY_LEVELS } from '../../../schemas/survey';
import { STARTER_ACTIONS } from '../../../server/library/starter-actions';
import { STARTER_LIBRARY } from '../../../server/library/starter-library';
import type { Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';

/** The development action library (issue 40): the starter actions a library load brings, and the list's rules. */
const { t, hr, other } = twoCompanies();

const LIBRARY = '/competency/development-actions/';
const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });
const rows = async (s: Session) => (await call(s, 'GET', LIBRARY)).json() as LibraryActionRow[];

describe('the starter actions', () => {
  it('ships two or three concrete actions for every competency of the starter library', () => {
    const titles = STARTER_LIBRARY.flatMap((type) => type.competencies.map((c) => c.title));
    expect(Object.keys(STARTER_ACTIONS).sort()).toEqual([...titles].sort());
    for (const actions of Object.values(STARTER_ACTIONS)) {
      expect(actions.length).toBeGreaterThanOrEqual(2);
      expect(actions.length).toBeLessThanOrEqual(3);
      for (const a of actions) {
        expect(a.description.length).toBeGreaterThan(40);
        expect(a.level === null || PROFICIENCY_LEVELS.includes(a.level)).toBe(true);
      }
    }
  });

  it('come with the competencies a library load adds, in its transaction, and a second load adds none', async () => {
    expect((await call(hr, 'POST', '/competency/starter-library/')).statusCode).toBe(200);
    const competencies = (await call(hr, 'GET', '/competency/list/')).json() as Array<{ id: number; title: string }>;
    const loaded = await rows(hr);
    const expected = Object.values(STARTER_ACTIONS).flat().length;
    expect(loaded).toHaveLength(expected);
    const integrity = competencies.find((c) => c.title === 'Integrity')!;
    expect(loaded.filter((a) => a.competency === integrity.id).map((a) => a.title)).toEqual(STARTER_ACTIONS.Integrity!.map((a) => a.title));
    expect((await call(hr, 'POST', '/competency/starter-library/')).statusCode).toBe(200);
    expect(await rows(hr)).toHaveLength(expected);
    expect(await rows(other)).toEqual([]);
  });
});

describe('/competency/development-actions/', () => {
  it('adds, refuses another company’s competency and a duplicate title, archives, and deletes an unused action', async () => {
    const competency = ((await call(hr, 'GET', '/competency/list/')).json() as Array<{ id: number }>)[0]!.id;
    const made = await call(hr, 'POST', LIBRARY, { competency, level: 'expert', title: '  Lead a guild  ', description: 'Monthly.' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ id: expect.any(Number), competency, level: 'expert', title: 'Lead a guild', description: 'Monthly.', archived_at: null });
    const again = await call(hr, 'POST', LIBRARY, { competency, level: null, title: 'lead a guild' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ title: ['This competency already has an action with this title.'] });
    const theirs = await call(other, 'POST', LIBRARY, { competency, level: null, title: 'Borrowed' });
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json())).toEqual(['competency']);
    expect((await call(hr, 'POST', LIBRARY, { competency, level: 'advanced', title: 'Bad level' })).statusCode).toBe(400);
    const id = made.json().id as number;
    const archived = await call(hr, 'POST', `${LIBRARY}${id}/archive/`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect((await call(hr, 'DELETE', `${LIBRARY}${id}/`)).statusCode).toBe(204);
    expect((await call(hr, 'GET', `${LIBRARY}${id}/`)).statusCode).toBe(404);
  });
});
