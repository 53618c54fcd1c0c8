import { multipartFile } from '../../helpers/upload';
import type { Estate } from '../world/estate';
import { fresh } from '../world/fresh';
import type { Access, Cell, Endpoint } from './types';

let n = 0;
const PLATFORM_LISTS = ['companytype', 'marketshare', 'industry', 'annualrevenue', 'totalheadcount'];
const READ: Access = { who: 'area', areas: ['master', 'workforce', 'organization', 'survey'] };
const WRITE: Access = { who: 'area', areas: ['master'] };

/** A platform list: read by anyone (the registration form), written by the superuser. */
function platformList(list: string): Endpoint[] {
  const path = `/api/${list}`;
  const item = (c: Cell) => c.row(() => fresh.platformItem(c.w.t, c.w.superuser, list));
  return [
    { method: 'GET', path: `${path}/`, access: { who: 'anyone' }, ok: 200, names: 'nothing', request: () => ({ url: `${path}/` }) },
    {
      method: 'GET',
      path: `${path}/{id}/`,
      access: { who: 'anyone' },
      ok: 200,
      names: 'platform-row',
      request: async (c) => ({ url: `${path}/${await item(c)}/` }),
    },
    {
      method: 'POST',
      path: `${path}/`,
      access: { who: 'superuser' },
      ok: 201,
      names: 'nothing',
      request: () => ({ url: `${path}/`, payload: { name: `Platform ${list} ${++n}` } }),
    },
    {
      method: 'PUT',
      path: `${path}/{id}/`,
      access: { who: 'superuser' },
      ok: 200,
      names: 'platform-row',
      fresh: true,
      request: async (c) => ({ url: `${path}/${await item(c)}/`, payload: { name: `Platform ${list} ${++n}` } }),
    },
    {
      method: 'DELETE',
      path: `${path}/{id}/`,
      access: { who: 'superuser' },
      ok: 204,
      names: 'platform-row',
      fresh: true,
      request: async (c) => ({ url: `${path}/${await item(c)}/` }),
    },
  ];
}

interface CompanyList {
  path: string;
  /** The target company's row a PUT names (left as it was), and a new one a DELETE removes. */
  existing(e: Estate): number;
  made(c: Cell, e: Estate): Promise<number>;
  /** A valid body: references come from the target's company, so another company's are refused. */
  body(c: Cell, e: Estate, id: number | null): Promise<object> | object;
  /** POST names rows of a company when its body refers to them. */
  references: boolean;
}

function companyList(l: CompanyList): Endpoint[] {
  return [
    { method: 'GET', path: `${l.path}/`, access: READ, ok: 200, names: 'nothing', request: () => ({ url: `${l.path}/` }) },
    {
      method: 'GET',
      path: `${l.path}/{id}/`,
      access: READ,
      ok: 200,
      names: 'company-row',
      request: async (c) => ({ url: `${l.path}/${await c.row(l.existing)}/` }),
    },
    {
      method: 'POST',
      path: `${l.path}/`,
      access: WRITE,
      ok: 201,
      names: l.references ? 'company-row' : 'nothing',
      foreign: 400,
      request: async (c) => ({ url: `${l.path}/`, payload: await l.body(c, c.estate, null) }),
    },
    {
      method: 'PUT',
      path: `${l.path}/{id}/`,
      access: WRITE,
      ok: 200,
      names: 'company-row',
      request: async (c) => {
        const id = await c.row(l.existing);
        return { url: `${l.path}/${id}/`, payload: await l.body(c, c.estate, id) };
      },
    },
    {
      method: 'DELETE',
      path: `${l.path}/{id}/`,
      access: WRITE,
      ok: 204,
      names: 'company-row',
      fresh: true,
      request: async (c) => ({ url: `${l.path}/${await c.row((e) => l.made(c, e))}/` }),
    },
    ...(['archive', 'restore'] as const).map(
      (action): Endpoint => ({
        method: 'POST',
        path: `${l.path}/{id}/${action}/`,
        access: WRITE,
        ok: 200,
        names: 'company-row',
        fresh: true,
        request: async (c) => ({ url: `${l.path}/${await c.row((e) => l.made(c, e))}/${action}/` }),
      }),
    ),
  ];
}

const named = (list: 'group' | 'designation' | 'department'): CompanyList => ({
  path: `/api/${list}`,
  references: false,
  existing: (e) => e.lists[list],
  made: (c, e) => fresh.item(c.w.t, e, list),
  body: (_c, e, id) => ({ name: id === null ? `${e.marker} ${list} ${++n}` : `${e.marker} ${list}` }),
});

/** Every master list: the platform's, the company's names, and the competency library. */
export const listEndpoints: Endpoint[] = [
  ...PLATFORM_LISTS.flatMap(platformList),
  ...companyList(named('group')),
  ...companyList(named('designation')),
  ...companyList(named('department')),
  ...companyList({
    path: '/competency/type',
    references: false,
    existing: (e) => e.type,
    made: (c, e) => fresh.type(c.w.t, e),
    body: (_c, e, id) => ({ name: id === null ? `${e.marker} type ${++n}` : `${e.marker} core` }),
  }),
  ...companyList({
    path: '/competency/list',
    references: true,
    existing: (e) => e.competency,
    made: (c, e) => fresh.competency(c.w.t, e),
    body: async (c, e, id) => ({
      type: id === null ? await c.row((x) => x.type) : e.type,
      title: id === null ? `${e.marker} skill ${++n}` : `${e.marker} coaching`,
      defination: 'Helps people grow.',
    }),
  }),
  ...companyList({
    path: '/competency/statements',
    references: true,
    existing: (e) => e.statements[0]!,
    made: (c, e) => fresh.statement(c.w.t, e),
    body: async (c, e, id) => ({
      type: e.type,
      competency_title: id === null ? await c.row((x) => x.competency) : e.competency,
      statement: id === null ? `${e.marker} statement ${++n}` : 'Gives useful feedback.',
    }),
  }),
  ...companyList({
    path: '/competency/development-actions',
    references: true,
    existing: (e) => e.libraryAction,
    made: (c, e) => fresh.libraryAction(c.w.t, e),
    body: async (c, e, id) => ({
      competency: id === null ? await c.row((x) => x.competency) : e.competency,
      level: null,
      title: id === null ? `${e.marker} action ${++n}` : `${e.marker} shadowing`,
    }),
  }),
  { method: 'POST', path: '/competency/starter-library/', access: WRITE, ok: 200, names: 'nothing', request: () => ({ url: '/competency/starter-library/' }) },
  {
    method: 'GET',
    path: '/competency/library/export/',
    access: READ,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/competency/library/export/?format=csv' }),
  },
  {
    method: 'GET',
    path: '/competency/translations/export/',
    access: READ,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/competency/translations/export/' }),
  },
  {
    method: 'POST',
    path: '/competency/translations/import/',
    access: WRITE,
    ok: 200,
    names: 'nothing',
    request: async (c) => {
      // A translation of the target company's own type: the sheet names rows by id, so another company's would be refused.
      const { payload, headers } = multipartFile('translations.csv', `kind,id,en,de\ntype,${c.estate.type},,Typ ${++n}\n`);
      return { url: '/competency/translations/import/', payload, headers };
    },
  },
  {
    method: 'POST',
    path: '/competency/library/import/',
    access: WRITE,
    ok: 200,
    names: 'nothing',
    request: () => {
      const { payload, headers } = multipartFile('library.csv', `type,competency,definition,statement\nImported,Skill ${++n},Defined.,Does it.\n`);
      return { url: '/competency/library/import/', payload, headers };
    },
  },
];
