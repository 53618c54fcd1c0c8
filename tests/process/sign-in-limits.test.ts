import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../server/config';
import { LOAD_PASSWORD } from '../harness/load-company';
import { loadDatabase, type LoadDatabase } from '../harness/load-database';
import { postgresBaseUrl } from '../harness/postgres';
import { startCluster, type Cluster } from '../harness/scale-cluster';
import { signIn } from '../harness/scale-rate-limits';

/**
 * Sign-in limits that cannot lock a person out, with their counters shared by
 * three processes (the default figures: 5 per account and address, 10 per account before
 * it slows down, 5 s then doubling). Every burst goes through the round-robin proxy, so
 * all three processes judge it at once; each client is its own loopback address.
 */
const { loginPerAccountAndIp: pair, loginPerAccount: account } = defaultLimits;
const FIRST_DELAY = account.slowdown!.firstDelaySeconds;

let db: LoadDatabase;
let cluster: Cluster;
let url: string;
const sleep = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));
/** Wrong passwords for `email` sent at once, the k-th from `from(k)`: how they were answered. */
async function wrong(email: string, from: (k: number) => string, count: number, maxWait: number) {
  const answers = await Promise.all(Array.from({ length: count }, (_, k) => signIn(url, from(k), email, `guess ${k}`)));
  const refused = answers.filter((a) => a.status === 429);
  // An answer that is neither a judgement nor a refusal is a server fault: its log names the cause.
  if (answers.some((a) => a.status >= 500)) {
    console.error(
      cluster.servers
        .flatMap((s) =>
          s
            .output()
            .split('\n')
            .filter((line) => /"level":(50|60)/.test(line)),
        )
        .join('\n'),
    );
  }
  return {
    judged: answers.filter((a) => a.status === 400).length,
    refused: refused.length,
    other: answers.filter((a) => a.status !== 400 && a.status !== 429).map((a) => a.status),
    // Every refusal says when to come back, and it is never far.
    retryAfterOk: refused.every((a) => Number(a.retryAfter) > 0 && Number(a.retryAfter) <= maxWait),
    upstreams: new Set(answers.map((a) => a.upstream)).size,
  };
}

describe.runIf(postgresBaseUrl())('sign-in limits over three server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await loadDatabase('PostgreSQL', { raters: 3, submitsEach: 1, designations: 1 }, postgresBaseUrl());
    cluster = await startCluster(db.databaseUrl!);
    url = cluster.proxy.url;
  });
  afterAll(async () => {
    await cluster?.stop();
    await db?.drop();
  });

  it('stop guesses from one address at the pair maximum; the owner signs in from another address', async () => {
    const { email } = db.company.raters[1]!;
    expect(await wrong(email, () => '127.0.6.1', 15, pair.windowSeconds)).toEqual({
      judged: pair.max,
      refused: 15 - pair.max,
      other: [],
      retryAfterOk: true,
      upstreams: 3,
    });
    expect((await signIn(url, '127.0.6.1', email, LOAD_PASSWORD)).status).toBe(429);
    expect((await signIn(url, '127.0.6.2', email, LOAD_PASSWORD)).status).toBe(200);
  });

  it('judge guesses from many addresses exactly up to the per-account bound, then one per turn; the owner is never kept out for long', async () => {
    const { email } = db.company.raters[0]!;
    expect((await signIn(url, '127.0.4.1', email, LOAD_PASSWORD)).status, 'the owner at their usual address').toBe(200);

    expect(await wrong(email, (k) => `127.0.1.${k + 1}`, 15, FIRST_DELAY)).toEqual({
      judged: account.max,
      refused: 15 - account.max,
      other: [],
      retryAfterOk: true,
      upstreams: 3,
    });
    expect((await signIn(url, '127.0.4.1', email, LOAD_PASSWORD)).status, 'the usual address does not wait').toBe(200);
    const slowed = await signIn(url, '127.0.5.1', email, LOAD_PASSWORD);
    expect(slowed.status, 'a new address waits its turn').toBe(429);
    expect(Number(slowed.retryAfter)).toBeLessThanOrEqual(FIRST_DELAY);

    await sleep(Number(slowed.retryAfter));
    expect(await wrong(email, (k) => `127.0.7.${k + 1}`, 9, 2 * FIRST_DELAY), 'of guesses sent at once when the turn comes, one is judged').toEqual({
      judged: 1,
      refused: 8,
      other: [],
      retryAfterOk: true,
      upstreams: 3,
    });

    const again = await signIn(url, '127.0.5.1', email, LOAD_PASSWORD);
    expect(again.status).toBe(429);
    await sleep(Number(again.retryAfter));
    expect((await signIn(url, '127.0.5.1', email, LOAD_PASSWORD)).status, 'after the wait, the right password').toBe(200);
  });
});
