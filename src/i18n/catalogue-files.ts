import type { Namespace } from './namespaces';

// Each catalogue is its own chunk, fetched the first time a screen of its area renders in its language. One glob, so
// the page's entry (an early fetch) and i18next's backend ask for the same module, and it downloads once.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export function loadCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogues[`../../locales/${language}/${namespace}.json`];
  return load ? load().then((m) => m.default) : Promise.resolve({});
}

// Where a path's first screen takes its words from: a guess that only starts a download early (a wrong one costs a
// file, never a word). The screen registry (src/app) is the rule; this runs before it has arrived.
const AREAS: ReadonlyArray<[RegExp, Namespace]> = [
  [/^\/portrayal\/?(dashboard\/?)?$/, 'dashboard'],
  [/^\/portrayal\/admin\/workforce/, 'workforce'],
  [/^\/portrayal\/admin\/organization/, 'organization'],
  [/^\/portrayal\/admin\/master/, 'master'],
  [/^\/portrayal\/admin\/audit-log/, 'audit'],
  [/^\/portrayal\/admin\/provisioning/, 'provisioning'],
  [/^\/portrayal\/(admin\/coaching|coaching)/, 'coaching'],
  [/^\/portrayal\/(admin\/feedback|user\/my-feedback|user\/my-team)/, 'feedback'],
  [/^\/portrayal\/(admin\/survey|user\/)/, 'survey'],
  [/^\/(portrayal\/admin\/single-sign-on|authentication\/sso)/, 'sso'],
  [/^\/(portrayal\/account|authentication)/, 'account'],
];

/** The catalogues the first screen at `pathname` reads: the shell's, and its area's when the path says it. */
export function firstScreenNamespaces(pathname: string): Namespace[] {
  const area = AREAS.find(([pattern]) => pattern.test(pathname))?.[1];
  return area ? ['common', area] : ['common'];
}

/** Starts downloading them beside the app's code (src/main.tsx); i18next later finds them here. */
export function fetchCataloguesEarly(language: string, pathname: string): void {
  for (const namespace of firstScreenNamespaces(pathname)) void loadCatalogue(language, namespace);
}
