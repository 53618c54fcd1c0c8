import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scales = readdirSync(path.join(root, 'node_modules/@radix-ui/themes/tokens/colors')).map((f) => f.replace(/\.css$/, ''));
const imported = new Set([...readFileSync(path.join(import.meta.dirname, 'radix-styles.ts'), 'utf8').matchAll(/tokens\/colors\/(\w+)\.css/g)].map((m) => m[1]));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

describe('the colour scales the app loads', () => {
  // A scale named in code (color="teal", 'teal', var(--teal-9)) but not loaded draws nothing.
  it('hold every scale a screen names', () => {
    const named = new Map<string, string>();
    for (const file of [...sources(path.join(root, 'src')), ...sources(path.join(root, 'machines'))]) {
      const text = readFileSync(file, 'utf8');
      for (const scale of scales) {
        if (new RegExp(`['"]${scale}['"]|--${scale}-a?\\d`).test(text)) named.set(scale, path.relative(root, file));
      }
    }
    const missing = [...named].filter(([scale]) => !imported.has(scale)).map(([scale, file]) => `${scale} (${file})`);
    expect(missing).toEqual([]);
  });
});
