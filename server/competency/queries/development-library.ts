import { and, count, eq } from 'drizzle-orm';
import type { LibraryAction, LibraryActionRow } from '../../../schemas/development-library';
import type { ListQuery } from '../../../schemas/list-query';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { competencies, developmentLibraryActions as actions } from '../../db/schema';
import { isRowId } from '../../db/sql';
import type { StarterAction } from '../../library/starter-actions-types';
import { orderingOf, pageOf, searchCondition, type Page } from '../../master/queries/list-query';
import { auditedRemoval, auditedUpdate, type RowAudit } from '../../audit/row-changes';
import { archivedAtOf, archivedCondition, archivedValue } from '../../master/queries/archive';
import { invalidChoice, type Refusal, type ResourceRepository } from '../../master/queries/refusals';
import { usageOf } from '../../master/queries/usage';

const row = {
  id: actions.id,
  competency: actions.competencyId,
  level: actions.level,
  title: actions.title,
  description: actions.description,
  archived_at: archivedAtOf(actions.archivedAt),
};

/** Adds each competency's starter actions (a title the competency already has is skipped); answers how many were added. */
export async function addStarterActions(db: Db, companyId: number, found: Array<{ id: number; actions: StarterAction[] }>): Promise<number> {
  const values = found.flatMap((c) => c.actions.map((a) => ({ companyId, competencyId: c.id, level: a.level, title: a.title, description: a.description })));
  if (values.length === 0) return 0;
  return (await db.insert(actions).values(values).onConflictDoNothing().returning({ id: actions.id })).length;
}

/**
 * A company's development action library (issue 40): `{id, competency, level, title, description}`, each under one
 * of its competencies. A list like the competencies: archived to stop offering it; deleting one a plan took is refused.
 */
export function developmentLibraryRepository(db: Db, companyId: number) {
  const scope = eq(actions.companyId, companyId);
  const byId = (id: number) => and(scope, eq(actions.id, id))!;

  async function competencyIsOurs(competencyId: number): Promise<boolean> {
    if (!isRowId(competencyId)) return false;
    const [hit] = await db
      .select({ id: competencies.id })
      .from(competencies)
      .where(and(eq(competencies.companyId, companyId), eq(competencies.id, competencyId)));
    return Boolean(hit);
  }
  const refusalOf = (err: unknown): Refusal => {
    if (isUniqueViolation(err, 'development_library_actions_title_key')) return { refused: 'duplicate' };
    if (isForeignKeyViolation(err, 'development_library_actions_competency_fk')) return invalidChoice('competency');
    throw err;
  };
  const values = (input: LibraryAction) => ({
    competencyId: input.competency,
    level: input.level ?? null,
    title: input.title.trim(),
    description: input.description?.trim() ?? '',
  });
  // archived_at is ISO text from SQL: the select shape fixes the row type.
  const asRow = (found: unknown) => found as LibraryActionRow;

  const repository = {
    list(query: ListQuery = {}): Promise<Page<LibraryActionRow>> {
      const where = and(scope, searchCondition([actions.title, actions.description], query.search), archivedCondition(actions.archivedAt, query.archived));
      const sortable = { title: actions.title, competency: actions.competencyId, level: actions.level };
      return pageOf(
        query,
        async (limit, offset) =>
          (
            await db
              .select(row)
              .from(actions)
              .where(where)
              .orderBy(...orderingOf(sortable, actions.id, query.ordering))
              .limit(limit ?? Number.MAX_SAFE_INTEGER)
              .offset(offset ?? 0)
          ).map(asRow),
        () => db.select({ n: count() }).from(actions).where(where),
      );
    },

    async get(id: number): Promise<LibraryActionRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(actions).where(byId(id));
      return found ? asRow(found) : null;
    },

    async create(input: LibraryAction): Promise<LibraryActionRow | Refusal> {
      if (!(await competencyIsOurs(input.competency))) return invalidChoice('competency');
      try {
        const [created] = await db
          .insert(actions)
          .values({ companyId, ...values(input) })
          .returning(row);
        return asRow(created!);
      } catch (err) {
        return refusalOf(err);
      }
    },

    async update(id: number, input: LibraryAction, audit?: RowAudit): Promise<LibraryActionRow | null | Refusal> {
      const before = await repository.get(id);
      if (!before) return null;
      if (!(await competencyIsOurs(input.competency))) return invalidChoice('competency');
      try {
        return await auditedUpdate(db, audit, id, before, async (tx) => {
          const [updated] = await tx.update(actions).set(values(input)).where(byId(id)).returning(row);
          return updated ? asRow(updated) : null;
        });
      } catch (err) {
        return refusalOf(err);
      }
    },

    async archive(id: number, archived: boolean, audit?: RowAudit): Promise<LibraryActionRow | null> {
      const before = await repository.get(id);
      if (!before) return null;
      return auditedUpdate(
        db,
        audit,
        id,
        before,
        async (tx) => {
          const [changed] = await tx
            .update(actions)
            .set({ archivedAt: archivedValue(actions.archivedAt, archived) })
            .where(byId(id))
            .returning(row);
          return changed ? asRow(changed) : null;
        },
        `${audit?.entity}.${archived ? 'archive' : 'restore'}`,
      );
    },

    /** Refused while a development plan holds it: its outcomes are the evidence. */
    async remove(id: number, audit?: RowAudit): Promise<boolean | Refusal> {
      const found = await repository.get(id);
      if (!found) return false;
      const usedBy = await usageOf(db, 'library-action', companyId, id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      const before = { title: found.title, competency_id: found.competency, level: found.level };
      try {
        return await auditedRemoval(db, audit, id, before, async (tx) => (await tx.delete(actions).where(byId(id)).returning({ id: actions.id })).length > 0);
      } catch (err) {
        if (isForeignKeyViolation(err, 'development_actions_library_action_fk')) return { refused: 'in-use', message: 'a development plan' };
        throw err;
      }
    },
  } satisfies ResourceRepository<LibraryAction, LibraryActionRow> & Record<string, unknown>;
  return repository;
}

export type DevelopmentLibraryRepository = ReturnType<typeof developmentLibraryRepository>;
