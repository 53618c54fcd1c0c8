import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`Another server (process ${pid}) is using the data directory ${dir}. Stop it first, or start this one with another DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * When the kernel started a process (Linux: field 22 of /proc/<pid>/stat), or undefined where
 * there is no /proc. The command name (field 2) may hold spaces: count from its closing ')'.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

interface Holder {
  pid: number;
  started?: string | undefined;
}

function isAlive({ pid, started }: Holder): boolean {
  // A restarted container gets the same low pid again: our own pid in the file is stale.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a crash the pid may have gone to another process (a build step, a shell): then the
  // lock is stale too, or the server would refuse to come back until someone deletes the file.
  const now = started ? startTimeOf(pid) : undefined;
  return now === undefined || now === started;
}

/** The file holds the pid and, where the kernel tells it, when that process started. */
function readHolder(file: string): Holder {
  try {
    const [pid, started] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number.parseInt(pid ?? '', 10), started: started || undefined };
  } catch {
    return { pid: Number.NaN };
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it (STACK
 * pitfalls), so the server holds DATA_DIR/server.pid, created exclusively. A lock left
 * by a process that no longer runs (or whose pid another process now has) is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`);
      closeSync(fd);
      return {
        release() {
          if (readHolder(file).pid === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (Number.isInteger(holder.pid) && isAlive(holder)) throw new DataDirLockedError(dir, holder.pid);
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first; the next exclusive create decides who wins.
      }
    }
  }
  throw new DataDirLockedError(dir, readHolder(file).pid);
}
