import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlags } from '../../scripts/node-flags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built server `npm start` runs (scripts/server-build.ts writes it). */
export const SERVER_BUNDLE_PATH = 'dist-server/server.mjs';

/** The Node options `npm start` runs the built server with on this database (empty: PGlite). */
export function startFlags(databaseUrl = ''): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  if (!scripts.start.includes('exec node $(tsx scripts/print-node-flags.ts) dist-server/server.mjs')) {
    throw new Error(`npm start no longer runs the built server as the harness expects: ${scripts.start}`);
  }
  return nodeFlags({ DATABASE_URL: databaseUrl });
}
