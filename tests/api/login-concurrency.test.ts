import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpCompany, uniqueEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

const WINDOW = 15 * 60;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { loginPerAccount: { max: 5, windowSeconds: WINDOW }, loginPerIp: { max: 20, windowSeconds: WINDOW } } });
});
afterAll(async () => { await t.close(); });

const login = (payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/auth/token/', payload, remoteAddress });

/** Status codes of the answers, counted; every 429 must say when to come back. */
function tally(answers: Awaited<ReturnType<typeof login>>[]): Record<number, number> {
  for (const a of answers.filter((x) => x.statusCode === 429)) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  return answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }), {});
}

// Sent at once, as a guesser spreading attempts over several processes would: a check
// that reads the count and adds to it later lets every one of them through.
describe('failed sign-ins sent at once', () => {
  it('judge exactly the per-account maximum; the rest get 429 with Retry-After, and the account stays locked', async () => {
    const s = await signUpCompany(t);
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login({ email: s.email, password: `guess ${i}` }, `10.1.0.${i + 1}`)));
    expect(tally(answers)).toEqual({ 400: 5, 429: 10 });
    expect((await login({ email: s.email, password: PASSWORD }, '10.1.1.1')).statusCode).toBe(429);
  });

  it('judge exactly the per-address maximum across any addresses; another client is not affected', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login({ email: uniqueEmail('burst'), password: 'x' }, '10.2.0.1')));
    expect(tally(answers)).toEqual({ 400: 20, 429: 10 });
    expect((await login({ email: uniqueEmail('burst'), password: 'x' }, '10.2.0.2')).statusCode).toBe(400);
  });

  it('do not count right passwords: they give their attempt back, and a success clears the account', async () => {
    const s = await signUpCompany(t);
    for (let i = 0; i < 25; i += 1) expect((await login({ email: s.email, password: PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login({ email: s.email, password: `guess ${i}` }, '10.3.0.1')).statusCode).toBe(400);
    expect((await login({ email: s.email, password: PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => login({ email: s.email, password: `again ${i}` }, '10.3.0.1')));
    expect(tally(answers)).toEqual({ 400: 5, 429: 3 });
  });
});
