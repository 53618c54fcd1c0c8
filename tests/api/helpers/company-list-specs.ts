import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { competencies, competencyStatements, competencyTypes, masterItems } from '../../../server/db/schema';
import type { Session } from './accounts';
import type { TestApp } from './test-app';

type Payload = Record<string, unknown>;

/** How to test one company list generically: what a valid body looks like, and how it goes wrong. */
export interface ListSpec {
  path: string;
  /** The field a duplicate is reported at. */
  duplicateField: string;
  /** Rows the list needs first (a competency needs a type…), made in the owner's company. */
  prepare(t: TestApp, s: Session): Promise<Payload>;
  /** A valid body, different for each n. */
  valid(ctx: Payload, n: number): Payload;
  /** The same item as `valid` written in another case with spaces around. */
  shouted(body: Payload): Payload;
  bad(ctx: Payload): Array<[Payload, string, string]>;
  /** The owner's rows of this list, to compare before and after. */
  snapshot(t: TestApp, companyId: number): Promise<unknown>;
}

export async function post(t: TestApp, s: Session, url: string, payload: Payload) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: s.headers });
  expect(res.statusCode, `POST ${url}: ${res.body}`).toBe(201);
  return res.json() as Payload & { id: number };
}

const shout = (text: unknown) => `  ${String(text).toUpperCase()} `;

const byId = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).sort((a, b) => a.id - b.id);

const named = (list: string): ListSpec => ({
  path: `/api/${list}`,
  duplicateField: 'name',
  prepare: async () => ({}),
  valid: (_ctx, n) => ({ name: `${list} ${n}` }),
  shouted: (body) => ({ name: shout(body.name) }),
  bad: () => [
    [{}, 'name', 'This field is required.'],
    [{ name: '   ' }, 'name', 'This field may not be blank.'],
    [{ name: 'x'.repeat(121) }, 'name', 'Ensure this field has no more than 120 characters.'],
    [{ name: 7 }, 'name', 'Expected a string.'],
    [{ name: 'ok', id: 3 }, 'id', 'Unknown field "id".'],
  ],
  snapshot: async (t, companyId) => (await byId(t.db.select().from(masterItems).where(eq(masterItems.companyId, companyId)))).filter((r) => r.list === list),
});

export const listSpecs: ListSpec[] = [
  named('group'),
  named('designation'),
  named('department'),
  {
    ...named('type'),
    path: '/competency/type',
    snapshot: (t, companyId) => byId(t.db.select().from(competencyTypes).where(eq(competencyTypes.companyId, companyId))),
  },
  {
    path: '/competency/list',
    duplicateField: 'title',
    prepare: async (t, s) => ({ type: (await post(t, s, '/competency/type/', { name: `Core ${Math.random()}` })).id }),
    valid: (ctx, n) => ({ type: ctx.type, title: `Competency ${n}`, defination: `What competency ${n} means.` }),
    shouted: (body) => ({ ...body, title: shout(body.title), defination: shout(body.defination) }),
    bad: (ctx) => [
      [{ type: ctx.type, title: 'x' }, 'defination', 'This field is required.'],
      [{ type: ctx.type, title: ' ', defination: 'y' }, 'title', 'This field may not be blank.'],
      [{ type: '1', title: 'x', defination: 'y' }, 'type', 'A valid number is required.'],
      [{ type: 999999, title: 'x', defination: 'y' }, 'type', 'Select a valid choice. That choice is not one of the available choices.'],
      [{ type: ctx.type, title: 'x', defination: 'y'.repeat(1001) }, 'defination', 'Ensure this field has no more than 1000 characters.'],
    ],
    snapshot: (t, companyId) => byId(t.db.select().from(competencies).where(eq(competencies.companyId, companyId))),
  },
  {
    path: '/competency/statements',
    duplicateField: 'statement',
    prepare: async (t, s) => {
      const type = (await post(t, s, '/competency/type/', { name: `Leadership ${Math.random()}` })).id;
      const competency = (await post(t, s, '/competency/list/', { type, title: 'Vision', defination: 'Sets direction.' })).id;
      return { type, competency };
    },
    valid: (ctx, n) => ({ type: ctx.type, competency_title: ctx.competency, statement: `Does thing number ${n}.` }),
    shouted: (body) => ({ ...body, statement: shout(body.statement) }),
    bad: (ctx) => [
      [{ type: ctx.type, competency_title: ctx.competency }, 'statement', 'This field is required.'],
      [{ type: ctx.type, competency_title: ctx.competency, statement: '' }, 'statement', 'This field may not be blank.'],
      [{ type: ctx.type, competency_title: 0, statement: 'x' }, 'competency_title', 'Ensure this value is greater than or equal to 1.'],
      [
        { type: ctx.type, competency_title: 999999, statement: 'x' },
        'competency_title',
        'Select a valid choice. That choice is not one of the available choices.',
      ],
      [{ type: ctx.type, competency_title: ctx.competency, statement: 'x', weight: 1 }, 'weight', 'Unknown field "weight".'],
    ],
    snapshot: (t, companyId) => byId(t.db.select().from(competencyStatements).where(eq(competencyStatements.companyId, companyId))),
  },
];
