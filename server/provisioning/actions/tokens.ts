import { createHash, randomBytes } from 'node:crypto';
import { SCIM_TOKEN_PREFIX, type ScimToken, type ScimTokenCreated, type ScimTokenInput } from '../../../schemas/provisioning';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { blankFields } from '../../http/blank-fields';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { deleteToken, insertToken, listTokens, useToken } from '../queries/tokens';

/** What is stored of a secret: its sha256, so a database leak hands out no usable token. */
export const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface TokenContext {
  db: Db;
  companyId: number;
  by: AuditActor;
  now: Date;
}

export const scimTokens = (db: Db, companyId: number): Promise<ScimToken[]> => listTokens(db, companyId);

/** A new token: 32 random bytes, answered once; the audit log keeps its name, never the secret. */
export async function createScimToken(c: TokenContext, input: ScimTokenInput): Promise<Outcome<ScimTokenCreated>> {
  const blank = blankFields(input, ['name']);
  if (Object.keys(blank).length) return invalid(blank);
  const secret = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const name = input.name.trim();
  const token = await c.db.transaction(async (tx) => {
    const row = await insertToken(tx, c.companyId, name, tokenHash(secret), c.now);
    await recordAudit(tx, c.by, { action: 'scim.token.create', entity: 'scim_token', entityId: row.id, after: { name } });
    return row;
  });
  return done({ ...token, token: secret });
}

/** Revoking deletes the token: the next request carrying it is answered 401. */
export async function revokeScimToken(c: TokenContext, id: number): Promise<Outcome<null>> {
  return c.db.transaction(async (tx) => {
    const removed = await deleteToken(tx, c.companyId, id);
    if (!removed) return missing();
    await recordAudit(tx, c.by, { action: 'scim.token.revoke', entity: 'scim_token', entityId: id, before: { name: removed.name } });
    return done(null);
  });
}

/** Who a bearer secret speaks for, or null. */
export async function authenticateScimToken(db: Db, secret: string, now: Date) {
  if (!secret.startsWith(SCIM_TOKEN_PREFIX) || secret.length > 200) return null;
  return useToken(db, tokenHash(secret), now);
}
