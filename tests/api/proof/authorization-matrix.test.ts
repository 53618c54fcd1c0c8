import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { catalog } from './catalog';
import { keyOf } from './catalog/types';
import { leaksIn } from './leaks';
import { cellOf, checkAll, foreignTo } from './matrix';
import { buildWorld, type World } from './world/world';

/**
 * Routes the server has that are no API operation, each with why it needs no cell: the
 * SPA's files and Swagger UI are public and read nothing of a company.
 */
const SCIM = /^\w+ \/scim\/v2\//;
const NOT_OPERATIONS: Array<[RegExp, string]> = [
  [/^(get|head) \/\*$/, 'the SPA: static files and index.html'],
  [/^(get|head) \/api\/docs(\/.*)?$/, 'Swagger UI and the OpenAPI document'],
  [SCIM, 'SCIM: a bearer token of a company, no session (tests/api/provisioning/scim-access-matrix.test.ts is its matrix)'],
];
/** Paths the SPA may call without their trailing slash: the same handler as the documented one. */
const ALIASES: Record<string, string> = {
  'patch /api/confirmation-link/{token}': 'patch /api/confirmation-link/{token}/',
  'patch /api/password-reset/{token}': 'patch /api/password-reset/{token}/',
};

let t: TestApp;
let w: World;
const routes: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    },
  });
  w = await buildWorld(t);
}, 240_000);
afterAll(() => t?.close());

describe('the authorization matrix', () => {
  const known = new Set(catalog.map(keyOf));

  it('has one entry for each operation of the OpenAPI document, and none besides', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const documented = Object.entries(doc.paths)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`))
      .filter((op) => !SCIM.test(op));
    expect(catalog.length, 'an endpoint listed twice').toBe(known.size);
    expect([...known].sort()).toEqual(documented.sort());
  });

  it('knows every route the server has: a new one cannot escape it', () => {
    const unknown = routes.filter((r) => {
      if (known.has(r) || (r in ALIASES && known.has(ALIASES[r]!))) return false;
      // Fastify answers HEAD for every GET with the GET's handler and hooks.
      if (r.startsWith('head ') && known.has(r.replace(/^head/, 'get'))) return false;
      return !NOT_OPERATIONS.some(([pattern]) => pattern.test(r));
    });
    expect(unknown, 'routes the matrix does not know').toEqual([]);
  });

  it('answers every read as the access rules say, and no answer shows another company', async () => {
    const wrong = await checkAll(
      w,
      catalog.filter((e) => e.method === 'GET'),
    );
    expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
  }, 300_000);

  it('answers every write as the access rules say', async () => {
    const wrong = await checkAll(
      w,
      catalog.filter((e) => e.method !== 'GET'),
    );
    expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
  }, 300_000);
});

describe('exports', () => {
  const formats: Record<string, string[]> = {
    'get /competency/library/export/': ['csv', 'xlsx'],
    'get /competency/translations/export/': ['xlsx'],
    'get /api/user-import/template/': ['csv', 'xlsx'],
    'get /feedback/survey/{id}/ratee/{ratee}/export/': ['csv', 'xlsx', 'pdf'],
    'get /feedback/my-reports/{survey}/export/': ['csv', 'xlsx', 'pdf'],
  };

  it('in every format show nothing of another company', async () => {
    const exports = catalog.filter((e) => keyOf(e) in formats);
    expect(exports.map(keyOf).sort()).toEqual(Object.keys(formats).sort());
    const wrong: string[] = [];
    for (const e of exports) {
      for (const actor of w.actors.filter((a) => a.company !== null && a.signedIn)) {
        const req = await e.request(cellOf(w, actor, e.names === 'nothing' ? 'none' : actor.company!));
        for (const format of formats[keyOf(e)]!) {
          const res = await t.app.inject({ method: 'GET', url: req.url.replace(/format=\w+/, `format=${format}`), headers: actor.headers });
          if (res.statusCode !== 200) continue;
          const leaks = await leaksIn(res, foreignTo(actor));
          if (leaks.length) wrong.push(`${keyOf(e)} as ${format} for ${actor.name}: ${leaks.slice(0, 3).join(', ')}`);
        }
      }
    }
    expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
  }, 120_000);
});
