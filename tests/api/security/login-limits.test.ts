import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../../server/config';
import { PASSWORD, signUpCompany, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// The default figures, as README's "Sign-in limits" states them: the tests check those numbers.
const { loginPerAccountAndIp, loginPerIp, loginPerAccount } = defaultLimits;
const WINDOW = 15 * 60;
const BOUND = 10;
const FIRST_DELAY = 5;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { loginPerAccountAndIp, loginPerIp, loginPerAccount } });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password }, remoteAddress });
const retryAfter = (res: Awaited<ReturnType<typeof login>>) => Number(res.headers['retry-after']);

/** Runs `work` with the clock `seconds` ahead, then puts it back (the file shares one app). */
async function later<T>(seconds: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(seconds * 1000);
  try {
    return await work();
  } finally {
    t.clock.advance(-seconds * 1000);
  }
}

// The owner signs up, and so signs in, from 127.0.0.1: that address is theirs.
describe('someone guessing from one address', () => {
  it('is stopped there after 5 failures, even with the right password; the owner signs in from another address', async () => {
    const s = await signUpCompany(t);
    for (let i = 0; i < 5; i += 1) expect((await login(s.email, `guess ${i}`, '10.10.0.1')).statusCode).toBe(400);
    for (const password of ['guess 5', PASSWORD]) {
      const refused = await login(s.email, password, '10.10.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
      expect(retryAfter(refused)).toBeGreaterThan(WINDOW - 60);
      expect(retryAfter(refused)).toBeLessThanOrEqual(WINDOW);
    }
    expect((await login(s.email, PASSWORD, '10.10.0.2')).statusCode).toBe(200);
    expect((await login(s.email, PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    expect((await later(WINDOW + 1, () => login(s.email, PASSWORD, '10.10.0.1'))).statusCode).toBe(200);
  });

  it('guessing many accounts is stopped at the address after 20 failures; another client is not affected', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(uniqueEmail('spray'), 'x', '10.11.0.1')).statusCode).toBe(400);
    const s = await signUpCompany(t);
    const res = await login(s.email, PASSWORD, '10.11.0.1');
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(WINDOW - 60);
    expect((await login(uniqueEmail('spray'), 'x', '10.11.0.2')).statusCode).toBe(400);
    expect((await login(s.email, PASSWORD, '10.11.0.2')).statusCode).toBe(200);
  });
});

describe('many addresses guessing one account', () => {
  /** `BOUND` wrong passwords for `email`, two from each address 10.<net>.0.N: under every pair's and address's limit. */
  async function spread(email: string, net: number): Promise<void> {
    for (let i = 0; i < BOUND; i += 1) {
      expect((await login(email, `guess ${i}`, `10.${net}.0.${Math.floor(i / 2) + 1}`)).statusCode).toBe(400);
    }
  }

  it('slow the account down with a delay that doubles up to 60 s, never a lock-out', async () => {
    const s = await signUpCompany(t);
    await spread(s.email, 20);
    let elapsed = 0;
    const waits: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const slowed = await later(elapsed, () => login(s.email, 'another guess', `10.21.0.${n + 1}`));
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      waits.push(retryAfter(slowed));
      elapsed += retryAfter(slowed);
      // Its turn come, the guess is judged (and holds the next turn longer).
      expect((await later(elapsed, () => login(s.email, 'another guess', `10.21.0.${n + 1}`))).statusCode).toBe(400);
    }
    expect(waits).toEqual([5, 10, 20, 40, 60, 60]);
  });

  it('do not keep the owner out: from their own address at once, from a new one after a short wait', async () => {
    const s = await signUpCompany(t);
    await spread(s.email, 22);
    expect((await login(s.email, PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    const slowed = await login(s.email, PASSWORD, '10.23.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(FIRST_DELAY);
    expect((await later(retryAfter(slowed), () => login(s.email, PASSWORD, '10.23.0.1'))).statusCode).toBe(200);
    // Signed in from there once, that address is the owner's too.
    expect((await login(s.email, PASSWORD, '10.23.0.1')).statusCode).toBe(200);
  });

  it('slow an address nobody has down the same way (no enumeration), and the count ends with its hour', async () => {
    const ghost = uniqueEmail('ghost');
    await spread(ghost, 24);
    const slowed = await login(ghost, 'x', '10.25.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(FIRST_DELAY);
    const s = await signUpCompany(t);
    await spread(s.email, 26);
    await later(3600 + 1, async () => {
      expect((await login(s.email, 'x', '10.27.0.1')).statusCode).toBe(400);
      expect((await login(s.email, 'x', '10.27.0.2')).statusCode).toBe(400);
    });
  });
});
