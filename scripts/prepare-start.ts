/**
 * The first half of `npm start`: builds the SPA and the server when either is missing or
 * stale; package.json then runs the built server with Node alone (see scripts/server-build.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from './server-build';
import { buildSpaIfStale } from './spa-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const code = await buildSpaIfStale(root);
if (code !== 0) process.exit(code);
await buildServerIfStale(root);
