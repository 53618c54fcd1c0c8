import { and, asc, eq } from 'drizzle-orm';
import { normalised } from '../../../schemas/competency';
import type { LibraryResult, LibraryRow } from '../../../schemas/competency-library';
import type { Db } from '../../db/db-type';
import { competencies, competencyStatements, competencyTypes } from '../../db/schema';
import { starterActionsOf } from '../../library/starter-actions';
import type { LibraryTranslator } from '../../library/starter-translations';
import { addStarterActions } from './development-library';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const CHUNK = 500;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown[]>): Promise<number> {
  let added = 0;
  for (let i = 0; i < items.length; i += CHUNK) added += (await write(items.slice(i, i + CHUNK))).length;
  return added;
}

function distinct<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

const competencyKey = (typeId: number, title: string, definition: string) => `${typeId}\u0000${normalised(title)}\u0000${normalised(definition)}`;

/**
 * The competency library as flat rows (type, competency, definition, statement): the
 * starter library, imports and exports. Loading merges: what already exists (the same
 * duplicate rules as a single create) is skipped, everything else is added, all in one transaction.
 */
export function competencyLibraryRepository(db: Db, companyId: number) {
  async function typeIds(tx: Tx, rows: LibraryRow[], translate?: LibraryTranslator): Promise<{ added: number; idOf: Map<string, number> }> {
    const names = distinct(
      rows.map((r) => r.type.trim()),
      normalised,
    );
    const added = await inChunks(names, (chunk) =>
      tx
        .insert(competencyTypes)
        .values(chunk.map((name) => ({ companyId, name, ...(translate && { translations: translate.type(name) }) })))
        .onConflictDoNothing()
        .returning({ id: competencyTypes.id }),
    );
    const all = await tx.select({ id: competencyTypes.id, name: competencyTypes.name }).from(competencyTypes).where(eq(competencyTypes.companyId, companyId));
    return { added, idOf: new Map(all.map((t) => [normalised(t.name), t.id])) };
  }

  async function competencyIds(tx: Tx, rows: Array<{ typeId: number; title: string; definition: string }>, translate?: LibraryTranslator) {
    const wanted = distinct(rows, (r) => competencyKey(r.typeId, r.title, r.definition));
    const fresh: Array<{ id: number; title: string }> = [];
    const added = await inChunks(wanted, async (chunk) => {
      const rows = await tx
        .insert(competencies)
        .values(
          chunk.map((r) => ({
            companyId,
            typeId: r.typeId,
            title: r.title,
            definition: r.definition,
            ...(translate && { translations: translate.competency(r.title, r.definition) }),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: competencies.id, title: competencies.title });
      fresh.push(...rows);
      return rows;
    });
    // A competency the library adds brings its starter development actions (issue 40), in the same transaction.
    await addStarterActions(
      tx,
      companyId,
      fresh.map((c) => ({ id: c.id, actions: starterActionsOf(c.title) })),
    );
    const all = await tx
      .select({ id: competencies.id, typeId: competencies.typeId, title: competencies.title, definition: competencies.definition })
      .from(competencies)
      .where(eq(competencies.companyId, companyId));
    return { added, idOf: new Map(all.map((c) => [competencyKey(c.typeId, c.title, c.definition), c])) };
  }

  return {
    /**
     * Rows already validated (routes/competency/library-rows.ts); all or nothing. `translate` gives the rows it adds
     * their translations (the starter library's); what the company already has keeps its own.
     */
    load(rows: LibraryRow[], translate?: LibraryTranslator): Promise<LibraryResult> {
      return db.transaction(async (tx) => {
        const types = await typeIds(tx, rows, translate);
        const withCompetency = rows
          .filter((r) => r.competency.trim() !== '')
          .map((r) => ({ ...r, typeId: types.idOf.get(normalised(r.type))!, title: r.competency.trim(), definition: r.definition.trim() }));
        const found = await competencyIds(tx, withCompetency, translate);
        const statements = distinct(
          withCompetency
            .filter((r) => r.statement.trim() !== '')
            .map((r) => {
              const competency = found.idOf.get(competencyKey(r.typeId, r.title, r.definition))!;
              const statement = r.statement.trim();
              return {
                companyId,
                typeId: competency.typeId,
                competencyId: competency.id,
                statement,
                ...(translate && { translations: translate.statement(statement) }),
              };
            }),
          (s) => `${s.competencyId}\u0000${normalised(s.statement)}`,
        );
        const statementsAdded = await inChunks(statements, (chunk) =>
          tx.insert(competencyStatements).values(chunk).onConflictDoNothing().returning({ id: competencyStatements.id }),
        );
        return { rows: rows.length, types_added: types.added, competencies_added: found.added, statements_added: statementsAdded };
      });
    },

    /** Every type, competency and statement, one row per statement, in the order they were added. */
    async rows(): Promise<LibraryRow[]> {
      const found = await db
        .select({
          type: competencyTypes.name,
          competency: competencies.title,
          definition: competencies.definition,
          statement: competencyStatements.statement,
        })
        .from(competencyTypes)
        .leftJoin(competencies, and(eq(competencies.companyId, competencyTypes.companyId), eq(competencies.typeId, competencyTypes.id)))
        .leftJoin(competencyStatements, and(eq(competencyStatements.companyId, competencies.companyId), eq(competencyStatements.competencyId, competencies.id)))
        .where(eq(competencyTypes.companyId, companyId))
        .orderBy(asc(competencyTypes.id), asc(competencies.id), asc(competencyStatements.id));
      return found.map((r) => ({ type: r.type, competency: r.competency ?? '', definition: r.definition ?? '', statement: r.statement ?? '' }));
    },
  };
}

export type CompetencyLibraryRepository = ReturnType<typeof competencyLibraryRepository>;
