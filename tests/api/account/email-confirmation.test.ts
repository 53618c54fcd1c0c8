import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { counts, mailedToken, mailsTo, PASSWORD, registration, signUpCompany } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVALID = { non_field_errors: ['This confirmation link is invalid or has expired. Ask for a new one.'] };
const SENT = { detail: 'If an unconfirmed account uses this address, a new link is on its way.' };

async function registered() {
  const body = registration();
  expect((await t.app.inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(201);
  return { email: body.email, token: await mailedToken(t.db, body.email, 'confirmation-link') };
}
const confirm = (path: string) => t.app.inject({ method: 'PATCH', url: path });
const verified = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerifiedAt;
const login = (email: string) => t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password: PASSWORD } });

describe('PATCH /api/confirmation-link/<token>/', () => {
  it('verifies the address once; a second visit says it is already confirmed, and changes nothing', async () => {
    const { email, token } = await registered();
    const res = await confirm(`/api/confirmation-link/${token}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your email address is confirmed. You can sign in now.', already_confirmed: false });
    const at = await verified(email);
    expect(at).toBeInstanceOf(Date);
    expect((await login(email)).statusCode).toBe(200);
    const again = await confirm(`/api/confirmation-link/${token}/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: 'Your address is already confirmed. Sign in.', already_confirmed: true });
    expect(await verified(email)).toEqual(at);
  });

  it('an older link of an address confirmed since also says so; an unknown link still gets the generic answer', async () => {
    const { email, token: first } = await registered();
    await t.app.inject({ method: 'POST', url: '/api/verification-link/', payload: { email } });
    const second = await mailedToken(t.db, email, 'confirmation-link');
    expect((await confirm(`/api/confirmation-link/${second}/`)).statusCode).toBe(200);
    expect((await confirm(`/api/confirmation-link/${first}/`)).json()).toMatchObject({ already_confirmed: true });
    const unknown = await confirm(`/api/confirmation-link/${'B'.repeat(43)}/`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('also takes the path without the trailing slash, and a JSON content type with no body', async () => {
    const { email, token } = await registered();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/confirmation-link/${token}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(await verified(email)).toBeInstanceOf(Date);
  });

  it('refuses a link older than 24 hours', async () => {
    const { email, token } = await registered();
    t.clock.advance(24 * 3600_000 + 1000);
    try {
      const res = await confirm(`/api/confirmation-link/${token}/`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
      expect(await verified(email)).toBeNull();
    } finally {
      t.clock.advance(-(24 * 3600_000 + 1000));
    }
  });

  it.each([
    ['an unknown token', 'A'.repeat(32)],
    ['a malformed token', 'not*a*token*at*all*!!'],
    ['a too short token', 'abc'],
  ])('answers %s with the same 400', async (_name, token) => {
    const before = await counts(t.db);
    const res = await confirm(`/api/confirmation-link/${encodeURIComponent(token)}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses a password-reset token used as a confirmation link', async () => {
    const { email } = await registered();
    await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email } });
    const reset = await mailedToken(t.db, email, 'password-reset');
    expect((await confirm(`/api/confirmation-link/${reset}/`)).statusCode).toBe(400);
  });

  it('refuses a body', async () => {
    const { token } = await registered();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/confirmation-link/${token}/`, payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/verification-link/', () => {
  it('mails a new link to an unconfirmed account and voids the older one', async () => {
    const { email, token: first } = await registered();
    const res = await t.app.inject({ method: 'POST', url: '/api/verification-link/', payload: { email: email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const second = await mailedToken(t.db, email, 'confirmation-link');
    expect(second).not.toBe(first);
    expect((await confirm(`/api/confirmation-link/${first}/`)).statusCode).toBe(400);
    expect((await confirm(`/api/confirmation-link/${second}/`)).statusCode).toBe(200);
  });

  it('answers the same for an unknown and a confirmed address, and mails neither', async () => {
    const confirmed = await signUpCompany(t);
    const unknown = 'nobody@acme-unknown.example.com';
    for (const email of [unknown, confirmed.email]) {
      const before = (await mailsTo(t.db, email)).length;
      const res = await t.app.inject({ method: 'POST', url: '/api/verification-link/', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      expect((await mailsTo(t.db, email)).length).toBe(before);
    }
  });

  it.each([
    [{}, 'email', 'This field is required.'],
    [{ email: 'nope' }, 'email', 'Enter a valid email address.'],
    [{ email: 'a@b.co', extra: 1 }, 'extra', 'Unknown field "extra".'],
  ])('refuses %j with 400', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verification-link/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });
});
