import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../schemas/list-query';
import type { MasterItem, MasterItemRow } from '../../../schemas/master-item';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { isRowId } from '../../db/sql';
import { searchCondition } from './list-query';
import { listPage, type ListStatement } from './list-statement';
import { auditedRemoval, auditedUpdate, type RowAudit } from '../../audit/row-changes';
import { archivedAtOf, archivedCondition, archivedValue } from './archive';
import type { ListAnswer, Refusal, ResourceRepository } from './refusals';

interface NamedListSpec {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** Lists that can be archived (a company's); the platform's lists keep their `{id, name}` contract. */
  archivedAt?: PgColumn;
  /** Which rows belong to this list and this owner; every query carries it. */
  scope: SQL;
  /** The same as the list's prepared read (list-statement.ts). */
  listStatement: ListStatement;
  /** The columns of a new row besides its name (owner, list). */
  owner: Record<string, unknown>;
  /** The unique index on the normalised name: its violation is a duplicate. */
  uniqueIndex: string;
  /** What still uses an item, as a phrase for the refusal, or null when nothing does. */
  usedBy(id: number): Promise<string | null>;
  /** A foreign key violation at delete time means "in use" too (a row added since the count). */
  foreignKey: { constraint?: string; usedBy: string };
}

/** A list of names `{id, name}` (company types, a company's groups, competency types…). */
export function namedListRepository(db: Db, spec: NamedListSpec) {
  const { table, scope } = spec;
  const row: Record<string, PgColumn | SQL> = spec.archivedAt
    ? { id: spec.id, name: spec.name, archived_at: archivedAtOf(spec.archivedAt) }
    : { id: spec.id, name: spec.name };
  const byId = (id: number) => and(scope, eq(spec.id, id))!;
  const duplicate = (err: unknown): Refusal => {
    if (isUniqueViolation(err, spec.uniqueIndex)) return { refused: 'duplicate' };
    throw err;
  };
  // Generic over the table, so drizzle cannot infer the row type: the select shape fixes it.
  const asRow = (found: unknown) => found as MasterItemRow;

  const repository = {
    /** `stampFor`: a user whose principal's stamp the page carries (principal-in-query.ts). */
    async list(query: ListQuery = {}, stampFor?: number): Promise<ListAnswer<MasterItemRow>> {
      const page = await listPage(db, { ...spec, row, statement: spec.listStatement }, query, stampFor);
      if (page.total !== null) return { ...page, total: page.total };
      // Past the end: the page cannot say how many rows there are.
      const [counted] = await db
        .select({ n: count() })
        .from(table)
        .where(and(scope, searchCondition([spec.name], query.search), spec.archivedAt && archivedCondition(spec.archivedAt, query.archived)));
      return { ...page, total: counted?.n ?? 0 };
    },

    async get(id: number): Promise<MasterItemRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(table).where(byId(id));
      return found ? asRow(found) : null;
    },

    /** The new item, or a refusal when the unique index already holds the name. */
    async create({ name }: MasterItem): Promise<MasterItemRow | Refusal> {
      try {
        const [created] = await db
          .insert(table)
          .values({ ...spec.owner, name: name.trim() })
          .returning(row);
        return asRow(created);
      } catch (err) {
        return duplicate(err);
      }
    },

    async update(id: number, { name }: MasterItem, audit?: RowAudit): Promise<MasterItemRow | null | Refusal> {
      const before = await repository.get(id);
      if (!before) return null;
      try {
        return await auditedUpdate(db, audit, id, before, async (tx) => {
          const [updated] = await tx.update(table).set({ name: name.trim() }).where(byId(id)).returning(row);
          return updated ? asRow(updated) : null;
        });
      } catch (err) {
        return duplicate(err);
      }
    },

    async archive(id: number, archived: boolean, audit?: RowAudit): Promise<MasterItemRow | null> {
      if (!spec.archivedAt) return null;
      const archivedAt = spec.archivedAt;
      const before = await repository.get(id);
      if (!before) return null;
      return auditedUpdate(
        db,
        audit,
        id,
        before,
        async (tx) => {
          const [changed] = await tx
            .update(table)
            .set({ archivedAt: archivedValue(archivedAt, archived) })
            .where(byId(id))
            .returning(row);
          return changed ? asRow(changed) : null;
        },
        `${audit?.entity}.${archived ? 'archive' : 'restore'}`,
      );
    },

    /** Refused while something uses the item. */
    async remove(id: number, audit?: RowAudit): Promise<boolean | Refusal> {
      const found = await repository.get(id);
      if (!found) return false;
      const usedBy = await spec.usedBy(id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      const before = { ...(typeof spec.owner.list === 'string' && { list: spec.owner.list }), name: found.name };
      try {
        return await auditedRemoval(db, audit, id, before, async (tx) => (await tx.delete(table).where(byId(id)).returning({ id: spec.id })).length > 0);
      } catch (err) {
        if (isForeignKeyViolation(err, spec.foreignKey.constraint)) return { refused: 'in-use', message: spec.foreignKey.usedBy };
        throw err;
      }
    },
  } satisfies ResourceRepository<MasterItem, MasterItemRow> & Record<string, unknown>;
  return repository;
}
