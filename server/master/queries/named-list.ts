import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { trimmedTranslations, type TypeTranslations } from '../../../schemas/content-translations';
import type { ListQuery } from '../../../schemas/list-query';
import type { MasterItem, MasterItemRow } from '../../../schemas/master-item';
import type { Db } from '../../db/db-type';
import { searchCondition } from './list-query';
import { listPage, type ListStatement } from './list-statement';
import { archivedAtOf, archivedCondition } from './archive';
import { listWrites, type ListWritesSpec } from './list-writes';
import type { ListAnswer, ResourceRepository } from './refusals';

interface NamedListSpec {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** Lists that can be archived (a company's); the platform's lists keep their `{id, name}` contract. */
  archivedAt?: PgColumn;
  /** Lists whose names are translated (competency types): `{de: {name}}` beside the name. */
  translations?: PgColumn;
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
  inUseKeys: ListWritesSpec<MasterItem, MasterItemRow>['inUseKeys'];
}

/** A name with its translations, where the list has them. */
type NamedItem = MasterItem & { translations?: TypeTranslations };

/** A list of names `{id, name}` (company types, a company's groups, competency types…). */
export function namedListRepository(db: Db, spec: NamedListSpec) {
  const { table, scope } = spec;
  const row: Record<string, PgColumn | SQL> = {
    id: spec.id,
    name: spec.name,
    ...(spec.translations && { translations: spec.translations }),
    ...(spec.archivedAt && { archived_at: archivedAtOf(spec.archivedAt) }),
  };
  const writes = listWrites<NamedItem, MasterItemRow>(db, {
    ...spec,
    row,
    // Translations absent from a change are kept: a client that knows nothing of them loses none.
    values: ({ name, translations }) => ({ name: name.trim(), ...(spec.translations && translations && { translations: trimmedTranslations(translations) }) }),
    removed: (found) => ({ ...(typeof spec.owner.list === 'string' && { list: spec.owner.list }), name: found.name }),
  });

  return {
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
    ...writes,
  } satisfies ResourceRepository<NamedItem, MasterItemRow> & Record<string, unknown>;
}
