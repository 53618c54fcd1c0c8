import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { masterItems } from '../../db/schema';
import { namedListRepository } from './named-list';
import { usageOf } from './usage';

/**
 * One list of names (company types, industries; a company's groups, designations and
 * departments), owned by the platform (companyId null) or by one company. Every query
 * carries list and owner.
 */
export function masterItemsRepository(db: Db, list: string, companyId: number | null) {
  const owner: SQL = companyId === null ? isNull(masterItems.companyId) : eq(masterItems.companyId, companyId);
  return namedListRepository(db, {
    table: masterItems,
    id: masterItems.id,
    name: masterItems.name,
    archivedAt: companyId === null ? undefined : masterItems.archivedAt,
    scope: and(eq(masterItems.list, list), owner)!,
    listStatement:
      companyId === null
        ? { name: 'master_items_platform_list', scope: and(eq(masterItems.list, sql.placeholder('list')), isNull(masterItems.companyId))!, params: { list } }
        : {
            name: 'master_items_company_list',
            scope: and(eq(masterItems.list, sql.placeholder('list')), eq(masterItems.companyId, sql.placeholder('company')))!,
            params: { list, company: companyId },
            version: sql`v.company_id = ${sql.placeholder('company')} and v.list = ${sql.placeholder('list')}`,
          },
    owner: { list, companyId },
    uniqueIndex: 'master_items_list_owner_name_key',
    // A platform item a company picked is unpicked instead (the foreign key sets null).
    usedBy: (id) => usageOf(db, list, companyId, id),
    inUseKeys: { usedBy: 'other records' },
  });
}

export type MasterItemsRepository = ReturnType<typeof masterItemsRepository>;
