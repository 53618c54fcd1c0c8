import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { auth, PASSWORD, signUpCompany, type Session } from '../helpers/accounts';
import { lastEntry } from '../helpers/audit';
import { employeeWith, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { totp } from '../helpers/totp';

/**
 * Two-factor sign-in (TOTP, RFC 6238). Every code here is computed in the test from the secret
 * the API showed, with node:crypto alone (helpers/totp.ts), never with the library the server uses.
 */
// RFC 6238's own test vector (SHA-1, T = 59 s): the test's arithmetic is the RFC's.
it('computes the RFC 6238 test vector', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
  expect(totp(secret, new Date(59_000))).toBe('287082');
  expect(totp(secret, new Date(1_111_111_109_000))).toBe('081804');
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => t.clock.now();
/** Half a step on: the next code's step, never the one a previous code spent. */
const nextStep = () => t.clock.advance(30_000);

const password = (email: string, remoteAddress = '127.0.0.1', app = t) =>
  app.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password: PASSWORD }, remoteAddress });
const secondStep = (challenge: string, code: string, remoteAddress = '127.0.0.1', app = t) =>
  app.app.inject({ method: 'POST', url: '/auth/two-factor/', payload: { challenge, code }, remoteAddress });

/** Sets two-factor sign-in up for `s`; answers the secret and the recovery codes. */
async function enrol(s: Session, app = t): Promise<{ secret: string; recovery: string[] }> {
  const setup = await send(app, s, 'POST', '/api/two-factor/setup/', { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await send(app, s, 'POST', '/api/two-factor/enable/', { code: totp(secret, app.clock.now()) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recovery: enabled.json().recovery_codes };
}

async function challengeFor(email: string, remoteAddress = '127.0.0.1', app = t): Promise<string> {
  const res = await password(email, remoteAddress, app);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return res.json().challenge;
}

describe('enrolment', () => {
  it('needs the current password, shows the secret as text, URI and QR code, and is on only after a right code', async () => {
    const s = await signUpCompany(t);
    const wrong = await send(t, s, 'POST', '/api/two-factor/setup/', { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['Your current password is not correct.'] });

    const setup = await send(t, s, 'POST', '/api/two-factor/setup/', { password: PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(body.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(s.email);
    expect(body.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qr_data_url.split(',')[1], 'base64').toString()).toContain('<svg');

    // At rest the secret is sealed (server/security/secret-box.ts): a copy of the database does not hold it.
    const [stored] = await t.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, s.userId));
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(body.secret);

    // Not on yet: the password alone still signs in.
    expect((await send(t, s, 'GET', '/api/two-factor/')).json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await password(s.email)).json()).toEqual({ token: expect.any(String) });

    const bad = await send(t, s, 'POST', '/api/two-factor/enable/', { code: totp(body.secret, now(), 3) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toHaveLength(1);
    const ok = await send(t, s, 'POST', '/api/two-factor/enable/', { code: totp(body.secret, now()) });
    expect(ok.statusCode, ok.body).toBe(200);
    const codes: string[] = ok.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await send(t, s, 'GET', '/api/two-factor/')).json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect((await send(t, s, 'POST', '/api/two-factor/setup/', { password: PASSWORD })).statusCode).toBe(409);

    const entry = await lastEntry(t, s, 'user.two_factor.enable');
    expect(entry).toMatchObject({
      actor_user_id: s.userId,
      entity: 'user',
      entity_id: String(s.userId),
      before: { two_factor: false },
      after: { two_factor: true },
    });
  });
});

describe('signing in with two-factor sign-in on', () => {
  let s: Session;
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    s = await signUpCompany(t);
    ({ secret, recovery } = await enrol(s));
    nextStep();
  });

  it('answers a challenge, not a token, to the right password; the challenge is no token', async () => {
    const challenge = await challengeFor(s.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(challenge) })).statusCode).toBe(401);
    // A wrong password is answered as always.
    const wrong = await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email: s.email, password: 'nope' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('signs in with the code of now, once: the same code again is refused', async () => {
    nextStep();
    const code = totp(secret, now());
    const res = await secondStep(await challengeFor(s.email), code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String) });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(res.json().token) });
    expect(me.json()).toMatchObject({ id: s.userId, two_factor: { enabled: true, required: false } });

    const again = await secondStep(await challengeFor(s.email), code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code[0]).toMatch(/not right, or was used already/);
  });

  it('allows one step of drift either way, not two, and never a step older than the last one used', async () => {
    nextStep();
    nextStep();
    expect((await secondStep(await challengeFor(s.email), totp(secret, now(), 2))).statusCode).toBe(400);
    expect((await secondStep(await challengeFor(s.email), totp(secret, now(), -1))).statusCode).toBe(200);
    expect((await secondStep(await challengeFor(s.email), totp(secret, now(), 1))).statusCode).toBe(200);
    // Step +1 is spent: now's code (an older step) is refused, though it was never used.
    expect((await secondStep(await challengeFor(s.email), totp(secret, now()))).statusCode).toBe(400);
  });

  it('refuses a wrong code and a bogus or expired challenge', async () => {
    nextStep();
    nextStep();
    const wrong = await secondStep(await challengeFor(s.email), totp(secret, now()) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    const bogus = await secondStep(`${await challengeFor(s.email)}x`, totp(secret, now()));
    expect(bogus.json()).toEqual({ non_field_errors: ['This sign-in has expired. Enter your email and password again.'] });
    // A session's JWT is no challenge.
    expect((await secondStep(s.token, totp(secret, now()))).statusCode).toBe(400);
    const challenge = await challengeFor(s.email);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await secondStep(challenge, totp(secret, now()))).json().non_field_errors).toBeDefined();
  });

  it('takes a recovery code instead, once each', async () => {
    const first = await secondStep(await challengeFor(s.email), recovery[0]!.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().token as string;
    expect((await send(t, { ...s, headers: auth(token) } as Session, 'GET', '/api/two-factor/')).json().recovery_codes_left).toBe(9);
    // A recovery code spent is in the audit log, by the account itself: a printout in someone else's hands shows.
    expect(await lastEntry(t, s, 'user.two_factor.recovery_code_used')).toMatchObject({
      entity_id: String(s.userId),
      actor_user_id: s.userId,
      actor: expect.stringContaining(s.email),
      before: { recovery_codes_left: 10 },
      after: { recovery_codes_left: 9 },
    });
    expect((await secondStep(await challengeFor(s.email), recovery[0]!)).statusCode).toBe(400);
    expect((await secondStep(await challengeFor(s.email), recovery[1]!.replace('-', ' '))).statusCode).toBe(200);
  });

  it('gives new recovery codes for the password and a code; the old ones stop working', async () => {
    nextStep();
    const res = await send(t, s, 'POST', '/api/two-factor/recovery-codes/', { password: PASSWORD, code: totp(secret, now()) });
    expect(res.statusCode, res.body).toBe(200);
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep(await challengeFor(s.email), recovery[2]!)).statusCode).toBe(400);
    expect((await secondStep(await challengeFor(s.email), fresh[0]!)).statusCode).toBe(200);
    expect(await lastEntry(t, s, 'user.two_factor.recovery_codes')).toMatchObject({
      entity_id: String(s.userId),
      before: { recovery_codes_left: 8 },
      after: { recovery_codes_left: 10 },
    });
  });

  it('a password change voids a challenge handed out before it', async () => {
    const other = await signUpCompany(t);
    const { secret: theirs } = await enrol(other);
    nextStep();
    const challenge = await challengeFor(other.email);
    const changed = await send(t, other, 'PUT', '/api/change-password/', { old_password: PASSWORD, new_password: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await secondStep(challenge, totp(theirs, now()))).statusCode).toBe(400);
  });

  it('turns off for the password and a code, and then the password alone signs in again', async () => {
    const other = await signUpCompany(t);
    const { secret: theirs } = await enrol(other);
    nextStep();
    expect((await send(t, other, 'POST', '/api/two-factor/disable/', { password: 'nope', code: totp(theirs, now()) })).statusCode).toBe(400);
    expect(
      (await send(t, other, 'POST', '/api/two-factor/disable/', { password: PASSWORD, code: '123456' === totp(theirs, now()) ? '654321' : '123456' }))
        .statusCode,
    ).toBe(400);
    const off = await send(t, other, 'POST', '/api/two-factor/disable/', { password: PASSWORD, code: totp(theirs, now()) });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await password(other.email)).json()).toEqual({ token: expect.any(String) });
    expect(await lastEntry(t, other, 'user.two_factor.disable')).toMatchObject({ before: { two_factor: true }, after: { two_factor: false } });
  });
});

