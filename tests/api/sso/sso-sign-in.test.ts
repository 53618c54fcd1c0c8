import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoSettings } from '../../../schemas/sso';
import { companySso, employees, users } from '../../../server/db/schema';
import { addUser, auth, PASSWORD, signUpCompany, type Session } from '../helpers/accounts';
import { lastEntry } from '../helpers/audit';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { signInAtProvider } from './provider-browser';
import { startTestProvider, type TestProvider } from './test-provider';

const REDIRECT = 'http://app.test/authentication/sso/callback';
const DOMAIN = `sso-${Date.now().toString(36)}.example.com`;

let t: TestApp;
let idp: TestProvider;
let admin: Session;
let other: Session;

const settings = (overrides: Partial<SsoSettings> = {}): SsoSettings => ({
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  email_domains: DOMAIN,
  claim_email: 'email',
  claim_given_name: 'given_name',
  claim_family_name: 'family_name',
  claim_employee_code: 'employee_id',
  create_people: true,
  sso_only: false,
  break_glass_email: '',
  ...overrides,
});
const put = (s: Session, body: SsoSettings) => t.app.inject({ method: 'PUT', url: '/api/sso/', headers: s.headers, payload: body });
const start = (email: string) => t.app.inject({ method: 'POST', url: '/auth/sso/start/', payload: { email } });
const callback = (search: string, state: string | null) =>
  t.app.inject({ method: 'POST', url: '/auth/sso/callback/', payload: { search }, headers: state ? { cookie: `c360_sso_state=${state}` } : {} });

/** Starts at the app, signs in at the provider's own login page, and comes back with the query and this browser's cookie. */
async function roundTrip(email: string) {
  const started = await start(email);
  expect(started.statusCode, started.body).toBe(200);
  const cookie = String(started.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
  const state = /c360_sso_state=([^;]+)/.exec(cookie)![1]!;
  const search = await signInAtProvider(started.json().redirect_url, email, REDIRECT);
  return { search, state };
}
async function refusedWith(email: string, code: string) {
  const { search, state } = await roundTrip(email);
  const res = await callback(search, state);
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().code).toBe(code);
}

beforeAll(async () => {
  t = await buildTestApp();
  idp = await startTestProvider(REDIRECT);
  admin = await signUpCompany(t);
  other = await signUpCompany(t);
});
afterAll(async () => {
  await idp.close();
  await t.close();
});

describe('the admin’s settings', () => {
  it('answers the usual claims before anything is set, then saves after reading the discovery document; the secret never comes back', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/sso/', headers: admin.headers });
    expect(empty.json()).toMatchObject({ issuer: '', claim_email: 'email', create_people: false });
    const saved = await put(admin, settings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ issuer: idp.issuer, client_secret: '', email_domains: DOMAIN });
    const [row] = await t.db.select().from(companySso).where(eq(companySso.companyId, admin.companyId!));
    expect(row!.clientSecretSealed).not.toContain(idp.clientSecret);
    const entry = await lastEntry(t, admin, 'settings.sso');
    expect(JSON.stringify(entry)).not.toContain(idp.clientSecret);
    expect(entry.after).toMatchObject({ client_secret_changed: true, issuer: idp.issuer });
  });

  it('keeps the stored secret when the field is left empty, and asks for one the first time', async () => {
    expect((await put(admin, settings({ client_secret: '' }))).statusCode).toBe(200);
    const first = await put(other, settings({ client_secret: '', email_domains: '' }));
    expect(first.statusCode).toBe(400);
    expect(first.json().client_secret).toBeDefined();
  });

  it('takes the fields that may be empty when the form leaves them out', async () => {
    const required: SsoSettings = settings();
    for (const blank of ['client_secret', 'email_domains', 'claim_given_name', 'claim_family_name', 'claim_employee_code', 'break_glass_email'] as const) {
      delete required[blank];
    }
    const res = await put(admin, required);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email_domains: '', claim_given_name: '', claim_employee_code: '', break_glass_email: '' });
    expect((await put(admin, settings({ client_secret: '' }))).statusCode).toBe(200);
  });

  it('refuses an issuer whose discovery document cannot be read, another company’s domain, and a break-glass address that is not an admin', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/sso/', headers: admin.headers });
    const unreachable = await put(admin, settings({ issuer: 'http://127.0.0.1:1/' }));
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().issuer[0]).toMatch(/discovery document/);
    const notHttps = await put(admin, settings({ issuer: 'http://idp.example.com/' }));
    expect(notHttps.json().issuer[0]).toMatch(/https/);
    const taken = await put(other, settings({ email_domains: `other.example.org, ${DOMAIN}` }));
    expect(taken.json().email_domains[0]).toContain(DOMAIN);
    const foreignAdmin = await put(admin, settings({ break_glass_email: other.email }));
    expect(foreignAdmin.json().break_glass_email).toBeDefined();
    const after = await t.app.inject({ method: 'GET', url: '/api/sso/', headers: admin.headers });
    expect(after.json()).toEqual(before.json());
  });

  it('is another company’s admin’s neither to read nor to change, nor an employee’s', async () => {
    const theirs = await t.app.inject({ method: 'GET', url: '/api/sso/', headers: other.headers });
    expect(theirs.json().issuer).toBe('');
    const employee = await addUser(t, admin);
    expect((await t.app.inject({ method: 'GET', url: '/api/sso/', headers: employee.headers })).statusCode).toBe(403);
    expect((await put(employee, settings())).statusCode).toBe(403);
    const [row] = await t.db.select().from(companySso).where(eq(companySso.companyId, admin.companyId!));
    expect(row!.issuer).toBe(idp.issuer);
  });
});

