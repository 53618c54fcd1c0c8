/** Builds the SPA if it is missing or stale, and nothing else: the end-to-end server builds it while the demo is seeded. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSpaIfStale } from './spa-build';

process.exit(await buildSpaIfStale(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')));
