import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`Another server (process ${pid}) is using the data directory ${dir}. Stop it first, or start this one with another DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  // A restarted container gets the same low pid again: our own pid in the file is stale.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it (STACK
 * pitfalls), so the server holds DATA_DIR/server.pid, created exclusively. A lock left
 * by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        release() {
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (Number.isInteger(holder) && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first; the next exclusive create decides who wins.
      }
    }
  }
  throw new DataDirLockedError(dir, readPid(file));
}
