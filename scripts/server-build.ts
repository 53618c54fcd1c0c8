import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './spa-build';

/** Where `npm start` runs the server from: the sources bundled, dependencies left in node_modules. */
export const SERVER_BUNDLE = path.join('dist-server', 'server.mjs');

const inputs = ['server', 'schemas', 'package-lock.json'];

export function serverBuildIsStale(root: string): boolean {
  const built = path.join(root, SERVER_BUNDLE);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * Bundles the server (and PGlite's worker thread beside it) into plain JavaScript, about a
 * second's work: run by Node alone, the server no longer carries a TypeScript loader, its
 * source maps and the loader's own thread through its life (some 100 MB at rest).
 */
export async function buildServerIfStale(root: string): Promise<void> {
  if (!serverBuildIsStale(root)) return;
  // Chunks of an earlier build would stay beside the new ones.
  rmSync(path.join(root, path.dirname(SERVER_BUNDLE)), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'server/server.ts',
      'pglite-worker': 'server/db/pglite-thread/worker.ts',
      'insights-worker': 'server/feedback/insights-thread/worker.ts',
    },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What the server imports only when asked (a report's PDF, say) stays out of what it loads at start.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
