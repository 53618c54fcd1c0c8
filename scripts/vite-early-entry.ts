import type { Plugin, Rollup } from 'vite';

/** React DOM's client, as the build's manifest names it: the entry imports it lazily (src/main.tsx). */
export const REACT_DOM_CLIENT = 'node_modules/react-dom/client.js';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** A lazily imported chunk's files, its static imports first (the entry's own excepted). */
function filesOf(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, seen = new Set<string>()): string[] {
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (seen.has(name) || imported?.type !== 'chunk' || imported.isEntry) continue;
    seen.add(name);
    filesOf(bundle, imported, seen);
  }
  seen.add(chunk.fileName);
  return [...seen];
}

/** index.html with its entry script async, and the files of the chunk of `lazy` (a module's path under the root) named after it. */
export function withEarlyEntry(html: string, bundle: Rollup.OutputBundle, lazy: string): string {
  if (!ENTRY_TAG.test(html)) throw new Error('early-entry: index.html has no entry script as Vite writes it');
  const chunk = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && (c.facadeModuleId ?? '').endsWith(`/${lazy}`));
  if (!chunk) throw new Error(`early-entry: no chunk of the build is ${lazy}`);
  // Low priority, as the server's route preloads (server/plugins/spa-page.ts): the stylesheets come first.
  const preloads = filesOf(bundle, chunk)
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
  return html.replace(ENTRY_TAG, (_tag, src: string) => `<script type="module" async crossorigin src="${src}"></script>${preloads.join('')}`);
}

/**
 * The entry as a small script that runs as soon as it arrives: a module script of the page
 * otherwise waits for every stylesheet before it runs, and the first screen's requests to the
 * API (src/app/prepare-signed-in.ts) with it. Nothing is painted before the stylesheets anyway.
 * `lazy` (a package's module the entry imports lazily: React DOM) is named in the page, so the
 * browser fetches it beside the entry rather than once the entry has run.
 */
export function earlyEntry({ lazy }: { lazy: string }): Plugin {
  return {
    name: 'early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => withEarlyEntry(html, bundle ?? {}, lazy),
    },
  };
}
