import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  startMs: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy in time');
}

/** Starts the real server as its own process on a data directory (fresh unless given). */
export async function startServer(
  port: number,
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'c360-bench-')),
  /** PostgreSQL instead of PGlite, for cases that measure both. */
  databaseUrl = '',
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: url, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child);
  const startMs = Date.now() - started;
  return {
    url,
    dataDir,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
