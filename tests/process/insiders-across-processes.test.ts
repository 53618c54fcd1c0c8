import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_PASSWORD, LOAD_SECRET_KEY } from '../harness/load-company';
import { loadDatabase, type LoadDatabase } from '../harness/load-database';
import { postgresBaseUrl } from '../harness/postgres';
import { startServerProcess, type ServerProcess } from '../harness/server-process';

/**
 * Three real server processes on one PostgreSQL, and what issue 37 asks of them together.
 * A person signs out through one; the other two had the person's principal in their caches
 * (a list GET starts from it), and nothing tells them of the sign-out but the database: the
 * token must be refused on each at once. And a rater's mail limit is one count, not one per process.
 */
let db: LoadDatabase;
let servers: ServerProcess[];

const call = (server: ServerProcess, jwt: string, method = 'GET', path = '/api/designation/') =>
  fetch(`${server.url}${path}`, { method, headers: { authorization: `JWT ${jwt}` } });
async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await fetch(`${server.url}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: LOAD_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
/** Two reads on each server: the second starts from its cache. */
async function cachedEverywhere(jwt: string) {
  for (const server of servers) for (let i = 0; i < 2; i++) expect((await call(server, jwt)).status).toBe(200);
}

describe.runIf(postgresBaseUrl())('three server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await loadDatabase('PostgreSQL', { raters: 2, submitsEach: 0, designations: 2 }, postgresBaseUrl());
    const env = { SECRET_KEY: LOAD_SECRET_KEY };
    servers = await Promise.all([0, 1, 2].map(() => startServerProcess({ databaseUrl: db.databaseUrl, env })));
    await Promise.all(servers.map((s) => s.healthy()));
  }, 180_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((s) => s.stop()));
    await db?.drop();
  });

  it('a token signed out on one process is refused on the other two at once; the same person elsewhere goes on', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const email = db.company.raters[0]!.email;
    const laptop = await signIn(a, email);
    const phone = await signIn(b, email);
    await cachedEverywhere(laptop);
    await cachedEverywhere(phone);
    expect((await call(a, laptop, 'POST', '/auth/logout/')).status).toBe(204);
    for (const server of [b, c, a]) {
      expect((await call(server, laptop)).status).toBe(401);
      expect((await call(server, phone)).status).toBe(200);
    }
  });

  it('signing out everywhere on one process ends every session on the others', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const email = db.company.raters[1]!.email;
    const tokens = [await signIn(a, email), await signIn(b, email), await signIn(c, email)];
    for (const token of tokens) await cachedEverywhere(token);
    expect((await call(c, tokens[0]!, 'DELETE', '/api/sessions/')).status).toBe(204);
    for (const server of servers) for (const token of tokens) expect((await call(server, token)).status).toBe(401);
  });

  it('hold one address to 3 mails about a survey a day: of nine Reminds sent at once through all three, three go', async () => {
    const [sender, rater] = db.company.raters as [(typeof db.company.raters)[0], (typeof db.company.raters)[0]];
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      await client.query('update permissions set survey = true where user_id = $1', [sender.userId]);
      const hr = await signIn(servers[0]!, sender.email);
      const path = `/survey/survey/${db.company.surveyId}/raters/${rater.employeeId}/remind/`;
      const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => call(servers[i % 3]!, hr, 'POST', path)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, ...Array(6).fill(429)]);
      expect(Number(answers.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
      const {
        rows: [mailed],
      } = await client.query<{ n: number }>('select count(*)::int as n from outbox where "to" = $1 and survey_id = $2', [rater.email, db.company.surveyId]);
      expect(mailed!.n).toBe(3);
    } finally {
      await client.end();
    }
  });
});
