import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../schemas/language';
import { PRODUCT_NAME } from '../../schemas/product';
import { repoRoot } from '../repo-root';

/** The catalogues the server writes from: its mails and the feedback report's files (docs/languages.md). */
export const SERVER_NAMESPACES = ['mail', 'report'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

const numbers = new Map<string, Intl.NumberFormat>();
/** 12345 → "12,345" in English, "12.345" in German: the client's `{{count, count}}`. */
export function formatCount(value: number, language: string): string {
  let format = numbers.get(language);
  if (!format) numbers.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })));
  return format.format(Math.trunc(value));
}

const read = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(repoRoot, 'locales', language, `${namespace}.json`), 'utf8'));

let instance: I18n | null = null;

/**
 * One i18next instance for the whole server, its catalogues read from disk the first time a mail or report is
 * written (a few small files: a process that writes neither never reads them). Nothing is fetched: every language
 * is there at once, so `t` is synchronous wherever it is called, inside a transaction too.
 */
function loaded(): I18n {
  if (instance) return instance;
  const resources = Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, read(language, ns)]))]));
  const made = i18next.createInstance();
  void made.init({
    initAsync: false,
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: SERVER_NAMESPACES,
    defaultNS: 'mail',
    // A mail's HTML and a PDF escape what they need themselves; escaping here would print &amp; in names.
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
  });
  made.services.formatter?.add('count', (value: number, language) => formatCount(value, language ?? DEFAULT_LANGUAGE));
  instance = made;
  return made;
}

/** A `t` that writes in `language`, English where a catalogue lacks a key. */
export const wordsFor = <N extends ServerNamespace>(language: Language, namespace: N) => loaded().getFixedT(language, namespace);

export type Words<N extends ServerNamespace> = ReturnType<typeof wordsFor<N>>;
