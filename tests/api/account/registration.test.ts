import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, oneTimeTokens, permissions, users } from '../../../server/db/schema';
import { hashToken } from '../../../server/security/one-time-tokens';
import { counts, mailedToken, mailsTo, registration, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/', payload: payload as object, headers });

describe('POST /api/users/ (register a company)', () => {
  it('creates company, unverified admin and permissions, and mails a confirmation link', async () => {
    const body = registration({ contact_num: '5550100', company_type: 2, industry: 10, market_share: null });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: body.email, first_name: 'Hana', last_name: 'Novak', company_name: 'Acme Manufacturing' });

    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ role: 'admin', emailVerifiedAt: null, firstName: 'Hana', contactNum: '5550100', tokenVersion: 0 });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, user!.companyId!));
    expect(company).toMatchObject({ name: 'Acme Manufacturing', companyTypeId: 2, industryId: 10, marketShareId: null, anonymityThreshold: 3 });
    const [perms] = await t.db.select().from(permissions).where(eq(permissions.userId, user!.id));
    expect(perms).toEqual({ userId: user!.id, dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true, coach: false });

    const mails = await mailsTo(t.db, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your email address');
    const token = await mailedToken(t.db, body.email, 'confirmation-link');
    expect(mails[0]!.text).toContain(`http://app.test/authentication/confirmation-link/${token}`);
    // Only the hash is stored, and the link lives 24 hours.
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.purpose).toBe('confirm');
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await t.mailer.flush();
  });

  it('answers an already registered address exactly alike, changes nothing and mails the owner a notice', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const before = await counts(t.db);
    const again = { ...first, email: first.email.toUpperCase(), company_name: 'Someone Else Ltd', password: 'another long password' };
    const res = await register(again);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['company_name', 'email', 'first_name', 'last_name']);
    expect(res.json().company_name).toBe('Someone Else Ltd');
    const after = await counts(t.db);
    expect(after).toEqual({ ...before, outbox: before.outbox! + 1 });
    const mails = await mailsTo(t.db, first.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your email address', 'You already have an account']);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, first.email.toLowerCase()));
    expect(user!.firstName).toBe('Hana');
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing company name', { company_name: undefined }, 'company_name', 'This field is required.'],
    ['blank first name', { first_name: '   ' }, 'first_name', 'This field may not be blank.'],
    ['empty last name', { last_name: '' }, 'last_name', 'This field may not be blank.'],
    [
      'free-mail address',
      { email: 'hana@gmail.com' },
      'email',
      'Use your business email address; free-mail addresses (Gmail, Outlook, Yahoo…) are not accepted.',
    ],
    ['not an address', { email: 'hana-at-acme' }, 'email', 'Use your business email address; free-mail addresses (Gmail, Outlook, Yahoo…) are not accepted.'],
    ['short password', { password: 'short' }, 'password', 'Use at least 8 characters.'],
    ['common password', { password: 'Password123' }, 'password', 'This password is too common. Choose another.'],
    ['too long password', { password: 'x'.repeat(129) }, 'password', 'Ensure this field has no more than 128 characters.'],
    ['letters in contact number', { contact_num: '555-0100' }, 'contact_num', 'Enter a valid value.'],
    ['a choice as text (no coercion)', { company_type: '2' }, 'company_type', 'Select a valid choice.'],
    ['a choice that is not an id', { industry: 0 }, 'industry', 'Select a valid choice.'],
    ['an unknown company type', { company_type: 99999 }, 'company_type', 'Select a valid choice. That choice is not one of the available choices.'],
    ['an id from another list', { total_head_count: 1 }, 'total_head_count', 'Select a valid choice. That choice is not one of the available choices.'],
    ['an unknown field', { is_superuser: true }, 'is_superuser', 'Unknown field "is_superuser".'],
    ['a number for a name', { first_name: 42 }, 'first_name', 'Expected a string.'],
    ['a NUL character', { company_name: 'Acme\u0000' }, 'company_name', 'Null characters are not allowed.'],
    ['an id beyond any row', { company_type: 1e12 }, 'company_type', 'Select a valid choice. That choice is not one of the available choices.'],
  ];
  it.each(bad)('refuses %s with 400 at the field and changes nothing', async (_name, change, field, message) => {
    const before = await counts(t.db);
    const res = await register({ ...registration(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('reports every bad field at once', async () => {
    const res = await register({ email: 'x@gmail.com', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['company_name', 'email', 'first_name', 'last_name', 'password']);
    const later = await register({ ...registration(), first_name: ' ', industry: 99999 });
    expect(Object.keys(later.json()).sort()).toEqual(['first_name', 'industry']);
  });

  it.each([
    ['malformed JSON', '{"company_name": ', 'application/json', 400, { non_field_errors: ['The request body is not valid JSON.'] }],
    ['a JSON array', '[]', 'application/json', 400, { non_field_errors: ['Invalid data. Expected a JSON object.'] }],
    ['no body', '', 'application/json', 400, { non_field_errors: ['Invalid data. Expected a JSON object.'] }],
    ['form encoding', 'company_name=Acme', 'application/x-www-form-urlencoded', 415, null],
    ['plain text', '{}', 'text/plain', 415, null],
  ])('answers %s without a 5xx', async (_name, payload, type, status, body) => {
    const before = await counts(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/', payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBe(status);
    if (body) expect(res.json()).toEqual(body);
    else expect(res.json()).toHaveProperty('detail');
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await register({ ...registration(), company_name: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('registers an address only once even when two requests race', async () => {
    const body = registration({ email: uniqueEmail('race') });
    const [a, b] = await Promise.all([register(body), register(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });
});

describe('mail rate limit per client', () => {
  it('answers 429 with Retry-After once one client asked for too many mails, and registers nothing', async () => {
    const strict = await buildTestApp({ handle: t.handle, limits: { mailPerIp: { max: 2, windowSeconds: 3600 } } });
    try {
      const post = () => strict.app.inject({ method: 'POST', url: '/api/users/', payload: registration(), remoteAddress: '10.1.1.1' });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const before = await counts(t.db);
      const res = await post();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await counts(t.db)).toEqual(before);
    } finally {
      await strict.close();
    }
  });
});
