import { spawn } from 'node:child_process';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Stops the command and all it started after this long, so one hung suite fails instead of eating CI's whole time. */
  limitSeconds?: number;
  /** Collects the output instead of printing it, for a command that runs beside another. */
  capture?: (chunk: Buffer) => void;
}

/** The exit code of a command stopped at its limit, as GNU timeout answers. */
export const TIMED_OUT = 124;

/** Runs a command with inherited (or captured) output; resolves with its exit code. */
export function run(command: string, args: string[], { env = {}, limitSeconds, capture }: RunOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    // Its own process group, so that a stop reaches the workers and servers it started too.
    const child = spawn(command, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: limitSeconds !== undefined,
    });
    if (capture) {
      child.stdout?.on('data', capture);
      child.stderr?.on('data', capture);
    }
    let overran = false;
    const timer =
      limitSeconds === undefined
        ? undefined
        : setTimeout(() => {
            overran = true;
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              /* already gone */
            }
          }, limitSeconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(overran ? TIMED_OUT : (code ?? (signal ? 1 : 0)));
    });
    child.on('error', () => {
      clearTimeout(timer);
      resolve(127);
    });
  });
}
