/**
 * `npm start`: build the SPA when it is missing or stale, then serve API + SPA.
 * The server itself applies migrations and takes the data directory lock.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSpaIfStale } from './spa-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const code = await buildSpaIfStale(root);
if (code !== 0) process.exit(code);

await import('../server/server');
