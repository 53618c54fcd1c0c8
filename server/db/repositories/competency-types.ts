import { and, count, eq } from 'drizzle-orm';
import type { ListQuery } from '../../../schemas/list-query';
import type { MasterItem, MasterItemRow } from '../../../schemas/master-item';
import type { Db } from '../client';
import { isForeignKeyViolation, isUniqueViolation } from '../errors';
import { competencyTypes } from '../schema';
import { isRowId } from '../sql';
import { orderingOf, pageOf, searchCondition, type Page } from './list-query';
import type { Refusal, ResourceRepository } from './refusals';
import { usageOf } from './usage';

const row = { id: competencyTypes.id, name: competencyTypes.name };

/** A company's competency types (Core, Leadership…): `{id, name}` like every list of names. */
export function competencyTypesRepository(db: Db, companyId: number) {
  const scope = eq(competencyTypes.companyId, companyId);
  const byId = (id: number) => and(scope, eq(competencyTypes.id, id))!;
  const duplicate = (err: unknown): Refusal => {
    if (isUniqueViolation(err, 'competency_types_company_name_key')) return { refused: 'duplicate' };
    throw err;
  };

  const repository = {
    list(query: ListQuery = {}): Promise<Page<MasterItemRow>> {
      const where = and(scope, searchCondition([competencyTypes.name], query.search));
      return pageOf(
        query,
        (limit, offset) => db.select(row).from(competencyTypes).where(where)
          .orderBy(...orderingOf({ name: competencyTypes.name }, competencyTypes.id, query.ordering))
          .limit(limit ?? Number.MAX_SAFE_INTEGER).offset(offset ?? 0),
        () => db.select({ n: count() }).from(competencyTypes).where(where),
      );
    },

    async get(id: number): Promise<MasterItemRow | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(row).from(competencyTypes).where(byId(id));
      return found ?? null;
    },

    async create({ name }: MasterItem): Promise<MasterItemRow | Refusal> {
      try {
        const [created] = await db.insert(competencyTypes).values({ companyId, name: name.trim() }).returning(row);
        return created!;
      } catch (err) {
        return duplicate(err);
      }
    },

    async update(id: number, { name }: MasterItem): Promise<MasterItemRow | null | Refusal> {
      if (!isRowId(id)) return null;
      try {
        const [updated] = await db.update(competencyTypes).set({ name: name.trim() }).where(byId(id)).returning(row);
        return updated ?? null;
      } catch (err) {
        return duplicate(err);
      }
    },

    /** Refused while competencies use the type: an HR admin moves or deletes them knowingly first. */
    async remove(id: number): Promise<boolean | Refusal> {
      if (!(await repository.get(id))) return false;
      const usedBy = await usageOf(db, 'competency-type', companyId, id);
      if (usedBy) return { refused: 'in-use', message: usedBy };
      try {
        const deleted = await db.delete(competencyTypes).where(byId(id)).returning({ id: competencyTypes.id });
        return deleted.length > 0;
      } catch (err) {
        // A competency added between the count and the delete: the foreign key has the last word.
        if (isForeignKeyViolation(err, 'competencies_type_fk')) return { refused: 'in-use', message: 'competencies' };
        throw err;
      }
    },
  } satisfies ResourceRepository<MasterItem, MasterItemRow> & Record<string, unknown>;
  return repository;
}

export type CompetencyTypesRepository = ReturnType<typeof competencyTypesRepository>;
