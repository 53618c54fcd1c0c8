import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { MasterItemRow } from '../../../schemas/master-item';
import type { Db } from '../client';
import { isUniqueViolation } from '../errors';
import { masterItems } from '../schema';
import { isRowId } from '../sql';

const row = { id: masterItems.id, name: masterItems.name };

/**
 * One list of names (company types, industries; later a company's groups…), owned by
 * the platform (companyId null) or by one company. Every query carries list and owner.
 */
export function masterItemsRepository(db: Db, list: string, companyId: number | null) {
  const owner: SQL = companyId === null ? isNull(masterItems.companyId) : eq(masterItems.companyId, companyId);
  const scope = and(eq(masterItems.list, list), owner)!;
  const byId = (id: number) => and(scope, eq(masterItems.id, id))!;

  return {
    list(): Promise<MasterItemRow[]> {
      return db.select(row).from(masterItems).where(scope).orderBy(asc(masterItems.id));
    },

    async get(id: number): Promise<MasterItemRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(masterItems).where(byId(id));
      return found ?? null;
    },

    /** The new item, or 'duplicate' when the unique index already holds the name. */
    async create(name: string): Promise<MasterItemRow | 'duplicate'> {
      try {
        const [created] = await db.insert(masterItems).values({ list, companyId, name: name.trim() }).returning(row);
        return created!;
      } catch (err) {
        if (isUniqueViolation(err, 'master_items_list_owner_name_key')) return 'duplicate';
        throw err;
      }
    },

    async update(id: number, name: string): Promise<MasterItemRow | null | 'duplicate'> {
      if (!isRowId(id)) return null;
      try {
        const [updated] = await db.update(masterItems).set({ name: name.trim() }).where(byId(id)).returning(row);
        return updated ?? null;
      } catch (err) {
        if (isUniqueViolation(err, 'master_items_list_owner_name_key')) return 'duplicate';
        throw err;
      }
    },

    async remove(id: number): Promise<boolean> {
      if (!isRowId(id)) return false;
      const deleted = await db.delete(masterItems).where(byId(id)).returning({ id: masterItems.id });
      return deleted.length > 0;
    },
  };
}

export type MasterItemsRepository = ReturnType<typeof masterItemsRepository>;
