import Type from 'typebox';
import { literalUnion } from './literal-union';

/**
 * The languages the interface, the mails and the starter library are written in. Adding one is adding its
 * catalogues under locales/ (docs/languages.md); the list here is what profiles and companies may choose.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language as its own speakers name it: a picker is read by someone who may not know the current one. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

export const LanguageCode = literalUnion(LANGUAGES, { title: 'Language', description: 'A language of the interface (ISO 639-1)' });

/**
 * A person's choice on their profile: one of ours by its own name, or none (their browser's, else the company's). The
 * none is a `const` too, so a form offers all five in one list.
 */
export const LanguageChoice = Type.Union([...literalUnion(LANGUAGES, {}, LANGUAGE_NAMES).anyOf, Type.Null({ const: null, title: 'As my browser' })], {
  // Said outright: a form draws a union of one type as a list, and a string-or-null union has none of its own.
  type: ['string', 'null'],
  title: 'Language',
  description: 'Of your screens and mails. As my browser: your browser’s language if we have it, else your company’s.',
});

/** Scripts written right to left: a page in one of these mirrors (none is a catalogue yet). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv']);

export const isLanguage = (code: unknown): code is Language => typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);

/** The text direction of a language tag (`he-IL` → rtl). */
export const directionOf = (tag: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(tag.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr');

/** The first of the browser's languages that we have, by its primary subtag (`de-AT` → de). */
export function browserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The person's own choice, else their browser's, else their company's default, else English. */
export function resolveLanguage(choice: { profile?: string | null; browser?: readonly string[]; company?: string | null }): Language {
  if (isLanguage(choice.profile)) return choice.profile;
  const fromBrowser = browserLanguage(choice.browser ?? []);
  if (fromBrowser) return fromBrowser;
  return isLanguage(choice.company) ? choice.company : DEFAULT_LANGUAGE;
}

/** GET/PUT /api/company-language/: the company's default language. */
export const CompanyLanguage = Type.Object(
  {
    default_language: literalUnion(
      LANGUAGES,
      // The type said outright, as for LanguageChoice: without it the form cannot draw the union as a list.
      { type: 'string', title: 'Company language', description: 'Screens and mails of anyone who chose no language and whose browser asks for none of ours' },
      LANGUAGE_NAMES,
    ),
  },
  { additionalProperties: false },
);
