import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  TRANSLATED_FIELDS,
  trimmedTranslations,
  type TranslatedLanguage,
  type TranslationKind,
  type Translations,
  type TranslationsResult,
} from '../../../schemas/content-translations';
import type { RowError } from '../../../schemas/spreadsheet';
import type { Db } from '../../db/db-type';
import { competencies, competencyStatements, competencyTypes } from '../../db/schema';
import { intArray, textArray } from '../../db/sql';
import type { TranslationRow } from '../../library/translation-rows';

/** One text of the company's library for the translators' sheet: its English source and its translations. */
export interface TranslatableText {
  kind: TranslationKind;
  id: number;
  source: string;
  translations: Translations;
}

const TABLES = { type: competencyTypes, competency: competencies, definition: competencies, statement: competencyStatements } as const;
type Table = (typeof TABLES)[TranslationKind];

/**
 * The translations of a company's competency library as texts (docs/languages.md): read for the translators' sheet,
 * and written back from it in one transaction.
 */
export function contentTranslationsRepository(db: Db, companyId: number) {
  return {
    /** Every text, in the library's order: a type, then each of its competencies' title, definition and statements. */
    async texts(): Promise<TranslatableText[]> {
      const types = await db
        .select({ id: competencyTypes.id, name: competencyTypes.name, translations: competencyTypes.translations })
        .from(competencyTypes)
        .where(eq(competencyTypes.companyId, companyId))
        .orderBy(asc(competencyTypes.id));
      const found = await db
        .select({
          id: competencies.id,
          typeId: competencies.typeId,
          title: competencies.title,
          definition: competencies.definition,
          translations: competencies.translations,
        })
        .from(competencies)
        .where(eq(competencies.companyId, companyId))
        .orderBy(asc(competencies.id));
      const statements = await db
        .select({
          id: competencyStatements.id,
          competencyId: competencyStatements.competencyId,
          statement: competencyStatements.statement,
          translations: competencyStatements.translations,
        })
        .from(competencyStatements)
        .where(eq(competencyStatements.companyId, companyId))
        .orderBy(asc(competencyStatements.id));
      return types.flatMap((type): TranslatableText[] => [
        { kind: 'type', id: type.id, source: type.name, translations: type.translations },
        ...found
          .filter((c) => c.typeId === type.id)
          .flatMap((c): TranslatableText[] => [
            { kind: 'competency', id: c.id, source: c.title, translations: c.translations },
            { kind: 'definition', id: c.id, source: c.definition, translations: c.translations },
            ...statements
              .filter((s) => s.competencyId === c.id)
              .map((s): TranslatableText => ({ kind: 'statement', id: s.id, source: s.statement, translations: s.translations })),
          ]),
      ]);
    },

    /**
     * The sheet's translations over what is stored, in `languages` only (an empty cell removes one), in one
     * transaction: a row naming a text that is not the company's refuses the whole file and nothing changes.
     */
    apply(rows: TranslationRow[], languages: TranslatedLanguage[]): Promise<{ errors: RowError[] } | TranslationsResult> {
      return db.transaction(async (tx) => {
        const stored = new Map<Table, Map<number, Translations>>();
        for (const table of new Set(Object.values(TABLES))) {
          const ids = [...new Set(rows.filter((r) => TABLES[r.kind] === table).map((r) => r.id))];
          const found = ids.length
            ? await tx
                .select({ id: table.id, translations: table.translations })
                .from(table)
                .where(and(eq(table.companyId, companyId), inArray(table.id, ids)))
                .for('update')
            : [];
          stored.set(table, new Map(found.map((f) => [f.id, f.translations as Translations])));
        }
        const errors = rows.flatMap((r): RowError[] =>
          stored.get(TABLES[r.kind])!.has(r.id) ? [] : [{ row: r.row, field: 'id', message: `Your library has no ${r.kind} with id ${r.id}.` }],
        );
        if (errors.length) return { errors };

        let changed = 0;
        const touched = new Map<Table, Set<number>>();
        for (const r of rows) {
          const translations = stored.get(TABLES[r.kind])!;
          const before = translations.get(r.id)!;
          const after = merged(before, TRANSLATED_FIELDS[r.kind].field, r.texts, languages);
          if (sameTranslations(after, before)) continue;
          changed += 1;
          translations.set(r.id, after);
          const ids = touched.get(TABLES[r.kind]) ?? new Set<number>();
          touched.set(TABLES[r.kind], ids.add(r.id));
        }
        for (const [table, ids] of touched) {
          const translations = stored.get(table)!;
          await tx.execute(sql`
            update ${table} set translations = t.translations
            from unnest(${intArray([...ids])}, ${textArray([...ids].map((id) => JSON.stringify(translations.get(id))))}::jsonb[]) as t(id, translations)
            where ${table.companyId} = ${companyId} and ${table.id} = t.id`);
        }
        return { rows: rows.length, changed };
      });
    },
  };
}

/** `before` with `field` set in each of `languages` from `texts` ('' removes it), trimmed as every write is. */
function merged(before: Translations, field: string, texts: TranslationRow['texts'], languages: TranslatedLanguage[]): Translations {
  const after: Translations = structuredClone(before);
  for (const language of languages) after[language] = { ...after[language], [field]: texts[language] ?? '' };
  return trimmedTranslations(after);
}

/** Equal whatever the order of their keys (jsonb keeps its own). */
function sameTranslations(a: Translations, b: Translations): boolean {
  const canonical = (t: Translations) =>
    JSON.stringify(
      Object.entries(t)
        .map(([language, fields]) => [language, Object.entries(fields ?? {}).sort()])
        .sort(),
    );
  return canonical(a) === canonical(b);
}

export type ContentTranslationsRepository = ReturnType<typeof contentTranslationsRepository>;
