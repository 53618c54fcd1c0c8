import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built server `npm start` runs (scripts/server-build.ts writes it). */
export const SERVER_BUNDLE_PATH = 'dist-server/server.mjs';

/** The Node options `npm start` runs the built server with, as package.json says them. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const match = /exec node (.*?)\s*dist-server\/server\.mjs/.exec(scripts.start);
  if (!match) throw new Error(`npm start no longer runs the built server as the harness expects: ${scripts.start}`);
  return match[1]!.split(/\s+/).filter(Boolean);
}
