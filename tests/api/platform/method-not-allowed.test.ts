import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A path the API has, asked with a method it does not have: 405 with `Allow` (RFC 9110), never 404. */
let t: TestApp;
let paths: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  t = await buildTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(async () => {
  await t.close();
});

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const concrete = (path: string) => path.replace(/\{token\}/g, 'a'.repeat(32)).replace(/\{\w+\}/g, '1');

describe('405 Method Not Allowed', () => {
  it("answers every documented path's missing methods with 405 and the methods it has", async () => {
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      const documented = Object.keys(operations).map((m) => m.toUpperCase());
      // HEAD beside a GET where the route answers it (most do; the public enquiries, which send mail, do not).
      const head = documented.includes('GET') && (await t.app.inject({ method: 'HEAD', url: concrete(path) })).statusCode !== 405;
      const allowed = ORDER.filter((m) => documented.includes(m) || (m === 'HEAD' && head));
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        if (documented.includes(method)) continue;
        const res = await t.app.inject({ method, url: concrete(path) });
        if (res.statusCode !== 405) wrong.push(`${method} ${path}: ${res.statusCode}`);
        else if (res.headers.allow !== allowed.join(', ')) wrong.push(`${method} ${path}: Allow ${res.headers.allow}, expected ${allowed.join(', ')}`);
        else if (res.json().detail !== `Method "${method}" not allowed.`) wrong.push(`${method} ${path}: ${res.body}`);
      }
    }
    expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
  });

  it('still answers 404 for a path nobody has, and the app for a page', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/portrayal/dashboard' })).statusCode).toBe(404);
  });
});
