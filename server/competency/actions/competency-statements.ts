import { and, count, eq } from 'drizzle-orm';
import { normalised, type Statement, type StatementRow } from '../../../schemas/competency';
import type { ListQuery } from '../../../schemas/list-query';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { competencies, competencyStatements, competencyTypes } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { orderingOf, pageOf, searchCondition, type Page } from '../../master/queries/list-query';
import { auditedRemoval, auditedUpdate, type RowAudit } from '../../audit/row-changes';
import { archivedAtOf, archivedCondition, archivedValue } from '../../master/queries/archive';
import { invalidChoice, type Refusal, type ResourceRepository } from '../../master/queries/refusals';
import { usageOf } from '../../master/queries/usage';
import { STATEMENT_REFUSALS } from '../messages';

const row = {
  id: competencyStatements.id,
  type: competencyStatements.typeId,
  competency_title: competencyStatements.competencyId,
  statement: competencyStatements.statement,
  archived_at: archivedAtOf(competencyStatements.archivedAt),
};

/** A company's behavioural statements: `{id, type, competency_title, statement}`. */
export function competencyStatementsRepository(db: Db, companyId: number) {
  const scope = eq(competencyStatements.companyId, companyId);
  const byId = (id: number) => and(scope, eq(competencyStatements.id, id))!;

  /** The type and the competency must be this company's, and the competency of that type. */
  async function check(input: Statement): Promise<Refusal | null> {
    const [type] = isRowId(input.type)
      ? await db
          .select({ id: competencyTypes.id })
          .from(competencyTypes)
          .where(and(eq(competencyTypes.companyId, companyId), eq(competencyTypes.id, input.type)))
      : [];
    if (!type) return invalidChoice('type');
    const [competency] = isRowId(input.competency_title)
      ? await db
          .select({ typeId: competencies.typeId })
          .from(competencies)
          .where(and(eq(competencies.companyId, companyId), eq(competencies.id, input.competency_title)))
      : [];
    if (!competency) return invalidChoice('competency_title');
    if (competency.typeId !== input.type) {
      return { refused: 'invalid', field: 'competency_title', message: STATEMENT_REFUSALS.otherType };
    }
    return null;
  }
  const refusalOf = (err: unknown): Refusal => {
    if (isUniqueViolation(err, 'competency_statements_company_competency_statement_key')) return { refused: 'duplicate' };
    // The competency was deleted or moved to another type meanwhile.
    if (isForeignKeyViolation(err, 'competency_statements_competency_fk')) return invalidChoice('competency_title');
    throw err;
  };
  const values = (input: Statement) => ({ typeId: input.type, competencyId: input.competency_title, statement: input.statement.trim() });

  const repository = {
    list(query: ListQuery = {}): Promise<Page<StatementRow>> {
      const where = and(
        scope,
        searchCondition([competencyStatements.statement], query.search),
        archivedCondition(competencyStatements.archivedAt, query.archived),
      );
      const sortable = {
        statement: competencyStatements.statement,
        type: competencyStatements.typeId,
        competency_title: competencyStatements.competencyId,
      };
      return pageOf(
        query,
        (limit, offset) =>
          db
            .select(row)
            .from(competencyStatements)
            .where(where)
            .orderBy(...orderingOf(sortable, competencyStatements.id, query.ordering))
            .limit(limit ?? Number.MAX_SAFE_INTEGER)
            .offset(offset ?? 0),
        () => db.select({ n: count() }).from(competencyStatements).where(where),
      );
    },

    async get(id: number): Promise<StatementRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(competencyStatements).where(byId(id));
      return found ?? null;
    },

    async create(input: Statement): Promise<StatementRow | Refusal> {
      const problem = await check(input);
      if (problem) return problem;
      try {
        const [created] = await db
          .insert(competencyStatements)
          .values({ companyId, ...values(input) })
          .returning(row);
        return created!;
      } catch (err) {
        return refusalOf(err);
      }
    },

    /** Its wording and competency stay as raters answered them (README: in-use rules). */
    async update(id: number, input: Statement, audit?: RowAudit): Promise<StatementRow | null | Refusal> {
      const current = await repository.get(id);
      if (!current) return null;
      const problem = await check(input);
      if (problem) return problem;
      const changesMeaning = normalised(current.statement) !== normalised(input.statement) || current.competency_title !== input.competency_title;
      const answeredIn = changesMeaning ? await usageOf(db, 'statement', companyId, id) : null;
      if (answeredIn) {
        return { refused: 'invalid', field: 'statement', message: STATEMENT_REFUSALS.meaningInUse(answeredIn) };
      }
      try {
        return await auditedUpdate(
          db,
          audit,
          id,
          current,
          async (tx) => (await tx.update(competencyStatements).set(values(input)).where(byId(id)).returning(row))[0] ?? null,
        );
      } catch (err) {
        return refusalOf(err);
      }
    },

    async archive(id: number, archived: boolean, audit?: RowAudit): Promise<StatementRow | null> {
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
              .update(competencyStatements)
              .set({ archivedAt: archivedValue(competencyStatements.archivedAt, archived) })
              .where(byId(id))
              .returning(row)
          )[0] ?? null,
        `${audit?.entity}.${archived ? 'archive' : 'restore'}`,
      );
    },

    /** Refused while raters have answered it (README: in-use rules). */
    async remove(id: number, audit?: RowAudit): Promise<boolean | Refusal> {
      const found = await repository.get(id);
      if (!found) return false;
      const usedBy = await usageOf(db, 'statement', companyId, id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      const [of] = await db.select({ title: competencies.title }).from(competencies).where(eq(competencies.id, found.competency_title));
      const before = { statement: found.statement, competency: of?.title ?? null };
      try {
        return await auditedRemoval(
          db,
          audit,
          id,
          before,
          async (tx) => (await tx.delete(competencyStatements).where(byId(id)).returning({ id: competencyStatements.id })).length > 0,
        );
      } catch (err) {
        // A rater answered it between the count and the delete: the answers' key refused.
        if (isForeignKeyViolation(err, 'survey_answers_statement_fk')) return { refused: 'in-use', message: STATEMENT_REFUSALS.answeredMeanwhile };
        throw err;
      }
    },
  } satisfies ResourceRepository<Statement, StatementRow> & Record<string, unknown>;
  return repository;
}

export type CompetencyStatementsRepository = ReturnType<typeof competencyStatementsRepository>;
