import { USERNAME_PATTERN } from '../../../schemas/phone';
import { scimError } from './scim-errors';

export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** Where the SCIM service lives; a resource's meta.location is under it. */
export const SCIM_BASE = '/scim/v2';

/** A person as the SCIM queries read them: the employee with their account, designation name and manager. */
export interface ScimPerson {
  id: number;
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  empCode: string;
  externalId: string | null;
  title: string | null;
  parentId: number | null;
  createdAt: Date;
}

/** What a SCIM User writes: the Workforce fields, the designation by name, and whether the person stays. */
export interface ScimUserFields {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  emp_code: string;
  external_id: string | null;
  title: string | null;
  parent_id: number | null;
  active: boolean;
}

/** The User resource of a person (RFC 7643 §4.1, with the enterprise extension's employeeNumber and manager). */
export function scimUserOf(p: ScimPerson): Record<string, unknown> {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
    id: String(p.id),
    ...(p.externalId !== null && { externalId: p.externalId }),
    userName: p.username,
    name: { givenName: p.firstName, familyName: p.lastName, formatted: `${p.firstName} ${p.lastName}`.trim() },
    displayName: `${p.firstName} ${p.lastName}`.trim() || p.username,
    emails: [{ value: p.email, type: 'work', primary: true }],
    active: true,
    ...(p.title !== null && { title: p.title }),
    [ENTERPRISE]: { employeeNumber: p.empCode, ...(p.parentId !== null && { manager: { value: String(p.parentId) } }) },
    meta: { resourceType: 'User', created: p.createdAt, location: `${SCIM_BASE}/Users/${p.id}` },
  };
}

/** A SCIM id as this server issues them (an employee's or a group's id), or null: such an id names nothing here. */
export function rowIdOf(id: unknown): number | null {
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? n : null;
}

interface Incoming {
  userName?: string;
  externalId?: string;
  name?: { givenName?: string; familyName?: string };
  emails?: Array<{ value?: string; primary?: boolean }>;
  title?: string;
  active?: boolean;
  [ENTERPRISE]?: { employeeNumber?: string; manager?: { value?: string } };
}

const text = (value: string | undefined) => value?.trim() ?? '';
const looksLikeEmail = (value: string) => /^[^@\s]+@[^@\s]+$/.test(value);

/**
 * The Workforce fields a User resource (already checked against the SCIM schema by scimmy) writes. What Workforce
 * requires and SCIM leaves optional is refused here with the attribute named: a work address (the primary email,
 * else a userName that is one), both names, and an employee code (employeeNumber, else externalId).
 */
export function userFieldsOf(resource: Incoming): ScimUserFields {
  const username = text(resource.userName);
  if (!new RegExp(USERNAME_PATTERN).test(username) || username.length > 150) {
    throw scimError(400, 'invalidValue', 'userName: use up to 150 letters, digits and . @ + - _ (an email address fits).');
  }
  const emails = resource.emails ?? [];
  const email = text((emails.find((e) => e.primary) ?? emails[0])?.value) || (looksLikeEmail(username) ? username : '');
  if (!email) throw scimError(400, 'invalidValue', 'emails: a work address is required (or a userName that is one).');
  const enterprise = resource[ENTERPRISE] ?? {};
  const externalId = text(resource.externalId) || null;
  const empCode = text(enterprise.employeeNumber) || externalId || '';
  if (!empCode) throw scimError(400, 'invalidValue', `${ENTERPRISE}:employeeNumber: the employee code is required (or an externalId).`);
  const managerId = enterprise.manager?.value;
  const parentId = managerId === undefined || managerId === '' ? null : rowIdOf(managerId);
  if (parentId === null && managerId) throw scimError(400, 'invalidValue', `manager.value: "${managerId}" is not a user of this company.`);
  return {
    username,
    email,
    first_name: text(resource.name?.givenName),
    last_name: text(resource.name?.familyName),
    emp_code: empCode,
    external_id: externalId,
    title: text(resource.title) || null,
    parent_id: parentId,
    active: resource.active ?? true,
  };
}

/**
 * Entra ID sends `active` in a PATCH as the strings "True" and "False" (a known deviation from RFC 7644): read them
 * as the booleans they mean before scimmy checks the types. Everything else is left as sent.
 */
export function normalisedPatch(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { Operations?: unknown }).Operations)) return body;
  const flag = (v: unknown) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v);
  const operations = (body as { Operations: unknown[] }).Operations.map((op) => {
    if (typeof op !== 'object' || op === null) return op;
    const { path, value } = op as { path?: unknown; value?: unknown };
    if (typeof path === 'string' && path.toLowerCase() === 'active') return { ...op, value: flag(value) };
    if (path === undefined && typeof value === 'object' && value !== null && 'active' in value) {
      return { ...op, value: { ...value, active: flag((value as { active: unknown }).active) } };
    }
    return op;
  });
  return { ...body, Operations: operations };
}