describe('the sign-in limits apply to codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ handle: t.handle, clock: t.clock, limits: { loginPerAccountAndIp: { max: 5, windowSeconds: 15 * 60 } } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('five wrong codes from one address stop the sixth, even the right one and even after the right password again', async () => {
    const s = await signUpCompany(limited);
    const { secret } = await enrol(s, limited);
    nextStep();
    const ip = '10.40.0.1';
    const right = () => totp(secret, now());
    const wrongCode = () => (right() === '999999' ? '888888' : '999999');
    let challenge = '';
    for (let i = 0; i < 5; i += 1) {
      // The right password each time: it must not wipe the count of wrong codes.
      challenge = await challengeFor(s.email, ip, limited);
      expect((await secondStep(challenge, wrongCode(), ip, limited)).statusCode).toBe(400);
    }
    const refused = await secondStep(challenge, right(), ip, limited);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The password step is stopped by the same count.
    expect((await password(s.email, ip, limited)).statusCode).toBe(429);
    // From another address the owner signs in.
    expect((await secondStep(await challengeFor(s.email, '10.40.0.2', limited), right(), '10.40.0.2', limited)).statusCode).toBe(200);
  });
});

describe('the company requirement', () => {
  it("is the admin's to set, logged, and then enforced by the server for admins and anyone holding an area", async () => {
    const admin = await signUpCompany(t);
    const hr = await employeeWith(t, admin, { workforce: true });
    const plain = await employeeWith(t, admin, {});
    expect((await send(t, hr, 'PUT', '/api/company-security/', { require_two_factor: true })).statusCode).toBe(403);
    expect((await send(t, hr, 'GET', '/api/company-security/')).statusCode).toBe(403);
    expect((await send(t, admin, 'GET', '/api/company-security/')).json()).toEqual({ require_two_factor: false });
    const set = await send(t, admin, 'PUT', '/api/company-security/', { require_two_factor: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ require_two_factor: true });
    // The admin's own audit log is out of reach until they enrol: read below.
    expect((await send(t, admin, 'GET', '/api/audit-log/')).statusCode).toBe(403);

    // Existing sessions meet it on their next request; the sign-in page's password still opens a session, for enrolling only.
    for (const who of [admin, hr]) {
      const refused = await send(t, who, 'GET', '/api/designation/');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Your company requires two-factor sign-in: set it up on your account page first.');
      expect((await send(t, who, 'GET', '/api/auth-user/')).json().two_factor).toEqual({ enabled: false, required: true });
      expect((await send(t, who, 'GET', '/api/sessions/')).statusCode).toBe(200);
    }
    expect((await send(t, plain, 'GET', '/api/auth-user/')).json().two_factor).toEqual({ enabled: false, required: false });
    expect((await send(t, plain, 'GET', '/api/role/')).statusCode).toBe(200);
    const fresh = await password(hr.email);
    expect(fresh.json()).toEqual({ token: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/designation/', headers: auth(fresh.json().token) })).statusCode).toBe(403);

    // Enrolling opens everything again, and it cannot be turned off while required.
    const { secret } = await enrol(admin);
    expect((await send(t, admin, 'GET', '/api/designation/')).statusCode).toBe(200);
    nextStep();
    const off = await send(t, admin, 'POST', '/api/two-factor/disable/', { password: PASSWORD, code: totp(secret, now()) });
    expect(off.statusCode).toBe(403);
    expect((await send(t, hr, 'GET', '/api/designation/')).statusCode).toBe(403);
    expect(await lastEntry(t, admin, 'settings.require_two_factor')).toMatchObject({
      actor_user_id: admin.userId,
      entity: 'settings',
      before: { require_two_factor: false },
      after: { require_two_factor: true },
    });

    // Turned off again: the area holder is free.
    expect((await send(t, admin, 'PUT', '/api/company-security/', { require_two_factor: false })).statusCode).toBe(200);
    expect((await send(t, hr, 'GET', '/api/designation/')).statusCode).toBe(200);
  });

  it("another company's admin changes only their own company, and reaches nobody else's two-factor sign-in", async () => {
    const a = await signUpCompany(t);
    const b = await signUpCompany(t);
    const { secret } = await enrol(a);
    expect((await send(t, b, 'PUT', '/api/company-security/', { require_two_factor: true })).statusCode).toBe(200);
    expect((await send(t, a, 'GET', '/api/company-security/')).json()).toEqual({ require_two_factor: false });
    expect((await send(t, a, 'GET', '/api/designation/')).statusCode).toBe(200);
    // The two-factor endpoints act on the caller alone: b's calls never touch a's secret or codes.
    expect((await send(t, b, 'GET', '/api/two-factor/')).json()).toMatchObject({ enabled: false, required: true });
    nextStep();
    expect((await send(t, b, 'POST', '/api/two-factor/disable/', { password: PASSWORD, code: totp(secret, now()) })).statusCode).toBe(409);
    expect((await send(t, a, 'GET', '/api/two-factor/')).json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  });

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/two-factor/'],
      ['POST', '/api/two-factor/setup/'],
      ['GET', '/api/company-security/'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? { password: 'x' } : undefined })).statusCode).toBe(401);
    }
  });
});
