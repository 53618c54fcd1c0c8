import type { FastifyInstance } from 'fastify';
import SCIMMY from 'scimmy';
import type { TSchema } from 'typebox';
import { emailChangeRequest, emailConsentRequest } from '../../account/actions/email-change-links';
import type { AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { compileLengthFirst, bodyAjv } from '../../shared/rules/validation';
import { isScimError, scimError } from '../rules/scim-errors';

/** One SCIM request: the token's company, who the audit log names (the token), and the server's link makers and clock. */
export interface ScimContext {
  app: FastifyInstance;
  db: Db;
  companyId: number;
  by: AuditActor;
}

/** A resource checked against its SCIM schema by scimmy: a wrong type or a missing required attribute is 400 invalidValue. */
export function scimInput<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (isScimError(err)) throw err;
    if (err instanceof TypeError) throw scimError(400, 'invalidValue', err.message);
    throw err;
  }
}

/** scimInput for an operation that answers later (a PatchOp applied). */
export async function scimOperation<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    return scimInput(() => {
      throw err;
    });
  }
}

const checks = new WeakMap<object, ReturnType<typeof compileLengthFirst>>();

/** The Workforce write checked by the same schema its form and route use: 400 invalidValue naming what fails. */
export function checkedBy<T>(schema: TSchema, value: T): T {
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = compileLengthFirst(bodyAjv, schema)));
  if (check(value)) return value;
  const detail = (check.errors ?? []).map((e) => `${e.instancePath.slice(1) || 'resource'}: ${e.message ?? 'is not valid'}`).join('; ');
  throw scimError(400, 'invalidValue', detail);
}

/** The SCIM list envelope (RFC 7644 §3.4.2), one page of an already filtered list. */
export function listResponse<T>(all: T[], startIndex = 1, count = 100) {
  const start = Math.max(1, startIndex);
  const page = all.slice(start - 1, start - 1 + Math.max(0, count));
  return { schemas: [SCIMMY.Messages.ListResponse.id], totalResults: all.length, startIndex: start, itemsPerPage: page.length, Resources: page };
}

/** A parsed filter (scimmy's grammar; a malformed one is its 400 invalidFilter), or null for none. */
export function filterOf(expression: string | undefined) {
  if (expression === undefined) return null;
  if (!expression.trim()) throw scimError(400, 'invalidFilter', 'The filter is empty.');
  return new SCIMMY.Types.Filter(expression);
}

/** The one `attribute eq "value"` of a filter, which the database can look up; null for anything else. */
export function equalityOf(filter: InstanceType<typeof SCIMMY.Types.Filter> | null): { attribute: string; value: string } | null {
  if (!filter || filter.length !== 1) return null;
  const entries = Object.entries(filter[0] as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [attribute, comparison] = entries[0]!;
  if (!Array.isArray(comparison) || comparison.length !== 2 || comparison[0] !== 'eq' || typeof comparison[1] !== 'string') return null;
  return { attribute: attribute.toLowerCase(), value: comparison[1] };
}

const FORCED = 'Changed by the company’s identity provider (SCIM).';

/**
 * The Workforce change's rules for a token: it speaks for the company as an admin would (the identity provider is the
 * source of truth for its people), so a new sign-in address takes effect as an admin's forced change does.
 */
export const scimUpdateRules = (c: ScimContext) => ({
  authorize: () => null,
  admin: true,
  callerId: 0,
  forceReason: FORCED,
  emailChange: emailChangeRequest(c.app, { kind: 'forced', reason: FORCED }),
  consent: emailConsentRequest(c.app, c.by.actor),
  actor: c.by,
});
