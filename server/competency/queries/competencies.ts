import { eq } from 'drizzle-orm';
import type { Competency, CompetencyRow } from '../../../schemas/competency';
import { trimmedTranslations } from '../../../schemas/content-translations';
import type { Db } from '../../db/db-type';
import { competencies, competencyTypes } from '../../db/schema';
import { childListRepository, isCompanyRow } from '../../master/queries/child-list';
import { invalidChoice } from '../../master/queries/refusals';
import { usageOf } from '../../master/queries/usage';

/**
 * A company's competencies: `{id, type, title, defination, translations}`, under one of its types. Moving a competency to another
 * type moves its statements with it (the key cascades); deleting one takes its statements too (README: in-use rules),
 * refused while a survey uses it.
 */
export function competenciesRepository(db: Db, companyId: number) {
  return childListRepository<Competency, CompetencyRow>(db, {
    table: competencies,
    companyId,
    row: {
      type: competencies.typeId,
      title: competencies.title,
      defination: competencies.definition,
      translations: competencies.translations,
    },
    search: [competencies.title, competencies.definition],
    sortable: { title: competencies.title, type: competencies.typeId, defination: competencies.definition },
    values: (input) => ({
      typeId: input.type,
      title: input.title.trim(),
      definition: input.defination.trim(),
      // Absent: a client that knows nothing of translations keeps them.
      ...(input.translations && { translations: trimmedTranslations(input.translations) }),
    }),
    checkChoices: async (input) => ((await isCompanyRow(db, competencyTypes, companyId, input.type)) ? null : invalidChoice('type')),
    uniqueIndex: 'competencies_company_type_title_definition_key',
    parentKey: { constraint: 'competencies_type_fk', field: 'type' },
    usedBy: (id) => usageOf(db, 'competency', companyId, id),
    async removed(found) {
      const [type] = await db.select({ name: competencyTypes.name }).from(competencyTypes).where(eq(competencyTypes.id, found.type));
      return { title: found.title, definition: found.defination, type: type?.name ?? null };
    },
    // A survey took it up between the count and the delete: its key refused.
    inUseKeys: {
      constraints: ['survey_competencies_competency_fk', 'survey_answers_statement_fk', 'survey_levels_competency_fk', 'survey_comments_competency_fk'],
      usedBy: 'a survey',
    },
  });
}

export type CompetenciesRepository = ReturnType<typeof competenciesRepository>;
