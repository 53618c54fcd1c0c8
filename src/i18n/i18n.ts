import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES } from '../../schemas/language';
import { setActiveLanguage } from './active-language';
import { formatCount } from './format';
import type { Namespace } from './namespaces';
import { startingLanguage } from './remembered-language';
import { loadCatalogue } from './catalogue-files';

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  setActiveLanguage(language);
  // The page's `lang` and `dir` follow, so screen readers, hyphenation and a right-to-left layout do.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
});

/** Settles once the starting language's common catalogue is here: the first screen is drawn in its words. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    lng: startingLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common'] satisfies Namespace[],
    defaultNS: 'common' satisfies Namespace,
    // React escapes what it renders; escaping here too would print &amp; in names.
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });

// English plurals without waking ICU (src/i18n/format.ts says why: 40–70 ms of the first screen's main thread): its
// rule is one line. Every other language asks Intl.PluralRules, as i18next does.
const ENGLISH_PLURALS = {
  select: (count: number) => (count === 1 ? 'one' : 'other'),
  resolvedOptions: () => ({ pluralCategories: ['one', 'other'] }),
};
const pluralResolver = i18n.services.pluralResolver as { getRule(code: string, options?: { ordinal?: boolean }): unknown };
const intlRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options = {}) => (!options.ordinal && (code === 'en' || code === 'dev') ? ENGLISH_PLURALS : intlRule(code, options));

// `{{count, count}}`: grouped digits without waking ICU in English (src/i18n/format.ts says why).
i18n.services.formatter?.add('count', (value: number, language) => formatCount(value, language));
// `{{what, capitalise}}`: a phrase passed in lower case that opens the sentence.
i18n.services.formatter?.add('capitalise', (value: string) => value.charAt(0).toUpperCase() + value.slice(1));

/** Every catalogue of a language, before a test or a story renders: nothing suspends on a catalogue then. */
export async function loadAllCatalogues(language: string, namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces([...namespaces]);
  await i18n.changeLanguage(language);
}
