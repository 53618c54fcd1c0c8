import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../schemas/list-query';
import type { MasterItem, MasterItemRow } from '../../../schemas/master-item';
import type { Db } from '../client';
import { isForeignKeyViolation, isUniqueViolation } from '../errors';
import { masterItems } from '../schema';
import { isRowId } from '../sql';
import { orderingOf, pageOf, searchCondition, type Page } from './list-query';
import type { Refusal, ResourceRepository } from './refusals';
import { usageOf } from './usage';

const row = { id: masterItems.id, name: masterItems.name };
const UNIQUE_NAME = 'master_items_list_owner_name_key';

/**
 * One list of names (company types, industries; a company's groups, designations and
 * departments), owned by the platform (companyId null) or by one company. Every query
 * carries list and owner.
 */
export function masterItemsRepository(db: Db, list: string, companyId: number | null) {
  const owner: SQL = companyId === null ? isNull(masterItems.companyId) : eq(masterItems.companyId, companyId);
  const scope = and(eq(masterItems.list, list), owner)!;
  const byId = (id: number) => and(scope, eq(masterItems.id, id))!;
  const duplicate = (err: unknown): Refusal => {
    if (isUniqueViolation(err, UNIQUE_NAME)) return { refused: 'duplicate' };
    throw err;
  };

  const repository = {
    list(query: ListQuery = {}): Promise<Page<MasterItemRow>> {
      const where = and(scope, searchCondition([masterItems.name], query.search));
      return pageOf(
        query,
        (limit, offset) => db.select(row).from(masterItems).where(where)
          .orderBy(...orderingOf({ name: masterItems.name }, masterItems.id, query.ordering))
          .limit(limit ?? Number.MAX_SAFE_INTEGER).offset(offset ?? 0),
        () => db.select({ n: count() }).from(masterItems).where(where),
      );
    },

    async get(id: number): Promise<MasterItemRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(masterItems).where(byId(id));
      return found ?? null;
    },

    /** The new item, or a refusal when the unique index already holds the name. */
    async create({ name }: MasterItem): Promise<MasterItemRow | Refusal> {
      try {
        const [created] = await db.insert(masterItems).values({ list, companyId, name: name.trim() }).returning(row);
        return created!;
      } catch (err) {
        return duplicate(err);
      }
    },

    async update(id: number, { name }: MasterItem): Promise<MasterItemRow | null | Refusal> {
      if (!isRowId(id)) return null;
      try {
        const [updated] = await db.update(masterItems).set({ name: name.trim() }).where(byId(id)).returning(row);
        return updated ?? null;
      } catch (err) {
        return duplicate(err);
      }
    },

    /** Refused while something uses the item; a platform item a company picked is unpicked instead. */
    async remove(id: number): Promise<boolean | Refusal> {
      if (!(await repository.get(id))) return false;
      const usedBy = await usageOf(db, list, companyId, id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      try {
        const deleted = await db.delete(masterItems).where(byId(id)).returning({ id: masterItems.id });
        return deleted.length > 0;
      } catch (err) {
        if (isForeignKeyViolation(err)) return { refused: 'in-use', message: 'other records' };
        throw err;
      }
    },
  } satisfies ResourceRepository<MasterItem, MasterItemRow> & Record<string, unknown>;
  return repository;
}

export type MasterItemsRepository = ReturnType<typeof masterItemsRepository>;
