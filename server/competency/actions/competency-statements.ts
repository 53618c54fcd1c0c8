import { and, eq } from 'drizzle-orm';
import { normalised, type Statement, type StatementRow } from '../../../schemas/competency';
import { trimmedTranslations } from '../../../schemas/content-translations';
import type { Db } from '../../db/db-type';
import { competencies, competencyStatements as statements, competencyTypes } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { childListRepository, isCompanyRow } from '../../master/queries/child-list';
import { invalidChoice, type Refusal } from '../../master/queries/refusals';
import { usageOf } from '../../master/queries/usage';
import { STATEMENT_REFUSALS } from '../messages';

/**
 * A company's behavioural statements: `{id, type, competency_title, statement, translations}`. Its wording and competency stay as
 * raters answered them, and it is refused deletion while they have (README: in-use rules). An action rather than a
 * query because it words its refusals (messages.ts), which the queries zone forbids.
 */
export function competencyStatementsRepository(db: Db, companyId: number) {
  /** The type and the competency must be this company's, and the competency of that type. */
  async function checkChoices(input: Statement): Promise<Refusal | null> {
    if (!(await isCompanyRow(db, competencyTypes, companyId, input.type))) return invalidChoice('type');
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

  return childListRepository<Statement, StatementRow>(db, {
    table: statements,
    companyId,
    row: {
      type: statements.typeId,
      competency_title: statements.competencyId,
      statement: statements.statement,
      translations: statements.translations,
    },
    search: [statements.statement],
    sortable: { statement: statements.statement, type: statements.typeId, competency_title: statements.competencyId },
    values: (input) => ({
      typeId: input.type,
      competencyId: input.competency_title,
      statement: input.statement.trim(),
      // Absent: a client that knows nothing of translations keeps them.
      ...(input.translations && { translations: trimmedTranslations(input.translations) }),
    }),
    checkChoices,
    async checkUpdate(current, input) {
      const changesMeaning = normalised(current.statement) !== normalised(input.statement) || current.competency_title !== input.competency_title;
      const answeredIn = changesMeaning ? await usageOf(db, 'statement', companyId, current.id) : null;
      return answeredIn ? { refused: 'invalid', field: 'statement', message: STATEMENT_REFUSALS.meaningInUse(answeredIn) } : null;
    },
    uniqueIndex: 'competency_statements_company_competency_statement_key',
    // The competency was deleted or moved to another type meanwhile.
    parentKey: { constraint: 'competency_statements_competency_fk', field: 'competency_title' },
    usedBy: (id) => usageOf(db, 'statement', companyId, id),
    async removed(found) {
      const [of] = await db.select({ title: competencies.title }).from(competencies).where(eq(competencies.id, found.competency_title));
      return { statement: found.statement, competency: of?.title ?? null };
    },
    // A rater answered it between the count and the delete: the answers' key refused.
    inUseKeys: { constraints: ['survey_answers_statement_fk'], usedBy: STATEMENT_REFUSALS.answeredMeanwhile },
  });
}

export type CompetencyStatementsRepository = ReturnType<typeof competencyStatementsRepository>;
