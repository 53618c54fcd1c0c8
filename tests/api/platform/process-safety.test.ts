import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../../server/db/data-dir-lock';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { resolveSecretKey } from '../../../server/security/secret-key';
import { signIn } from '../helpers/accounts';
import { buildTestApp } from '../helpers/test-app';
import { onPostgres, openTestDatabase } from '../helpers/test-database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'c360-proc-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('is exclusive while held and free again once released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    // Another live process holds it: pretend the file names our parent.
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/Stop it first/);
    writeFileSync(path.join(dir, 'server.pid'), String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('knows its holder by pid and start time: a pid another process took after a crash is no holder', () => {
    const dir = tempDir();
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const parentStarted = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(path.join(dir, 'server.pid'), `${process.ppid}\n${parentStarted}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    // Same live pid, another start time: the process that wrote the file is gone.
    writeFileSync(path.join(dir, 'server.pid'), `${process.ppid}\n1\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over the lock of a process that no longer runs', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.pid'), '2147483646\n');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR/secret.key, readable by the owner only', () => {
    const dir = tempDir();
    const first = resolveSecretKey(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(resolveSecretKey(undefined, dir)).toEqual(first);
  });

  it('comes from SECRET_KEY when set, and refuses one shorter than 256 bits', () => {
    expect(new TextDecoder().decode(resolveSecretKey('k'.repeat(32), tempDir()))).toBe('k'.repeat(32));
    expect(() => resolveSecretKey('short', tempDir())).toThrow(/at least 32 bytes/);
  });
});

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/create-superuser.ts', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run create-superuser', () => {
  it('refuses to open a data directory a server holds', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.pid'), String(process.pid));
    const { code, out } = await runCli(['--email', 'ops@platform.example.com', '--password', 'a long pass phrase'], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(out).toMatch(/Another server \(process \d+\) is using the data directory/);
  });

  it('refuses a common password before touching anything', async () => {
    const { code, out } = await runCli(['--email', 'ops@platform.example.com', '--password', 'password1'], { DATA_DIR: tempDir(), DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(out).toMatch(/most common passwords/);
  });
});

describe('npm run create-superuser, for real', () => {
  it('creates a verified superuser who can sign in, then promotes and re-keys on a second run', async () => {
    const dir = tempDir();
    let env: NodeJS.ProcessEnv = { DATA_DIR: dir, DATABASE_URL: '' };
    let pgHandle: DbHandle | undefined;
    if (onPostgres()) {
      pgHandle = await openTestDatabase();
      env = { DATA_DIR: dir, DATABASE_URL: (pgHandle.client as unknown as { options: { connectionString: string } }).options.connectionString };
    }
    const email = 'ops@platform.example.com';
    const first = await runCli(['--email', email, '--password', 'first long passphrase', '--first-name', 'Olga'], env);
    expect(first.out).toContain(`Created superuser ${email}`);
    expect(first.code).toBe(0);
    const second = await runCli(['--email', email.toUpperCase()], { ...env, SUPERUSER_PASSWORD: 'second long passphrase' });
    expect(second.out).toContain('Promoted superuser');
    expect(second.code).toBe(0);
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);

    const handle = pgHandle ?? (await openDatabase({ pgliteDir: path.join(dir, 'pg') }));
    const t = await buildTestApp({ handle });
    try {
      const token = await signIn(t, email, 'second long passphrase');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: { authorization: `JWT ${token}` } });
      expect(me.json()).toMatchObject({ email, role: 'superuser', first_name: 'Olga', company: null });
    } finally {
      await t.close();
      await handle.close();
    }
  }, 60_000);
});
