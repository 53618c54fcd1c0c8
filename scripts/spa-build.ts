import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run';

/** Inputs of the SPA build: when any is newer than dist/index.html, the build is stale. */
const inputs = [
  'src',
  'schemas',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-route-preloads.ts',
  'scripts/vite-first-screen-chunks.ts',
  'scripts/module-usage.ts',
  'scripts/vite-radix-icons.ts',
  'package-lock.json',
];

/** The newest modification time under a file or folder (tests and stories do not count). */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx') || entry.endsWith('.stories.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function spaBuildIsStale(root: string): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/** Builds the SPA when it is missing or stale; the exit code of the build (0 when nothing was to do). */
export async function buildSpaIfStale(root: string): Promise<number> {
  if (!spaBuildIsStale(root)) return 0;
  console.log('Building the web app (first start or changed sources)…');
  return run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}
