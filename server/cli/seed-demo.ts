/**
 * `npm run seed:demo [-- --reset]`: fills the database the server uses (DATA_DIR's embedded
 * PostgreSQL, or DATABASE_URL) with the demo company "Northwind Demo" (server/cli/demo).
 * Leaves an existing demo company as it is; --reset deletes it and seeds it again.
 * The embedded database must not be open elsewhere: stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { COMPANY_NAME, DEMO_PASSWORD, seedDemo } from './demo';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = loadConfig();
let lock: DataDirLock | undefined;
try {
  if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const started = Date.now();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
try {
  await migrateDatabase(handle);
  const result = await seedDemo(handle.db, { now: new Date(), reset: values.reset });
  if (!result.created) {
    console.log(`"${COMPANY_NAME}" already exists (company ${result.companyId}): nothing changed. Run with --reset to seed it again.`);
  } else {
    console.log(`Seeded "${COMPANY_NAME}" (company ${result.companyId}) in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    for (const [name, n] of Object.entries(result.counts)) console.log(`  ${name.replace(/_/g, ' ').padEnd(22)} ${n}`);
    // The server may be started with another PORT than this command had: say which address this is.
    const where = process.env.APP_URL || process.env.PORT ? config.appUrl : `${config.appUrl} (or the address PORT / APP_URL give \`npm start\`)`;
    console.log(`\nStart the server (npm start) and sign in at ${where} with the password ${DEMO_PASSWORD}:`);
    for (const a of result.accounts) console.log(`  ${a.email.padEnd(36)} ${a.name} (${a.role})`);
  }
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
} finally {
  await handle.close();
  lock?.release();
}
process.exit(process.exitCode ?? 0);
