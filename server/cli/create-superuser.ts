/**
 * `npm run create-superuser -- --email ops@example.com --password '…' [--first-name A --last-name B]`
 * Creates (or promotes to) a verified platform superuser. Reads SUPERUSER_EMAIL,
 * SUPERUSER_PASSWORD, … when the flags are absent, and asks on a terminal for the rest.
 * Works on the embedded database (DATA_DIR, while the server is stopped) and on DATABASE_URL.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { customFormats } from '../../schemas/formats';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { upsertSuperuser } from '../account/actions/superusers';
import { hashPassword } from '../security/passwords';
import { ask } from './prompt';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const env = process.env;
const interactive = Boolean(process.stdin.isTTY);

const email = values.email ?? env.SUPERUSER_EMAIL ?? (interactive ? await ask('Email: ') : undefined);
if (!email || !customFormats.email(email)) fail('Give a valid --email (or SUPERUSER_EMAIL).');
let password = values.password ?? env.SUPERUSER_PASSWORD;
if (password === undefined && interactive) {
  password = await ask('Password (empty keeps the current one of an existing account): ', { hidden: true });
  if (password && password !== (await ask('Password again: ', { hidden: true }))) fail('The passwords differ.');
}
if (password && (password.length < 8 || password.length > 128 || !customFormats['new-password'](password))) {
  fail('The password must have 8 to 128 characters and not be one of the most common passwords.');
}

const config = loadConfig();
let lock: DataDirLock | undefined;
try {
  // The embedded database must not be opened by two processes: stop the server first.
  if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
try {
  await migrateDatabase(handle);
  const result = await upsertSuperuser(
    handle.db,
    {
      email: email!,
      passwordHash: password ? await hashPassword(password) : undefined,
      firstName: values['first-name'] ?? env.SUPERUSER_FIRST_NAME,
      lastName: values['last-name'] ?? env.SUPERUSER_LAST_NAME,
    },
    new Date(),
  );
  console.log(`${result.created ? 'Created' : 'Promoted'} superuser ${email} (id ${result.id}).`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
  lock?.release();
}
process.exit(process.exitCode ?? 0);
