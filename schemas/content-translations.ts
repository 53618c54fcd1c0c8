import Type, { type Static, type TObject, type TOptional, type TProperties } from 'typebox';
import { LANGUAGES, type Language } from './language';
import { VisibleLine, VisibleText } from './text-fields';
import { wellFormed } from './text-rules';

/*
 * Survey content in several languages (issue 42, docs/languages.md). A row's own text is the source, in English; a
 * translation is optional per language and per field, and whatever is missing is read in the source.
 */

export const SOURCE_LANGUAGE = 'en' satisfies Language;
export type TranslatedLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is TranslatedLanguage => l !== SOURCE_LANGUAGE);

export type PerLanguage<F extends TProperties> = TObject<Record<TranslatedLanguage, TOptional<TObject<{ [K in keyof F]: TOptional<F[K]> }>>>>;

/** `{de: {…}, fr: {…}}`: each language a translator has done, each with the fields they translated. */
export function perLanguage<F extends TProperties>(fields: F): PerLanguage<F> {
  const one = Type.Object(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)])), {
    additionalProperties: false,
  });
  const languages = Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, Type.Optional(one)]));
  return Type.Object(languages, {
    additionalProperties: false,
    title: 'Translations',
    description: `By language (${TRANSLATED_LANGUAGES.join(', ')}); a field or language left out is read in English. Absent on a change: kept as it is.`,
  }) as unknown as PerLanguage<F>;
}

// The limits and formats of the source fields (schemas/master-item.ts, schemas/competency.ts).
const NAME = VisibleLine('Name', 120);
const TITLE = VisibleLine('Title', 150);
const DEFINITION = VisibleText('Definition', 1000);
const STATEMENT = VisibleText('Statement', 500);

export const TypeTranslations = perLanguage({ name: NAME });
export type TypeTranslations = Static<typeof TypeTranslations>;
export const CompetencyTranslations = perLanguage({ title: TITLE, defination: DEFINITION });
export type CompetencyTranslations = Static<typeof CompetencyTranslations>;
export const StatementTranslations = perLanguage({ statement: STATEMENT });
export type StatementTranslations = Static<typeof StatementTranslations>;

/** Any of the three as stored: language → field → text. */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, string | undefined>>>;

/**
 * Trimmed, without empty texts or languages left empty: what is stored, so a blank never hides the source. A broken
 * character becomes U+FFFD, as it does in the row's own text.
 */
export function trimmedTranslations<T extends Translations>(translations: T): T {
  const kept: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const fields = Object.entries(translations[language] ?? {}).flatMap(([field, text]) => (text?.trim() ? [[field, wellFormed(text.trim())]] : []));
    if (fields.length) kept[language] = Object.fromEntries(fields);
  }
  return kept as T;
}

/** The field in `language`, else the source. */
export function translated(source: string, translations: Translations | null | undefined, language: Language, field: string): string {
  if (language === SOURCE_LANGUAGE) return source;
  return translations?.[language]?.[field] || source;
}

/**
 * The translators' sheet (GET/POST /competency/translations/…): one row per text, named by its kind and its row's id,
 * with the English source beside a column per language. The kinds are the library sheet's columns.
 */
export const TRANSLATION_KINDS = ['type', 'competency', 'definition', 'statement'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];
export const TRANSLATION_COLUMNS = ['kind', 'id', SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES] as const;

/** Each kind's field in its row's translations, and the schema a translation of it must meet. */
export const TRANSLATED_FIELDS = {
  type: { field: 'name', text: NAME },
  competency: { field: 'title', text: TITLE },
  definition: { field: 'defination', text: DEFINITION },
  statement: { field: 'statement', text: STATEMENT },
} as const satisfies Record<TranslationKind, { field: string; text: object }>;

export const TRANSLATION_IMPORT_LIMITS = {
  /** Bytes of the uploaded file: four languages of a large library. */
  fileBytes: 8 * 1024 * 1024,
  /** Bytes an XLSX may unpack to, all its parts together. */
  unpackedBytes: 64 * 1024 * 1024,
  /** Data rows, the header not counted. */
  rows: 10_000,
} as const;

/** What an import of the translators' sheet did. */
export const TranslationsResult = Type.Object(
  {
    rows: Type.Integer({ description: 'Rows read' }),
    changed: Type.Integer({ description: 'Texts whose translations changed' }),
  },
  { additionalProperties: false },
);
export type TranslationsResult = Static<typeof TranslationsResult>;
