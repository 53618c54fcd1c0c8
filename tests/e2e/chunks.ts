import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve('dist');

const RJSF = /node_modules\/@rjsf\//;

/** The code of the signed-in area: the forms' engine, the tree, the router, the shell and every other feature. */
export const SIGNED_IN_CODE = [
  RJSF,
  /node_modules\/ajv\//,
  /node_modules\/react-arborist\//,
  /node_modules\/react-router/,
  /\/src\/app\/shell\//,
  /\/src\/features\/(?!public-site\/)/,
  /\/machines\/session\.machine/,
];

/** Only what the contact forms need, and only once the visitor comes near them. */
export const FORM_CODE = [RJSF];

/** The build's script files (as URL paths) whose sources match any pattern, read from their source maps. */
export function chunksWith(patterns: RegExp[]): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = new Set<string>();
  for (const { file } of Object.values(manifest)) {
    // The bundler's own runtime helpers come without a map: they have no sources to match.
    if (!file.endsWith('.js') || !existsSync(path.join(dist, `${file}.map`))) continue;
    const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
    if (map.sources.some((s) => patterns.some((p) => p.test(s)))) files.add(`/${file}`);
  }
  return files;
}
