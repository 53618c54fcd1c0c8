import { and, asc, eq } from 'drizzle-orm';
import type { ScimToken } from '../../../schemas/provisioning';
import type { Db } from '../../db/db-type';
import { scimTokens } from '../../db/schema';
import { isRowId } from '../../db/sql';

const columns = { id: scimTokens.id, name: scimTokens.name, createdAt: scimTokens.createdAt, lastUsedAt: scimTokens.lastUsedAt };

type Row = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null };

const answer = (r: Row): ScimToken => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(db: Db, companyId: number): Promise<ScimToken[]> {
  const rows = await db.select(columns).from(scimTokens).where(eq(scimTokens.companyId, companyId)).orderBy(asc(scimTokens.id));
  return rows.map(answer);
}

export async function insertToken(db: Db, companyId: number, name: string, tokenHash: string, now: Date): Promise<ScimToken> {
  const [row] = await db.insert(scimTokens).values({ companyId, name, tokenHash, createdAt: now }).returning(columns);
  return answer(row!);
}

/** The token removed, or null when the company has no such token. */
export async function deleteToken(db: Db, companyId: number, id: number): Promise<ScimToken | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .delete(scimTokens)
    .where(and(eq(scimTokens.companyId, companyId), eq(scimTokens.id, id)))
    .returning(columns);
  return row ? answer(row) : null;
}

/** The company and name a secret's hash belongs to, its use noted in the same statement; null for no live token. */
export async function useToken(db: Db, tokenHash: string, now: Date): Promise<{ id: number; companyId: number; name: string } | null> {
  const [row] = await db
    .update(scimTokens)
    .set({ lastUsedAt: now })
    .where(eq(scimTokens.tokenHash, tokenHash))
    .returning({ id: scimTokens.id, companyId: scimTokens.companyId, name: scimTokens.name });
  return row ?? null;
}
