import {
  TRANSLATED_LANGUAGES,
  type CompetencyTranslations,
  type StatementTranslations,
  type TranslatedLanguage,
  type Translations,
  type TypeTranslations,
} from '../../schemas/content-translations';
import { STARTER_DE } from './starter-translations-de';
import { STARTER_ES } from './starter-translations-es';
import { STARTER_FR } from './starter-translations-fr';

/** Translations for the rows a library load adds, by their English texts. */
export interface LibraryTranslator {
  type(name: string): TypeTranslations;
  competency(title: string, definition: string): CompetencyTranslations;
  statement(text: string): StatementTranslations;
}

const STARTER: Record<TranslatedLanguage, Record<string, string>> = { de: STARTER_DE, fr: STARTER_FR, es: STARTER_ES };

/** Each language's translation of the English texts, under the fields of a row's translations. */
function translationsOf(fields: Record<string, string>): Translations {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(Object.entries(fields).map(([field, english]) => [field, STARTER[language][english]])),
    ]),
  );
}

/** The starter library's own translations (issue 42): German, French and Spanish for every text it ships. */
export const starterTranslator: LibraryTranslator = {
  type: (name) => translationsOf({ name }) as TypeTranslations,
  competency: (title, definition) => translationsOf({ title, defination: definition }) as CompetencyTranslations,
  statement: (text) => translationsOf({ statement: text }) as StatementTranslations,
};
