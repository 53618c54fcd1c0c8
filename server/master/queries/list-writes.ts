import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { isRowId } from '../../db/sql';
import { auditedRemoval, auditedUpdate, type RowAudit } from '../../audit/row-changes';
import { archivedValue } from './archive';
import { invalidChoice, type Refusal } from './refusals';

export interface ListWritesSpec<Input, Row> {
  table: PgTable;
  id: PgColumn;
  /** Which rows belong to this list and this owner; every query carries it. */
  scope: SQL;
  /** The select shape of a row. */
  row: Record<string, PgColumn | SQL>;
  /** Lists that can be archived; without it `archive` finds no row. */
  archivedAt?: PgColumn;
  /** The columns of a new row besides its values (owner, list). */
  owner: Record<string, unknown>;
  /** The columns that `create` and `update` write. */
  values(input: Input): Record<string, unknown>;
  /** The choices the input names (a parent row) are the owner's: else the refusal, before any write. */
  checkChoices?(input: Input): Promise<Refusal | null>;
  /** A rule only an update has, given the row as it is. */
  checkUpdate?(current: Row, input: Input): Promise<Refusal | null>;
  /** The unique index of the list: its violation is a duplicate. */
  uniqueIndex: string;
  /** The parent's foreign key: its violation (the parent went meanwhile) refuses the field that names it. */
  parentKey?: { constraint: string; field: string };
  /** What still uses a row, as a phrase for the refusal, or null when nothing does. */
  usedBy(id: number): Promise<string | null>;
  /** The row as the audit log keeps its deletion. */
  removed(found: Row): object | Promise<object>;
  /** Foreign keys whose violation at delete time means "in use" too (a use added since the count); none named: any. */
  inUseKeys: { constraints?: string[]; usedBy: string };
}

/** One row of a list and its writes, each with its refusals and, given `audit`, its audit entry. */
export function listWrites<Input, Row extends object>(db: Db, spec: ListWritesSpec<Input, Row>) {
  const { table, row } = spec;
  const byId = (id: number) => and(spec.scope, eq(spec.id, id))!;
  const refusalOf = (err: unknown): Refusal => {
    if (isUniqueViolation(err, spec.uniqueIndex)) return { refused: 'duplicate' };
    if (spec.parentKey && isForeignKeyViolation(err, spec.parentKey.constraint)) return invalidChoice(spec.parentKey.field);
    throw err;
  };
  // Generic over the table, so drizzle cannot infer the row type: the select shape fixes it.
  const asRow = (found: unknown) => found as Row;

  async function get(id: number): Promise<Row | null> {
    if (!isRowId(id)) return null;
    const [found] = await db.select(row).from(table).where(byId(id));
    return found ? asRow(found) : null;
  }

  return {
    get,

    async create(input: Input): Promise<Row | Refusal> {
      const problem = await spec.checkChoices?.(input);
      if (problem) return problem;
      try {
        const [created] = await db
          .insert(table)
          .values({ ...spec.owner, ...spec.values(input) })
          .returning(row);
        return asRow(created);
      } catch (err) {
        return refusalOf(err);
      }
    },

    async update(id: number, input: Input, audit?: RowAudit): Promise<Row | null | Refusal> {
      const current = await get(id);
      if (!current) return null;
      const problem = (await spec.checkChoices?.(input)) ?? (await spec.checkUpdate?.(current, input));
      if (problem) return problem;
      try {
        return await auditedUpdate(db, audit, id, current, async (tx) => {
          const [updated] = await tx.update(table).set(spec.values(input)).where(byId(id)).returning(row);
          return updated ? asRow(updated) : null;
        });
      } catch (err) {
        return refusalOf(err);
      }
    },

    async archive(id: number, archived: boolean, audit?: RowAudit): Promise<Row | null> {
      const { archivedAt } = spec;
      if (!archivedAt) return null;
      const before = await get(id);
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

    async remove(id: number, audit?: RowAudit): Promise<boolean | Refusal> {
      const found = await get(id);
      if (!found) return false;
      const usedBy = await spec.usedBy(id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      const before = await spec.removed(found);
      try {
        return await auditedRemoval(db, audit, id, before, async (tx) => (await tx.delete(table).where(byId(id)).returning({ id: spec.id })).length > 0);
      } catch (err) {
        const { constraints, usedBy } = spec.inUseKeys;
        if (constraints ? constraints.some((key) => isForeignKeyViolation(err, key)) : isForeignKeyViolation(err))
          return { refused: 'in-use', message: usedBy };
        throw err;
      }
    },
  };
}
