import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { competencyTypes } from '../../db/schema';
import { namedListRepository } from '../../master/queries/named-list';
import { usageOf } from '../../master/queries/usage';

/**
 * A company's competency types (Core, Leadership…): `{id, name}` like every list of names (with their translations),
 * in a table of their own because competencies reference them. Refused while competencies
 * use the type: an HR admin moves or deletes them knowingly first.
 */
export function competencyTypesRepository(db: Db, companyId: number) {
  return namedListRepository(db, {
    table: competencyTypes,
    id: competencyTypes.id,
    name: competencyTypes.name,
    archivedAt: competencyTypes.archivedAt,
    translations: competencyTypes.translations,
    scope: eq(competencyTypes.companyId, companyId),
    listStatement: {
      name: 'competency_types_list',
      scope: eq(competencyTypes.companyId, sql.placeholder('company')),
      params: { company: companyId },
      // The list's name in list_versions (migration 0018).
      version: sql`v.company_id = ${sql.placeholder('company')} and v.list = 'competency-type'`,
    },
    owner: { companyId },
    uniqueIndex: 'competency_types_company_name_key',
    usedBy: (id) => usageOf(db, 'competency-type', companyId, id),
    inUseKeys: { constraints: ['competencies_type_fk'], usedBy: 'competencies' },
  });
}

export type CompetencyTypesRepository = ReturnType<typeof competencyTypesRepository>;
