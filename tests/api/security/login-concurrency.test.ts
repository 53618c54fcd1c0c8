import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../../server/config';
import { PASSWORD, signUpCompany, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const { loginPerAccountAndIp, loginPerIp, loginPerAccount } = defaultLimits;
const WINDOW = 15 * 60;
const FIRST_DELAY = 5;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { loginPerAccountAndIp, loginPerIp, loginPerAccount } });
});
afterAll(async () => {
  await t.close();
});

const login = (payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/auth/token/', payload, remoteAddress });

/** Status codes of the answers, counted; every 429 must say when to come back, and at most `maxWait` later. */
function tally(answers: Awaited<ReturnType<typeof login>>[], maxWait = WINDOW): Record<number, number> {
  for (const a of answers.filter((x) => x.statusCode === 429)) {
    expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(maxWait);
  }
  return answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }), {});
}

const guesses = (n: number, email: string, from: (i: number) => string) =>
  Promise.all(Array.from({ length: n }, (_, i) => login({ email, password: `guess ${i}` }, from(i))));

// Sent at once, as a guesser spreading attempts over several processes would: a check
// that reads the count and adds to it later lets every one of them through.
describe('failed sign-ins sent at once', () => {
  it('from one address for one account: exactly the pair maximum is judged; the owner elsewhere signs in', async () => {
    const s = await signUpCompany(t);
    expect(tally(await guesses(15, s.email, () => '10.1.0.1'))).toEqual({ 400: 5, 429: 10 });
    expect((await login({ email: s.email, password: PASSWORD }, '10.1.0.1')).statusCode).toBe(429);
    expect((await login({ email: s.email, password: PASSWORD }, '10.1.0.2')).statusCode).toBe(200);
  });

  it('from many addresses for one account: exactly the bound is judged, the rest wait a few seconds; the owner signs in', async () => {
    const s = await signUpCompany(t);
    expect(tally(await guesses(15, s.email, (i) => `10.4.0.${i + 1}`), FIRST_DELAY)).toEqual({ 400: 10, 429: 5 });
    // Past the bound, one guess per turn: of those sent at once when it comes, one is judged.
    t.clock.advance(FIRST_DELAY * 1000);
    try {
      expect(tally(await guesses(8, s.email, (i) => `10.5.0.${i + 1}`), 2 * FIRST_DELAY)).toEqual({ 400: 1, 429: 7 });
    } finally {
      t.clock.advance(-FIRST_DELAY * 1000);
    }
    // Signed up, and so signed in, from 127.0.0.1: the owner's own address does not wait.
    expect((await login({ email: s.email, password: PASSWORD }, '127.0.0.1')).statusCode).toBe(200);
  });

  it('from one address for many accounts: exactly the per-address maximum is judged; another client is not affected', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login({ email: uniqueEmail('burst'), password: 'x' }, '10.2.0.1')));
    expect(tally(answers)).toEqual({ 400: 20, 429: 10 });
    expect((await login({ email: uniqueEmail('burst'), password: 'x' }, '10.2.0.2')).statusCode).toBe(400);
  });

  it('do not count right passwords: they give their attempt back, and a success clears its address', async () => {
    const s = await signUpCompany(t);
    for (let i = 0; i < 25; i += 1) expect((await login({ email: s.email, password: PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login({ email: s.email, password: `guess ${i}` }, '10.3.0.1')).statusCode).toBe(400);
    expect((await login({ email: s.email, password: PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    expect(tally(await guesses(8, s.email, () => '10.3.0.1'))).toEqual({ 400: 5, 429: 3 });
  });
});