describe('signing in through the provider', () => {
  it('creates a new person of the company at their first sign-in and signs them in as a password would', async () => {
    const email = `ada.${Date.now()}@${DOMAIN}`;
    idp.people.set(email, { email, given_name: 'Ada', family_name: 'Lovelace', employee_id: 'E-1815' });
    const { search, state } = await roundTrip(email);
    const res = await callback(search, state);
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(res.json().token) });
    expect(me.json()).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace', company: { id: admin.companyId } });
    expect(me.json().last_login).not.toBeNull();
    const [employee] = await t.db.select().from(employees).innerJoin(users, eq(users.id, employees.userId)).where(eq(users.email, email));
    expect(employee!.employees).toMatchObject({ companyId: admin.companyId, empCode: 'E-1815' });
    expect(employee!.users.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await lastEntry(t, admin, 'auth.sso_sign_in')).after).toMatchObject({ email, created: true });

    // The same answer again (a replayed callback) finds its sign-in already used.
    const replayed = await callback(search, state);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().code).toBe('wrong_state');
  });

  it('matches a person the company already has by their verified address', async () => {
    const known = await addUser(t, admin);
    idp.people.set(known.email, { email: known.email });
    const { search, state } = await roundTrip(known.email);
    const res = await callback(search, state);
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(res.json().token) });
    expect(me.json().id).toBe(known.userId);
  });

  it('refuses a state this browser was not given, a forged one, and one that is missing', async () => {
    const email = `bea.${Date.now()}@${DOMAIN}`;
    idp.people.set(email, { email });
    const { search, state } = await roundTrip(email);
    expect((await callback(search, 'another-browsers-state')).json().code).toBe('wrong_state');
    expect((await callback(search, null)).json().code).toBe('wrong_state');
    const forged = search.replace(`state=${state}`, 'state=forged');
    expect((await callback(forged, 'forged')).json().code).toBe('wrong_state');
    // Refused above before its sign-in was taken: the real browser can still finish.
    expect((await callback(search, state)).statusCode).toBe(200);
  });

  it('refuses a code sent back twice under a sign-in started again', async () => {
    const email = `cy.${Date.now()}@${DOMAIN}`;
    idp.people.set(email, { email });
    const first = await roundTrip(email);
    expect((await callback(first.search, first.state)).statusCode).toBe(200);
    const second = await start(email);
    const state = /c360_sso_state=([^;]+)/.exec(String(second.headers['set-cookie']))![1]!;
    const code = new URLSearchParams(first.search).get('code')!;
    const res = await callback(`?code=${code}&state=${state}&iss=${encodeURIComponent(idp.issuer)}`, state);
    expect(res.json().code).toBe('provider_refused');
  });

  it('refuses an ID token with another nonce, another audience, or past its expiry', async () => {
    const email = `dee.${Date.now()}@${DOMAIN}`;
    idp.people.set(email, { email });
    for (const change of [
      (c: Record<string, unknown>) => ({ ...c, nonce: 'not-the-nonce' }),
      (c: Record<string, unknown>) => ({ ...c, aud: 'another-client' }),
      (c: Record<string, unknown>) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ]) {
      const { search, state } = await roundTrip(email);
      idp.rewriteNextIdToken(change);
      const res = await callback(search, state);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('token_invalid');
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // The control: the same token signed again unchanged passes, so the refusals above were the changes'.
    const { search, state } = await roundTrip(email);
    idp.rewriteNextIdToken((c) => c);
    expect((await callback(search, state)).statusCode).toBe(200);
  });

  it('refuses a sign-in that came back after its ten minutes', async () => {
    const email = `eve.${Date.now()}@${DOMAIN}`;
    idp.people.set(email, { email });
    const { search, state } = await roundTrip(email);
    t.clock.advance(11 * 60_000);
    const res = await callback(search, state);
    expect(res.json().code).toBe('expired');
  });

  it('refuses an address the provider has not verified, and another company’s person with the same address', async () => {
    const unverified = `fay.${Date.now()}@${DOMAIN}`;
    idp.people.set(unverified, { email: unverified, email_verified: false });
    await refusedWith(unverified, 'email_unverified');
    // The company's provider vouches for an address of another company's admin: nobody there is signed in, nobody created.
    const impostor = `gus.${Date.now()}@${DOMAIN}`;
    idp.people.set(impostor, { email: other.email });
    await refusedWith(impostor, 'email_other_company');
    const [row] = await t.db.select().from(users).where(eq(users.email, other.email));
    expect(row!.companyId).toBe(other.companyId);
    // An address of no domain of the company, unknown here: not the company's to create.
    const outsider = `ivy.${Date.now()}@not-theirs.example.org`;
    idp.people.set(`ivy@${DOMAIN}`, { email: outsider });
    await refusedWith(`ivy@${DOMAIN}`, 'unknown_person');
    expect(await t.db.select().from(users).where(eq(users.email, outsider))).toEqual([]);
  });

  it('refuses an unknown person when the company does not create people, and names unknown companies and unset ones', async () => {
    expect((await put(admin, settings({ create_people: false, client_secret: '' }))).statusCode).toBe(200);
    const stranger = `hal.${Date.now()}@${DOMAIN}`;
    idp.people.set(stranger, { email: stranger });
    await refusedWith(stranger, 'unknown_person');
    expect(await t.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
    expect((await start('nobody@nowhere.example.net')).json().code).toBe('unknown_company');
    expect((await start(other.email)).json().code).toBe('not_configured');
    await put(admin, settings({ client_secret: '' }));
  });
});

describe('SSO only', () => {
  it('refuses the company’s people’s passwords, known or not, except the break-glass admin’s', async () => {
    const person = await addUser(t, admin);
    const secondAdmin = await addUser(t, admin, 'admin');
    expect((await put(admin, settings({ sso_only: true, break_glass_email: admin.email, client_secret: '' }))).statusCode).toBe(200);
    const login = (email: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password } });
    for (const email of [person.email, secondAdmin.email]) {
      const res = await login(email);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('sso_only');
    }
    // An address of the company's domain: the same answer, account or not, right password or not.
    expect((await login(`nobody@${DOMAIN}`, 'wrong')).json().code).toBe('sso_only');
    expect((await login(admin.email)).statusCode).toBe(200);
    expect((await login(other.email)).statusCode).toBe(200);
    await put(admin, settings({ client_secret: '' }));
    expect((await login(person.email)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ id: companySso.breakGlassUserId })
      .from(companySso)
      .where(and(eq(companySso.companyId, admin.companyId!)));
    expect(row!.id).toBeNull();
  });
});
