import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtService } from '../../server/security/jwt';
import { LOAD_PASSWORD, LOAD_SECRET_KEY, loadSessionId, raterTokens } from '../harness/load-company';
import { loadDatabase, type LoadDatabase } from '../harness/load-database';
import { postgresBaseUrl } from '../harness/postgres';
import { startServerProcess, type ServerProcess } from '../harness/server-process';

/**
 * Two real server processes on one PostgreSQL: `a` takes the changes, `b` has the person's
 * principal in its cache (a list GET saves its round trip so). The person's next request to
 * `b` must meet every change at once: nothing tells `b` of them but the database itself.
 */
let db: LoadDatabase;
let a: ServerProcess;
let b: ServerProcess;
let tokens: string[];
let adminJwt: string;

const call = (server: ServerProcess, jwt: string, method = 'GET', path = '/api/designation/', body?: object) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `JWT ${jwt}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
/** Two list reads on `b`: the second starts from its cache. */
async function cachedOnB(jwt: string) {
  for (let i = 0; i < 2; i++) expect((await call(b, jwt)).status).toBe(200);
}
const areas = (userId: number, permissions: object) => call(a, adminJwt, 'PATCH', '/api/permission-on-user-id/', { user_id: userId, permissions });

describe.runIf(postgresBaseUrl())('permissions across two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await loadDatabase('PostgreSQL', { raters: 4, submitsEach: 0, designations: 2 }, postgresBaseUrl());
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        `insert into users (company_id, email, username, first_name, last_name, role, email_verified_at)
        values ($1, 'admin@load.example.com', 'load-admin', 'Load', 'Admin', 'admin', now()) returning id`,
        [db.company.companyId],
      );
      await client.query('insert into permissions (user_id, master) values ($1, true)', [rows[0]!.id]);
      await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [loadSessionId(rows[0]!.id), rows[0]!.id]);
      adminJwt = await createJwtService(new TextEncoder().encode(LOAD_SECRET_KEY), () => new Date()).sign({
        userId: rows[0]!.id,
        version: 0,
        sessionId: loadSessionId(rows[0]!.id),
      });
    } finally {
      await client.end();
    }
    tokens = await raterTokens(db.company);
    const env = { SECRET_KEY: LOAD_SECRET_KEY };
    [a, b] = await Promise.all([startServerProcess({ databaseUrl: db.databaseUrl, env }), startServerProcess({ databaseUrl: db.databaseUrl, env })]);
    await Promise.all([a.healthy(), b.healthy()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('an area taken away through one process applies on the next request to the other', async () => {
    const rater = db.company.raters[0]!;
    await cachedOnB(tokens[0]!);
    expect((await areas(rater.userId, { workforce: false })).status).toBe(200);
    expect((await call(b, tokens[0]!)).status).toBe(401);
  });

  it('an area given through one process applies on the next request to the other', async () => {
    const rater = db.company.raters[1]!;
    expect((await areas(rater.userId, { workforce: false, survey: false, feedback: true })).status).toBe(200);
    // Taking an area away ended the session: a new one, refused twice on `b` (the second from its cache).
    const jwt = (
      await (
        await fetch(`${a.url}/auth/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: rater.email, password: LOAD_PASSWORD }),
        })
      ).json()
    ).token as string;
    for (let i = 0; i < 2; i++) expect((await call(b, jwt)).status).toBe(403);
    expect((await areas(rater.userId, { survey: true })).status).toBe(200);
    expect((await call(b, jwt)).status).toBe(200);
  });

  it('a changed password or a deleted user is refused at once by the other process', async () => {
    const [changing, leaving] = [db.company.raters[2]!, db.company.raters[3]!];
    await cachedOnB(tokens[2]!);
    await cachedOnB(tokens[3]!);
    const changed = await call(a, tokens[2]!, 'PUT', '/api/change-password/', { old_password: LOAD_PASSWORD, new_password: 'another long passphrase' });
    expect(changed.status).toBe(200);
    expect((await call(b, tokens[2]!)).status).toBe(401);
    expect((await call(b, ((await changed.json()) as { token: string }).token)).status).toBe(200);

    expect((await call(a, adminJwt, 'DELETE', `/api/users/${leaving.userId}/`)).status).toBe(204);
    expect((await call(b, tokens[3]!)).status).toBe(401);
    expect(changing.userId).not.toBe(leaving.userId);
  });
});
