import path from 'node:path';
import type { Plugin } from 'vite';
import { modulesUsed, type Graph } from './module-usage.js';

interface Options {
  /** Chunk name → lazy modules (source paths) of the first screen; each chunk holds the code they use. */
  groups: Record<string, string[]>;
  /** The public site's own module: what it uses stays out of those chunks. */
  apart: string;
}

/**
 * Puts a first screen's code in a few files instead of dozens. Left to itself, the bundler
 * gives each set of screens that share a module a chunk of its own: the dashboard fetched
 * forty files (a Radix component or two each), a round trip each, six at a time.
 *
 * Each named chunk takes the modules its sources use (whole modules, through packages'
 * re-exporting indexes, as tree-shaking keeps them) that no earlier one took. What the public
 * site uses too goes in chunks of their own instead: `shared` for what its pages use, and one
 * chunk per set of its later parts (the contact forms, a plan's dialog) for what those use, so
 * a public page never fetches the signed-in area's code, nor a later part more than before.
 * The entry's modules stay in the entry, and a lazily imported module keeps its own chunk (the
 * manifest names it: the bench and the server's preloads read it).
 */
export function firstScreenChunks({ groups, apart }: Options): Plugin {
  let root = process.cwd();
  const chunkOf = new Map<string, string>();
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: 'first-screen-chunks',
                  name: (id: string) => chunkOf.get(id) ?? null,
                  // What else a chunk imports is in the entry or in a shared chunk, which imports none of the others.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    async buildEnd() {
      const graph: Graph = {
        info: (id) => this.getModuleInfo(id),
        resolve: async (specifier, importer) => (await this.resolve(specifier, importer))?.id ?? null,
      };
      const resolve = (source: string) => {
        const id = path.resolve(root, source);
        if (!this.getModuleInfo(id)) throw new Error(`first-screen-chunks: ${source} is not part of the build`);
        return id;
      };
      const ids = [...this.getModuleIds()];
      // The entry's imports are left to the bundler (a chunk the entry imported from that also
      // imported from the entry would be a cycle), and a module imported lazily keeps its own chunk.
      const taken = new Set<string>();
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length) {
        const id = queue.pop()!;
        if (taken.has(id)) continue;
        taken.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of ids) if (this.getModuleInfo(id)?.dynamicImporters.length) taken.add(id);

      const used = new Map<string, Set<string>>();
      for (const [name, sources] of Object.entries(groups)) used.set(name, await modulesUsed(graph, sources.map(resolve), false));
      const firstScreen = new Set([...used.values()].flatMap((set) => [...set]));

      // The public site: its pages, then each part it imports later, with the parts each of those imports later.
      const publicNow = await modulesUsed(graph, [resolve(apart)], false);
      const later = new Map<string, Set<string>>();
      const parts = [...publicNow].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      while (parts.length) {
        const part = parts.pop()!;
        if (later.has(part) || publicNow.has(part)) continue;
        const set = await modulesUsed(graph, [part], false);
        later.set(part, set);
        for (const id of set) parts.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      }

      chunkOf.clear();
      const place = (id: string, name: string) => {
        if (taken.has(id)) return;
        chunkOf.set(id, name);
        taken.add(id);
      };
      for (const id of firstScreen) {
        if (publicNow.has(id)) place(id, 'shared');
        const users = [...later]
          .filter(([, set]) => set.has(id))
          .map(([part]) => path.parse(part).name)
          .sort();
        if (users.length) place(id, `shared-${users.join('-')}`);
      }
      for (const [name, set] of used) for (const id of set) place(id, name);
    },
  };
}
