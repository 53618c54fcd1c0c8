/**
 * `npm start`: build the SPA when it is missing or stale, then serve API + SPA.
 * The server itself applies migrations and takes the data directory lock.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spaBuildIsStale } from './spa-build';
import { run } from './run';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (spaBuildIsStale(root)) {
  console.log('Building the web app (first start or changed sources)…');
  const code = await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

await import('../server/server');
