import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { catalog } from './catalog';
import { keyOf, type Endpoint } from './catalog/types';
import { undeclared } from './contract';
import { watchChanges } from './digest';
import { bodyProbes, type Probe, type Schema } from './hostile/body-probes';
import { pathProbes, queryProbes, uploadProbes } from './hostile/request-probes';
import { permitted } from './permitted';
import { buildWorld, type World } from './world/world';

let t: TestApp;
let w: World;
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
let operations: Map<string, Operation>;

beforeAll(async () => {
  // A mail that fails is given up at once: a retry due later would change the outbox during some other probe.
  t = await buildTestApp({ mail: { retrySeconds: [] } });
  w = await buildWorld(t);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = new Map(Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => [`${m} ${p}`, op] as const)));
}, 240_000);
afterAll(() => t?.close());

/** A refusal says what is wrong in the API's error shapes: a JSON object, never a stack or HTML. */
function isClearError(res: LightMyRequestResponse): boolean {
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return false;
  const body = res.json() as unknown;
  return Boolean(body) && typeof body === 'object' && !Array.isArray(body) && Object.keys(body as object).length > 0;
}

/** The endpoint's valid request, as the first actor it is meant for sends it, broken every way the probes know. */
async function probesFor(e: Endpoint) {
  const { req: base, headers } = await permitted(w, e)();
  const upload = String(headers['content-type'] ?? '').startsWith('multipart/');
  const withBody = e.method !== 'GET' && e.method !== 'DELETE';
  const operation = operations.get(keyOf(e));
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const probes: Probe[] = [
    ...(upload ? uploadProbes(base.url) : withBody ? bodyProbes(base.url, base.payload, operation?.requestBody?.content['application/json']?.schema) : []),
    ...queryProbes(base.url, query),
    ...pathProbes(base.url, e.path),
  ];
  // Bodiless probes of a write still send its valid body, so that only the URL is broken.
  const valid = upload
    ? { payload: base.payload as Buffer, headers }
    : withBody && base.payload !== undefined
      ? { payload: JSON.stringify(base.payload), headers: { 'content-type': 'application/json' } }
      : {};
  const { authorization } = headers;
  return { auth: authorization ? { authorization } : {}, probes: probes.map((p) => (p.payload === undefined ? { ...p, ...valid } : p)) };
}

describe('hostile input', () => {
  it.each(catalog.map((e) => [keyOf(e), e] as const))(
    '%s: no 5xx, a clear error the OpenAPI document declares, nothing changed by a refusal',
    async (_key, e) => {
      const { auth, probes } = await probesFor(e);
      const wrong: string[] = [];
      // Mail the set-up queued goes out first, so that only a probe's own writes count as changes.
      await t.app.invitations.settled();
      await t.mailer.flush();
      const changes = await watchChanges(t.db);
      for (const probe of probes) {
        const res = await t.app.inject({
          method: e.method,
          url: probe.url,
          headers: { ...auth, ...probe.headers },
          ...(probe.payload !== undefined && { payload: probe.payload }),
        });
        await t.app.invitations.settled();
        await t.mailer.flush();
        const changed = await changes();
        if (res.statusCode >= 500) wrong.push(`${probe.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        const promise = undeclared(w.contract, keyOf(e), res);
        if (promise) wrong.push(`${probe.label}: ${promise}`);
        else if (res.statusCode >= 400) {
          if (!isClearError(res)) wrong.push(`${probe.label}: ${res.statusCode} without a JSON error: ${res.body.slice(0, 120)}`);
          if (changed.length) wrong.push(`${probe.label}: refused with ${res.statusCode}, yet ${changed.join(', ')} changed`);
        }
      }
      expect(probes.length).toBeGreaterThan(0);
      expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
    },
    120_000,
  );
});
