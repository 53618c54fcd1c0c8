import autocannon from 'autocannon';
import type { LoadResult } from './load';

export interface SteadyOptions extends Omit<autocannon.Options, 'duration' | 'connections'> {
  connections: number;
  /** At least this long first, not counted: JIT and PGlite's WASM warm up. */
  warmUpSeconds: number;
  /** Then measured, on the same connections. */
  seconds: number;
}

/** How long the warm-up may wait for every connection to have been answered once. */
const MAX_WAIT_FOR_CONNECTIONS_MS = 120_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Drives one request shape at a fixed concurrency and measures only the steady state: one
 * autocannon run, counting the answers of `seconds` that start once the warm-up is over
 * AND every connection has been answered at least once. A Node server that is already
 * saturated accepts new connections slowly (a plain http server busy 5 ms per request took
 * 9 s to accept 100 connections opened at once), so right after autocannon opens them all
 * only some are being served; measuring then says how a burst of new clients is let in,
 * not how fast 100 connected clients are served.
 */
export async function steadyLoad({ warmUpSeconds, seconds, ...options }: SteadyOptions): Promise<LoadResult & { warmUpSeconds: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const answered = new Set<autocannon.Client>();
  let started = 0;
  let from = Number.POSITIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  const counted = (now: number) => now >= from && now < until;

  let finished!: (err: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finished = (err) => (err ? reject(err) : resolve());
  });
  const run = autocannon({ ...options, duration: warmUpSeconds + seconds + MAX_WAIT_FOR_CONNECTIONS_MS / 1000 }, (err) => finished(err));
  const startWindow = (now: number) => {
    from = now;
    until = now + seconds * 1000;
    setTimeout(() => run.stop(), seconds * 1000 + 50);
  };
  run.once('start', () => {
    started = performance.now();
    // Whatever happens, measure before autocannon's own duration runs out.
    setTimeout(
      () => {
        if (from === Number.POSITIVE_INFINITY) startWindow(performance.now());
      },
      warmUpSeconds * 1000 + MAX_WAIT_FOR_CONNECTIONS_MS,
    );
  });
  run.on('response', (client: autocannon.Client, status: number, _bytes: number, responseTime: number) => {
    const now = performance.now();
    answered.add(client);
    if (from === Number.POSITIVE_INFINITY && answered.size >= options.connections && now - started >= warmUpSeconds * 1000) startWindow(now);
    if (!counted(now)) return;
    if (status >= 200 && status < 300) latencies.push(responseTime);
    else non2xx += 1;
  });
  run.on('reqError', () => {
    if (counted(performance.now())) errors += 1;
  });
  await done;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((latencies.length + non2xx) / seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
    non2xx,
    warmUpSeconds: Math.round((from - started) / 1000),
  };
}
