import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What the server adds to index.html for a path under `prefix`: the scripts and styles its first
 * screen loads. An `exact` entry is one screen's path, its `:name` segments standing for any one
 * segment (`/portrayal/admin/survey/:id`): it applies to that path alone, not to those under it.
 */
export interface RoutePreload {
  prefix: string;
  exact?: true;
  scripts: string[];
  styles: string[];
}

/** The file the server reads (server/plugins/spa.ts), beside Vite's manifest. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * For each path prefix (`routes`) and each screen's own path (`screens`, exact), the lazy
 * modules (by source path) its first screen loads one after another, written as the built files
 * the server announces with the page: the browser then fetches them all at once, beside the
 * entry, instead of each only once the one before it has arrived and run.
 */
export function routePreloads(routes: Record<string, string[]>, screens: Record<string, string[]> = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      // The entry's own imports are in index.html already.
      const entry = Object.values(manifest).find((c) => c.isEntry);
      const inPage = new Set([entry?.file, ...(entry?.css ?? []), ...(entry?.imports ?? []).map((k) => manifest[k]?.file)]);
      const entries = [
        ...Object.entries(routes).map(([prefix, sources]) => [prefix, sources, false] as const),
        ...Object.entries(screens).map(([screen, sources]) => [screen, sources, true] as const),
      ];
      const preloads: RoutePreload[] = entries.map(([prefix, sources, exact]) => {
        const seen = new Set<string>();
        const visit = (key: string) => {
          if (seen.has(key)) return;
          const chunk = manifest[key];
          if (!chunk) throw new Error(`route-preloads: ${key} is no chunk of the build`);
          seen.add(key);
          chunk.imports?.forEach(visit);
        };
        sources.forEach(visit);
        const chunks = [...seen].map((key) => manifest[key]!);
        return {
          prefix,
          ...(exact ? { exact } : {}),
          scripts: chunks.map((c) => `/${c.file}`).filter((f) => !inPage.has(f.slice(1))),
          styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((f) => !inPage.has(f)).map((f) => `/${f}`),
        };
      });
      await writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}
