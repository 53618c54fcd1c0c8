import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root, found the same way whether the server runs from its sources (this
 * file is server/repo-root.ts) or built into one file (dist-server/server.mjs, see
 * scripts/server-build.ts): either way one level up.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
