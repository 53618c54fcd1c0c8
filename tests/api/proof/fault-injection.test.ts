import type { DbHandle } from '../../../server/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-database';
import { catalog } from './catalog';
import { keyOf } from './catalog/types';
import { watchChanges } from './digest';
import { isWrite, StatementFaults } from './faults/statement-faults';
import { permitted, type Sendable } from './permitted';
import { buildWorld, type World } from './world/world';

const faults = new StatementFaults();
let handle: DbHandle;
let t: TestApp;
let w: World;

beforeAll(async () => {
  handle = await openTestDatabase({ logger: faults });
  t = await buildTestApp({
    handle,
    extraRoutes: async (app) => {
      app.addHook('onSend', async () => faults.answered());
    },
  });
  w = await buildWorld(t);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await handle?.close();
});

async function settled(): Promise<void> {
  await t.app.invitations.settled();
  await t.mailer.flush();
}

const short = (statement: string) => statement.replace(/\s+/g, ' ').slice(0, 90);

describe('a failure after any statement of a write', () => {
  // Every endpoint: a GET may write too (the public site's enquiries store a mail).
  it.each(catalog.map((e) => [keyOf(e), e] as const))(
    '%s leaves nothing half-written',
    async (_key, e) => {
      const request = permitted(w, e, { write: true });
      const send = ({ req, headers }: Sendable) =>
        t.app.inject({
          method: e.method,
          url: req.url,
          headers,
          ...(req.payload !== undefined && { payload: req.payload as string }),
        });
      const clean = await request();
      let answer = 0;
      const statements = await faults.record(async () => {
        answer = (await send(clean)).statusCode;
      });
      await settled();
      // A write of its own succeeds where the matrix's request stops short of it (a wrong old password…).
      expect(answer, 'the clean request').toBe(e.write && e.ok >= 300 ? 200 : e.ok);
      if (!statements.some(isWrite)) return;

      const wrong: string[] = [];
      for (let n = 1; n <= statements.length; n += 1) {
        const req = await request();
        await settled();
        const changes = await watchChanges(t.db);
        const res = await faults.failing(n, () => send(req));
        await settled();
        const changed = await changes();
        const failed = faults.fired;
        if (!failed) break;
        const redone = e.retries && faults.afterFault.some(isWrite);
        if (res.statusCode < 300 && isWrite(failed) && !e.mayLose && !redone) {
          wrong.push(`statement ${n} (${short(failed)}) failed, yet the answer was ${res.statusCode}: that write is lost`);
        } else if (res.statusCode >= 300 && changed.length) {
          wrong.push(`statement ${n} (${short(failed)}) failed, the answer was ${res.statusCode}, yet ${changed.join(', ')} changed: half-written`);
        }
      }
      expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
    },
    120_000,
  );
});
