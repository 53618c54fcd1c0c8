import { postgresBaseUrl } from '../../tests/harness/postgres';
import type { Burst } from '../../tests/harness/scale-rate-limits';
import { runScaleOut } from '../../tests/harness/scale-out';
import type { BenchCase, Figure } from '../lib/types';

const area = 'scale-out';
// A minute of the mix (the CI suite runs the same for ~10 s).
const SECONDS = Number(process.env.SCALE_OUT_SECONDS || 60);
const CONNECTIONS = Number(process.env.SCALE_OUT_CONNECTIONS || 30);

/** How far a burst's answers are from exactly `max` judged and the rest refused with Retry-After. */
const offLimit = (b: Burst, attempts: number, max: number) =>
  Math.abs(b.judged - max) + Math.abs(b.refused - (attempts - max)) + b.other.length + b.withoutRetryAfter;

/**
 * Three server processes on one PostgreSQL behind the round-robin proxy (tests/harness/scale-out.ts):
 * needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
export const scaleOut: BenchCase = {
  name: area,
  async run() {
    const postgresBase = postgresBaseUrl();
    if (!postgresBase) {
      console.log('scale-out: skipped, set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
      return [];
    }
    const r = await runScaleOut({ seconds: SECONDS, connections: CONNECTIONS, postgresBase });
    const { account, address, otherClient } = r.rateLimits;
    const label = (what: string) => `3 processes, ${CONNECTIONS} conns ${SECONDS} s mix: ${what}`;
    const figures: Figure[] = [
      { area, figure: label('throughput'), value: r.throughput, unit: `req/s (${r.requests} requests)` },
      { area, figure: label('p99'), value: r.p99, unit: `ms (p50 ${r.p50} ms)` },
      { area, figure: label('errors and non-2xx'), value: r.errors + r.unexpected.length, unit: 'count', budget: 0 },
      {
        area,
        figure: label('acknowledged writes missing afterwards'),
        value: r.durability.lost.length,
        unit: `count (of ${r.durability.draftsChecked} drafts, ${r.durability.submitsChecked} submits)`,
        budget: 0,
      },
      {
        area,
        figure: `failed sign-ins at once over 3 processes: answers off the limit (15 per account, 30 per address)`,
        value: offLimit(account, 15, r.limits.account) + offLimit(address, 30, r.limits.address) + (otherClient === 400 ? 0 : 1),
        unit: `count (judged ${account.judged}/${r.limits.account} and ${address.judged}/${r.limits.address})`,
        budget: 0,
      },
    ];
    if (r.unexpected.length) console.log('scale-out: unexpected answers', r.unexpected);
    if (r.durability.lost.length) console.log('scale-out: lost', r.durability.lost.slice(0, 20));
    return figures;
  },
};
