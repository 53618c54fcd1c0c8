import { afterAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../schemas/employee';
import { registeredAdmin } from '../harness/account';
import { send } from '../harness/crash-api';
import { postgresBaseUrl, scratchDatabase } from '../harness/postgres';
import { startServerProcess, tempDataDir, type ServerProcess } from '../harness/server-process';

/**
 * An employee import is written in slices of their own transactions: a process killed after
 * some have committed leaves rows behind, and the next start removes them, so the import
 * leaves nothing and the same file imports whole afterwards. On both engines.
 */
const ROWS = 12_000;
const engines = postgresBaseUrl() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

function csv(): string {
  const lines = [EMPLOYEE_IMPORT_COLUMNS.join(',')];
  const cells: Record<string, (i: number) => string> = {
    username: (i) => `crash.user${i}`,
    email: (i) => `crash.user${i}@import-crash.example.com`,
    emp_code: (i) => `C${i}`,
    first_name: () => 'Ana',
    last_name: (i) => `Kovač ${i}`,
    manager_emp_code: (i) => (i === 0 ? '' : `C${Math.floor((i - 1) / 5)}`),
  };
  for (let i = 0; i < ROWS; i += 1) lines.push(EMPLOYEE_IMPORT_COLUMNS.map((c) => cells[c]?.(i) ?? '').join(','));
  return `${lines.join('\n')}\n`;
}

const upload = (s: ServerProcess, jwt: string, file: string) => {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'people.csv');
  return send(s.url, { method: 'POST', url: '/api/user-import/', jwt, form });
};

async function employees(s: ServerProcess, jwt: string): Promise<number> {
  const res = await fetch(`${s.url}/api/user-get/?limit=1`, { headers: { authorization: `JWT ${jwt}` } });
  return Number(res.headers.get('x-total-count'));
}

async function until<T>(what: string, probe: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 120_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const value = await probe();
    if (done(value)) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(engines)('an employee import killed mid-write (%s)', (engine) => {
  it('leaves nothing after the restart, and the same file then imports whole', async () => {
    const dataDir = tempDataDir('import-crash');
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      const db = await scratchDatabase(postgresBaseUrl()!, 'import_crash');
      cleanups.push(() => db.drop());
      databaseUrl = db.url;
    }
    const start = async () => {
      const s = await startServerProcess({ dataDir, databaseUrl });
      cleanups.push(() => s.stop());
      await s.healthy(180_000);
      return s;
    };
    let server = await start();
    const { jwt } = await registeredAdmin(server.url, dataDir, `import-crash-${engine}`);
    const before = await employees(server, jwt);
    const file = csv();

    const importing = upload(server, jwt, file);
    const seen = await until(
      'a slice to commit',
      () => employees(server, jwt),
      (n) => n > before,
    );
    server.child.kill('SIGKILL');
    await server.exited;
    expect((await importing).status).toBeNull();
    expect(seen).toBeLessThan(before + ROWS);

    server = await start();
    await until(
      'the unfinished import to be removed',
      () => employees(server, jwt),
      (n) => n === before,
    );
    const again = await until(
      'the company to import again',
      () => upload(server, jwt, file),
      (a) => a.status !== 409,
    );
    expect(again.status, again.text.slice(0, 300)).toBe(200);
    expect(await employees(server, jwt)).toBe(before + ROWS);
  }, 600_000);
});
