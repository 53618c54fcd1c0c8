import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives one request shape at a fixed concurrency for a while (autocannon). */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: 10, connections: 50, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
