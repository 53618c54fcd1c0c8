import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@radix-ui/react-icons';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"]\s*;?/g;
const ONE = /^@radix-ui\/react-icons\/(\w+Icon)$/;
const VIRTUAL = '\0radix-icon:';

/** Each icon's code from the package's one file: `var _excluded$3 = ["color"]; var XIcon = forwardRef(…);`. */
async function readIcons(): Promise<Map<string, string>> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), 'dist', 'react-icons.esm.js');
  const source = await readFile(file, 'utf8');
  const [head, ...blocks] = source.split(/\n(?=var _excluded)/);
  const helpers = head!.slice(head!.indexOf('function _objectWithoutPropertiesLoose'));
  const icons = new Map<string, string>();
  for (const block of blocks) {
    const name = /\nvar (\w+Icon) = /.exec(block)![1]!;
    const code = block.slice(0, block.lastIndexOf('});') + 3);
    icons.set(name, `import { forwardRef, createElement } from 'react';\n${helpers}\n${code}\nexport { ${name} };\n`);
  }
  return icons;
}

/** `import { A, B as C } from '@radix-ui/react-icons'` → one import per icon, on as many lines as before. */
function perIcon(statement: string, names: string): string {
  const imports = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((spec) =>
      spec.startsWith('type ') ? `import { ${spec} } from '${PACKAGE}';` : `import { ${spec} } from '${PACKAGE}/${spec.split(/(?<!\s)\s+as\s+/)[0]}';`,
    );
  return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
}

/**
 * Each Radix icon as a module of its own. The package is one file of 318 icons: whatever the
 * app imports of it lands in one chunk, so the dashboard fetched every icon any screen draws
 * (60 kB). Imported one by one, each goes with the screens that draw it. The code is the
 * package's own, icon by icon.
 */
export function radixIconsPerModule(): Plugin {
  let icons: Promise<Map<string, string>> | null = null;
  return {
    name: 'radix-icons-per-module',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[jt]sx?$/, exclude: /\/node_modules\// }, code: PACKAGE },
      handler(code) {
        const out = code.replace(IMPORT, perIcon);
        // The lines stay where they were, so the source map before this step still holds.
        return out === code ? null : { code: out, map: null };
      },
    },
    resolveId: {
      filter: { id: ONE },
      handler: (source) => `${VIRTUAL}${ONE.exec(source)![1]}`,
    },
    load: {
      filter: { id: /^\0radix-icon:/ },
      async handler(id) {
        icons ??= readIcons();
        const name = id.slice(VIRTUAL.length);
        const code = (await icons).get(name);
        if (!code) throw new Error(`${PACKAGE} has no ${name}`);
        return { code, moduleSideEffects: false };
      },
    },
  };
}
