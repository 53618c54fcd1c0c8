import { randomBytes } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Registration } from '../../../schemas/registration';
import type { Db } from '../../../server/db/db-type';
import { upsertSuperuser } from '../../../server/account/actions/superusers';
import {
  companies,
  competencies,
  competencyStatements,
  competencyTypes,
  masterItems,
  oneTimeTokens,
  outbox,
  permissions,
  users,
} from '../../../server/db/schema';
import { hashPassword } from '../../../server/security/passwords';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct horse battery staple';

let counter = 0;
const run = randomBytes(3).toString('hex');

/** An address no other test uses, at a business domain. */
export function uniqueEmail(label = 'hr'): string {
  counter += 1;
  return `${label}.${counter}@acme-${run}-${counter}.example.com`;
}

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    company_name: 'Acme Manufacturing',
    first_name: 'Hana',
    last_name: 'Novak',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  };
}

export const auth = (token: string) => ({ authorization: `JWT ${token}` });

export interface Session {
  email: string;
  password: string;
  token: string;
  userId: number;
  companyId: number | null;
  headers: { authorization: string };
}

export async function mailsTo(db: Db, email: string) {
  return db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.to})`, email.toLowerCase()))
    .orderBy(asc(outbox.id));
}

/** The token of the newest mailed link of a kind to an address. */
export async function mailedToken(db: Db, email: string, kind: 'confirmation-link' | 'password-reset'): Promise<string> {
  const links = (await mailsTo(db, email)).flatMap((m) => [...m.text.matchAll(new RegExp(`/authentication/${kind}/([A-Za-z0-9_-]+)`, 'g'))].map((x) => x[1]!));
  expect(links.length, `a ${kind} mail to ${email}`).toBeGreaterThan(0);
  return links.at(-1)!;
}

export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

async function sessionOf(t: TestApp, email: string, password: string): Promise<Session> {
  const token = await signIn(t, email, password);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(token) });
  expect(me.statusCode, me.body).toBe(200);
  const body = me.json();
  return { email, password, token, userId: body.id, companyId: body.company?.id ?? null, headers: auth(token) };
}

/** Registers a company through the API, follows the mailed link and signs its admin in. */
export async function signUpCompany(t: TestApp, overrides: Partial<Registration> = {}): Promise<Session> {
  const body = registration(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/users/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const token = await mailedToken(t.db, body.email, 'confirmation-link');
  const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/confirmation-link/${token}/` });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return sessionOf(t, body.email, body.password);
}

/**
 * Another verified user in a company. Employees get their own endpoint in a later issue,
 * so for now this writes the rows the way that endpoint will.
 */
export async function addUser(t: TestApp, company: Session, role: 'user' | 'admin' = 'user'): Promise<Session> {
  const email = uniqueEmail(role);
  const [row] = await t.db
    .insert(users)
    .values({
      companyId: company.companyId,
      email,
      username: email.split('@')[0]!,
      firstName: 'Ivo',
      lastName: 'Petrov',
      passwordHash: await hashPassword(PASSWORD),
      role,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await t.db.insert(permissions).values({ userId: row!.id, dashboard: true, master: role === 'admin' });
  return sessionOf(t, email, PASSWORD);
}

export async function addSuperuser(t: TestApp): Promise<Session> {
  const email = uniqueEmail('ops');
  await upsertSuperuser(t.db, { email, passwordHash: await hashPassword(PASSWORD) }, new Date());
  return sessionOf(t, email, PASSWORD);
}

/** Row counts of the tables a write could touch: equal before and after means nothing changed. */
export async function counts(db: Db): Promise<Record<string, number>> {
  const tables = { companies, users, permissions, oneTimeTokens, outbox, masterItems, competencyTypes, competencies, competencyStatements };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}
