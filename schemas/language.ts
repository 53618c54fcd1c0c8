/**
 * The languages the interface, the mails and the starter library are written in. Adding one is adding its
 * catalogues under locales/ (docs/languages.md); the list here is what profiles and companies may choose.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language as its own speakers name it: a picker is read by someone who may not know the current one. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

/** Scripts written right to left: a page in one of these mirrors (none is a catalogue yet). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv']);

export const isLanguage = (code: unknown): code is Language => typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);

/** A language tag's language (`de-AT` → de). */
const primarySubtag = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

/** Whether a tag is English in any region (`en`, `en-GB`): the hand-written forms and plurals serve it. */
export const isEnglish = (tag: string): boolean => primarySubtag(tag) === DEFAULT_LANGUAGE;

/** The text direction of a language tag (`he-IL` → rtl). */
export const directionOf = (tag: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(primarySubtag(tag)) ? 'rtl' : 'ltr');

/** The first of the browser's languages that we have, by its primary subtag (`de-AT` → de). */
export function browserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = primarySubtag(tag);
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
