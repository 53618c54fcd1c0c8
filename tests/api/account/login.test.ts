import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { auth, counts, PASSWORD, registration, signUpCompany, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BAD = { non_field_errors: ['Unable to sign in with the email and password provided.'] };
const login = (payload: object, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/auth/token/', payload, remoteAddress });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth-user/', headers });

describe('POST /auth/token/', () => {
  it('trades email and password for a 12-hour HS256 JWT and records last_login', async () => {
    const s = await signUpCompany(t);
    const res = await login({ email: s.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: String(s.userId), ver: 0 });
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    const [row] = await t.db.select().from(users).where(eq(users.id, s.userId));
    expect(row!.lastLogin).toBeInstanceOf(Date);
    expect((await me(auth(token))).json().last_login).toBe(row!.lastLogin!.toISOString());
  });

  it('gives the same answer for an unknown address and a wrong password (no enumeration)', async () => {
    const s = await signUpCompany(t);
    const wrong = await login({ email: s.email, password: 'not the password' });
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'not the password' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(wrong.json()).toEqual(BAD);
    expect(unknown.json()).toEqual(BAD);
  });

  it('tells an unconfirmed account with the right password to confirm first', async () => {
    const body = registration();
    await t.app.inject({ method: 'POST', url: '/api/users/', payload: body });
    const res = await login({ email: body.email, password: body.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Confirm your email address first: open the link we emailed you, or ask for a new one.'] });
    expect((await login({ email: body.email, password: 'wrong password' })).json()).toEqual(BAD);
  });

  it.each([
    [{ email: 'a@b.co' }, 'password', 'This field is required.'],
    [{ email: 'a@b.co', password: '' }, 'password', 'This field may not be blank.'],
    [{ email: 'nope', password: 'x' }, 'email', 'Enter a valid email address.'],
    [{ email: 'a@b.co', password: 123 }, 'password', 'Expected a string.'],
    [{ email: 'a@b.co', password: 'x', remember: true }, 'remember', 'Unknown field "remember".'],
  ])('refuses %j with 400 at the field', async (payload, field, message) => {
    const before = await counts(t.db);
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await counts(t.db)).toEqual(before);
  });
  // The sign-in limits are proven in security/login-limits.test.ts and security/login-concurrency.test.ts.
});

describe('the JWT', () => {
  const key = new TextEncoder().encode('a test key that is long enough to be 256 bits');
  const now = () => Math.floor(Date.now() / 1000);

  it('is accepted as "JWT <token>" and "Bearer <token>"', async () => {
    const s = await signUpCompany(t);
    expect((await me({ authorization: `JWT ${s.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${s.token}` })).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['garbage', { authorization: 'JWT not.a.token' }],
  ])('is refused with 401 for %s', async (_name, headers) => {
    const res = await me(headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
    expect(res.headers['www-authenticate']).toBe('JWT realm="api"');
  });

  it('is refused when tampered, unsigned, signed with another algorithm or key, or expired', async () => {
    const s = await signUpCompany(t);
    const [h, p, sig] = s.token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(s.userId))
      .setIssuedAt()
      .setExpirationTime(now() + 600)
      .sign(key);
    const otherKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.userId))
      .setIssuedAt()
      .setExpirationTime(now() + 600)
      .sign(new Uint8Array(32));
    const noVer = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.userId))
      .setIssuedAt()
      .setExpirationTime(now() + 600)
      .sign(key);
    const hugeSub = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('99999999999')
      .setIssuedAt()
      .setExpirationTime(now() + 600)
      .sign(key);
    for (const token of [`${h}.${forged}.${sig}`, none, hs512, otherKey, noVer, hugeSub]) {
      expect((await me(auth(token))).statusCode, token).toBe(401);
    }
    t.clock.advance(12 * 3600_000 + 1000);
    try {
      expect((await me(s.headers)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(12 * 3600_000 + 1000));
    }
    expect((await me(s.headers)).statusCode).toBe(200);
  });
});
