import os from 'node:os';
import path from 'node:path';

/** The server the end-to-end suite starts: a fresh data directory on its own port. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8123);
export const e2eUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = path.join(os.tmpdir(), `c360-e2e-${e2ePort}`);
export const screenshotDir = path.resolve('test-results/screens');
