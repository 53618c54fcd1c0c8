/**
 * The yardstick of the load case: one Fastify 5 route that reads one row through drizzle
 * from the same engine the product uses (PGlite in DATA_DIR/pg, or DATABASE_URL), and
 * nothing else: no auth, no schemas, no plugins. The product's routes are measured as a
 * ratio of its throughput, so the machine's speed cancels out.
 *
 * Run as its own process, like the real server: `tsx bench/lib/bare-server.ts` with PORT,
 * HOST, DATA_DIR and DATABASE_URL set (tests/harness/server-process.ts does it).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';
import { masterItems } from '../../server/db/schema';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
// Two processes on one PGlite directory corrupt it: hold the same lock the server holds.
const lock = databaseUrl ? undefined : acquireDataDirLock(dataDir);
const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pg') });
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/bare/:id/', async (req) => {
  const [row] = await handle.db
    .select({ id: masterItems.id, name: masterItems.name })
    .from(masterItems)
    .where(eq(masterItems.id, Number(req.params.id)));
  return row ?? null;
});
app.get('/api/health/', async () => ({ status: 'ok' }));

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => {
      lock?.release();
      process.exit(0);
    });
});
await app.listen({ port: Number(process.env.PORT ?? 8000), host: process.env.HOST || '127.0.0.1' });
