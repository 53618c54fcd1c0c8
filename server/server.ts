/**
 * Starts the product: `tsx server/server.ts` (npm start builds the SPA first).
 * Holds the data directory, applies migrations, serves, and shuts down on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { PRODUCT_NAME } from '../schemas/product';
import type { App } from './app';
import { loadConfig } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';

const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * The database, migrated. PGlite's WASM heap never shrinks, and migrating a new data
 * directory grows it by some 100 MB: after migrations PGlite is opened again, on a new
 * thread, so that the server runs at rest on what serving needs (a second on a first start).
 */
async function openMigrated(databaseUrl: string | undefined, pgliteDir: string): Promise<DbHandle> {
  const open = () => openDatabase({ databaseUrl, pgliteDir, pgliteThread: true });
  const handle = await open();
  if ((await migrateDatabase(handle)) === 0) return handle;
  await handle.close();
  return open();
}

export async function startServer(): Promise<App> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      console.error(err instanceof DataDirLockedError ? err.message : err);
      process.exit(1);
    }
  }
  // The database opens (PGlite: its Postgres starts and replays its log after a crash) while
  // the app's modules load, rather than after: a restart comes back about a second sooner.
  const opening: Promise<DbHandle> = openMigrated(config.databaseUrl, path.join(config.dataDir, 'pg')).catch((err) => {
    console.error('Could not open or migrate the database:', err instanceof Error ? err.message : err);
    lock?.release();
    process.exit(1);
  });
  const [{ createApp }, { keepStatistics }, { outboxRepository }, { createMailer }, { fileTransport, smtpTransport }, { recordEarlierReleases }] =
    await Promise.all([
      import('./app'),
      import('./db/statistics'),
      import('./mail/outbox'),
      import('./mail/mailer'),
      import('./mail/transports'),
      import('./disclosure/actions/record-earlier-releases'),
    ]);
  const handle = await opening;
  // Before the first request: what was released before the disclosure auditor must stand in its ledger.
  await recordEarlierReleases(handle.db);

  let app: App | undefined;
  const log = {
    error: (obj: object, msg?: string) => app?.log.error(obj, msg),
    warn: (obj: object, msg?: string) => app?.log.warn(obj, msg),
  };
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom);
  const mailer = createMailer({ outbox: outboxRepository(handle.db), transport, log, delivery: config.mail });
  app = await createApp({ db: handle.db, config, mailer });
  let stopStatistics = () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app!.log.info(`${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting anyway.');
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let code = 0;
    stopStatistics();
    try {
      // Stops accepting connections, answers 503 to requests on open ones, and waits for those in flight.
      await app!.close();
      transport.close?.();
      await handle.close();
    } catch (err) {
      console.error('Shutdown failed:', err);
      code = 1;
    }
    lock?.release();
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`Could not listen on ${config.host}:${config.port}:`, err instanceof Error ? err.message : err);
    await handle.close();
    lock?.release();
    process.exit(1);
  }
  // PGlite's statistics (ANALYZE) are refreshed once serving: they survive a restart, so the
  // planner has them meanwhile, and the health check need not wait for a full sample.
  stopStatistics = await keepStatistics(handle, (err) => log.warn({ err }, 'ANALYZE failed'));
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pg')}`;
  const mail = config.smtpUrl ? 'SMTP (SMTP_URL)' : `files in ${path.join(config.dataDir, 'outbox')}`;
  console.log(`${PRODUCT_NAME} is running at ${config.appUrl}\n  database: ${where}\n  mail: ${mail}\n  API docs: ${config.appUrl}/api/docs`);
  return app;
}

await startServer();
