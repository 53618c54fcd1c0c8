import { describe, expect, it } from 'vitest';
import { modulesUsed, type Graph, type ModuleFacts } from '../../scripts/module-usage';

/** A package's index re-exporting its components, as @radix-ui/themes and radix-ui do. */
const files: Record<string, { code: string; exports?: string[]; dynamic?: string[]; cjs?: true }> = {
  '/app/page.js': { code: `import { Box, Dialog } from 'ui'; import 'page.css'; export const Page = () => Box;`, dynamic: ['/app/later.js'] },
  '/app/later.js': { code: `import * as ui from 'ui'; export default ui;` },
  '/app/page.css': { code: '' },
  '/ui/index.js': { code: `export * from './components.js'; export * as Dialog from './dialog.js';`, exports: ['Box', 'Tabs', 'Dialog'] },
  '/ui/components.js': {
    code: `import { Box as B } from './box.js'; import * as T from './tabs.js'; export { B as Box, T as Tabs };`,
    exports: ['Box', 'Tabs'],
  },
  '/ui/box.js': { code: `import { cx } from './helpers.js'; export const Box = cx;`, exports: ['Box'] },
  '/ui/tabs.js': { code: `export const List = 1;`, exports: ['List'] },
  '/ui/dialog.js': { code: `import shim from './shim.cjs'; export const Root = shim;`, exports: ['Root'] },
  '/ui/helpers.js': { code: `export const cx = 1;`, exports: ['cx'] },
  '/ui/shim.cjs': { code: `module.exports = require('./react.cjs');`, cjs: true },
  '/ui/react.cjs': { code: `module.exports = {};`, cjs: true },
};
const specifiers: Record<string, string> = { ui: '/ui/index.js', 'page.css': '/app/page.css', './shim.cjs': '/ui/shim.cjs', './react.cjs': '/ui/react.cjs' };

const graph: Graph = {
  info: (id): ModuleFacts | null => {
    const file = files[id];
    if (!file) return null;
    const imports = [...file.code.matchAll(/(?:from|import|require\()\s*'([^']+)'/g)].map((m) => specifiers[m[1]!] ?? `/ui/${m[1]!.slice(2)}`);
    return {
      code: file.code,
      importedIds: imports,
      dynamicallyImportedIds: file.dynamic ?? [],
      exports: file.exports ?? [],
      inputFormat: file.cjs ? 'cjs' : 'es',
    };
  },
  resolve: async (specifier, importer) =>
    specifiers[specifier] ?? (specifier.startsWith('./') ? `${importer.slice(0, importer.lastIndexOf('/'))}/${specifier.slice(2)}` : null),
};

describe('modulesUsed', () => {
  it('follows a name through re-exporting indexes to the module that defines it, not to its siblings', async () => {
    const used = await modulesUsed(graph, ['/app/page.js'], false);
    expect([...used].filter((id) => !id.startsWith('/app/')).sort()).toEqual([
      '/ui/box.js',
      '/ui/components.js',
      '/ui/dialog.js',
      '/ui/helpers.js',
      '/ui/index.js',
      '/ui/react.cjs',
      '/ui/shim.cjs',
    ]);
    expect(used.has('/ui/tabs.js')).toBe(false);
    expect(used.has('/app/page.css')).toBe(true);
    expect(used.has('/app/later.js')).toBe(false);
  });

  it('takes a whole namespace, and what is imported later when asked', async () => {
    const used = await modulesUsed(graph, ['/app/page.js'], true);
    expect(used.has('/app/later.js')).toBe(true);
    expect(used.has('/ui/tabs.js')).toBe(true);
  });
});
