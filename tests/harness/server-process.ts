import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_ENV, seedDataDir } from './process-setup';
import { SERVER_BUNDLE_PATH, startFlags } from './start-flags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A new data directory; in the process suite it holds the migrated database already (process-setup.ts). */
export function tempDataDir(label = 'proc'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `c360-${label}-`));
  seedDataDir(dir);
  return dir;
}

export interface ServerProcessOptions {
  /** Defaults to a fresh temporary directory. */
  dataDir?: string;
  /** postgres://… runs on PostgreSQL; unset, on PGlite in dataDir. */
  databaseUrl?: string;
  port?: number;
  /** Extra environment (SECRET_KEY, TRUST_PROXY, LOG_LEVEL…). */
  env?: NodeJS.ProcessEnv;
  /** Another script to run the same way (the bench's bare comparison server); server/server.ts by default. */
  entry?: string;
  /**
   * The built server with the Node options of `npm start` (built beforehand: scripts/server-build.ts), not server.ts under
   * tsx; by default when the process suite built it (process-setup.ts).
   */
  bundled?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the process has ended. */
  exited: Promise<Exit>;
  /** Resolves when GET /api/health/ answers 200; rejects if the process ends first or time runs out. */
  healthy(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit. */
  stop(): Promise<Exit>;
}

/** The real server (server/server.ts) as a child process, as `npm start` runs it once the SPA is built. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  const url = `http://127.0.0.1:${port}`;
  const bundled = options.bundled ?? (!options.entry && process.env[BUNDLED_ENV] === '1');
  const args = bundled ? [...startFlags(options.databaseUrl), SERVER_BUNDLE_PATH] : ['--import', 'tsx', options.entry ?? 'server/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });

  return {
    url,
    port,
    dataDir,
    child,
    exited,
    output: () => output,
    async healthy(timeoutMs = 60_000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
        if (ended) throw new Error(`server exited before it was healthy:\n${output}`);
        try {
          if ((await fetch(`${url}/api/health/`)).ok) return;
        } catch {
          /* not listening yet */
        }
      }
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${output}`);
    },
    async stop() {
      if (!ended) child.kill('SIGTERM');
      return exited;
    },
  };
}
