import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../schemas/list-query';
import type { Db } from '../../db/db-type';
import { isRowId } from '../../db/sql';
import { archivedAtOf, archivedCondition } from './archive';
import { orderingOf, pageOf, searchCondition, type Page } from './list-query';
import { listWrites, type ListWritesSpec } from './list-writes';
import type { ResourceRepository } from './refusals';

/** A table of a company's rows. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

interface ChildListSpec<Input, Row> extends Omit<ListWritesSpec<Input, Row>, 'table' | 'id' | 'scope' | 'owner' | 'row' | 'archivedAt'> {
  /** Every query carries the company, and a new row is the company's. */
  table: CompanyTable & { archivedAt: PgColumn };
  companyId: number;
  /** The select shape: a column for each field of the row between its `id` and its `archived_at` (archive.ts). */
  row: Record<Exclude<keyof Row, 'id' | 'archived_at'>, PgColumn>;
  /** The columns `?search=` looks in. */
  search: PgColumn[];
  /** The columns `?ordering=` may name, by the row's field names. */
  sortable: Record<string, PgColumn>;
}

/** Whether `id` is a row of `table` that this company owns: a parent the input may name. */
export async function isCompanyRow(db: Db, table: CompanyTable, companyId: number, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
  return Boolean(found);
}

/**
 * A company's list whose rows each sit under a row of another of its lists (competencies under a type, statements
 * under a competency…): searched, sorted and paged, archived to stop offering a row, refused while it is in use.
 */
export function childListRepository<Input, Row extends object>(db: Db, spec: ChildListSpec<Input, Row>) {
  const { table } = spec;
  const { id, archivedAt } = table;
  const scope = eq(table.companyId, spec.companyId);
  const row: Record<string, PgColumn | SQL> = { id, ...spec.row, archived_at: archivedAtOf(archivedAt) };
  const writes = listWrites<Input, Row>(db, { ...spec, id, scope, row, archivedAt, owner: { companyId: spec.companyId } });

  return {
    list(query: ListQuery = {}): Promise<Page<Row>> {
      const where = and(scope, searchCondition(spec.search, query.search), archivedCondition(archivedAt, query.archived));
      return pageOf(
        query,
        async (limit, offset) =>
          (
            await db
              .select(row)
              .from(table)
              .where(where)
              .orderBy(...orderingOf(spec.sortable, id, query.ordering))
              .limit(limit ?? Number.MAX_SAFE_INTEGER)
              .offset(offset ?? 0)
          ).map((found) => found as Row),
        () => db.select({ n: count() }).from(table).where(where),
      );
    },
    ...writes,
  } satisfies ResourceRepository<Input, Row> & Record<string, unknown>;
}
