import { and, count, eq } from 'drizzle-orm';
import type { Competency, CompetencyRow } from '../../../schemas/competency';
import type { ListQuery } from '../../../schemas/list-query';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { competencies, competencyTypes } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { orderingOf, pageOf, searchCondition, type Page } from '../../master/queries/list-query';
import { auditedRemoval, auditedUpdate, type RowAudit } from '../../audit/row-changes';
import { archivedAtOf, archivedCondition, archivedValue } from '../../master/queries/archive';
import { invalidChoice, type Refusal, type ResourceRepository } from '../../master/queries/refusals';
import { usageOf } from '../../master/queries/usage';

const row = {
  id: competencies.id,
  type: competencies.typeId,
  title: competencies.title,
  defination: competencies.definition,
  archived_at: archivedAtOf(competencies.archivedAt),
};

/** A company's competencies: `{id, type, title, defination}`, under one of its types. */
export function competenciesRepository(db: Db, companyId: number) {
  const scope = eq(competencies.companyId, companyId);
  const byId = (id: number) => and(scope, eq(competencies.id, id))!;

  async function typeIsOurs(typeId: number): Promise<boolean> {
    if (!isRowId(typeId)) return false;
    const [found] = await db
      .select({ id: competencyTypes.id })
      .from(competencyTypes)
      .where(and(eq(competencyTypes.companyId, companyId), eq(competencyTypes.id, typeId)));
    return Boolean(found);
  }
  const refusalOf = (err: unknown): Refusal => {
    if (isUniqueViolation(err, 'competencies_company_type_title_definition_key')) return { refused: 'duplicate' };
    if (isForeignKeyViolation(err, 'competencies_type_fk')) return invalidChoice('type');
    throw err;
  };
  const values = (input: Competency) => ({ typeId: input.type, title: input.title.trim(), definition: input.defination.trim() });

  const repository = {
    list(query: ListQuery = {}): Promise<Page<CompetencyRow>> {
      const where = and(
        scope,
        searchCondition([competencies.title, competencies.definition], query.search),
        archivedCondition(competencies.archivedAt, query.archived),
      );
      const sortable = { title: competencies.title, type: competencies.typeId, defination: competencies.definition };
      return pageOf(
        query,
        (limit, offset) =>
          db
            .select(row)
            .from(competencies)
            .where(where)
            .orderBy(...orderingOf(sortable, competencies.id, query.ordering))
            .limit(limit ?? Number.MAX_SAFE_INTEGER)
            .offset(offset ?? 0),
        () => db.select({ n: count() }).from(competencies).where(where),
      );
    },

    async get(id: number): Promise<CompetencyRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(competencies).where(byId(id));
      return found ?? null;
    },

    async create(input: Competency): Promise<CompetencyRow | Refusal> {
      if (!(await typeIsOurs(input.type))) return invalidChoice('type');
      try {
        const [created] = await db
          .insert(competencies)
          .values({ companyId, ...values(input) })
          .returning(row);
        return created!;
      } catch (err) {
        return refusalOf(err);
      }
    },

    /** Moving a competency to another type moves its statements with it (the key cascades). */
    async update(id: number, input: Competency, audit?: RowAudit): Promise<CompetencyRow | null | Refusal> {
      const before = await repository.get(id);
      if (!before) return null;
      if (!(await typeIsOurs(input.type))) return invalidChoice('type');
      try {
        return await auditedUpdate(
          db,
          audit,
          id,
          before,
          async (tx) => (await tx.update(competencies).set(values(input)).where(byId(id)).returning(row))[0] ?? null,
        );
      } catch (err) {
        return refusalOf(err);
      }
    },

    async archive(id: number, archived: boolean, audit?: RowAudit): Promise<CompetencyRow | null> {
      const before = await repository.get(id);
      if (!before) return null;
      return auditedUpdate(
        db,
        audit,
        id,
        before,
        async (tx) =>
          (
            await tx
              .update(competencies)
              .set({ archivedAt: archivedValue(competencies.archivedAt, archived) })
              .where(byId(id))
              .returning(row)
          )[0] ?? null,
        `${audit?.entity}.${archived ? 'archive' : 'restore'}`,
      );
    },

    /** Its statements go with it (README: in-use rules); refused while a survey uses it. */
    async remove(id: number, audit?: RowAudit): Promise<boolean | Refusal> {
      const found = await repository.get(id);
      if (!found) return false;
      const usedBy = await usageOf(db, 'competency', companyId, id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      const [type] = await db.select({ name: competencyTypes.name }).from(competencyTypes).where(eq(competencyTypes.id, found.type));
      const before = { title: found.title, definition: found.defination, type: type?.name ?? null };
      try {
        return await auditedRemoval(
          db,
          audit,
          id,
          before,
          async (tx) => (await tx.delete(competencies).where(byId(id)).returning({ id: competencies.id })).length > 0,
        );
      } catch (err) {
        // A survey took it up between the count and the delete: its key refused.
        const keys = ['survey_competencies_competency_fk', 'survey_answers_statement_fk', 'survey_levels_competency_fk', 'survey_comments_competency_fk'];
        if (keys.some((key) => isForeignKeyViolation(err, key))) return { refused: 'in-use', message: 'a survey' };
        throw err;
      }
    },
  } satisfies ResourceRepository<Competency, CompetencyRow> & Record<string, unknown>;
  return repository;
}

export type CompetenciesRepository = ReturnType<typeof competenciesRepository>;
