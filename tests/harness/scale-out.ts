import autocannon from 'autocannon';
import { defaultLimits } from '../../server/config';
import { raterTokens } from './load-company';
import { loadDatabase } from './load-database';
import { startCluster } from './scale-cluster';
import { checkDurability, type Durability } from './scale-durability';
import { Ledger } from './scale-ledger';
import { mixClients } from './scale-mix';
import { proveRateLimits, type RateLimitProof } from './scale-rate-limits';

export interface ScaleOutOptions {
  seconds: number;
  /** Connections of the load generator, each one person's session. */
  connections: number;
  /** The PostgreSQL server to make the scratch database on. */
  postgresBase: string;
  processes?: number;
}

export interface ScaleOutReport {
  requests: number;
  throughput: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts, and answers other than 2xx (by kind and status). */
  errors: number;
  unexpected: string[];
  /** Requests each server process was given by the proxy. */
  served: number[];
  perKind: Record<string, number>;
  durability: Durability;
  rateLimits: RateLimitProof;
  /** The configured maxima the bursts must meet exactly. */
  limits: { account: number; address: number };
}

/**
 * The scale-out run, shared by the CI suite (tests/process/scale-out.test.ts, ~10 s)
 * and the bench (bench/cases/scale-out.ts, 60 s): a scratch PostgreSQL database holding a
 * realistic company, three server processes behind the round-robin proxy, a realistic mix
 * from autocannon, bursts of failed sign-ins half-way through, then, once every process
 * has stopped gracefully, the database checked against what was acknowledged.
 */
export async function runScaleOut(o: ScaleOutOptions): Promise<ScaleOutReport> {
  // One rater more than connections: the account the per-account burst locks, which the mix never signs in to.
  const db = await loadDatabase(
    'PostgreSQL',
    { raters: o.connections + 1, submitsEach: Math.max(5, Math.ceil(o.seconds / 3)), designations: 40 },
    o.postgresBase,
  );
  try {
    const tokens = (await raterTokens(db.company)).slice(0, o.connections);
    const locked = db.company.raters[o.connections]!.email;
    const ledger = new Ledger();
    const cluster = await startCluster(db.databaseUrl!, o.processes);
    let result: autocannon.Result;
    let rateLimits: RateLimitProof;
    try {
      const mix = autocannon({
        url: cluster.proxy.url,
        connections: o.connections,
        duration: o.seconds,
        timeout: 30,
        setupClient: mixClients(db.company, tokens, ledger),
      });
      await new Promise((r) => setTimeout(r, (o.seconds * 1000) / 2));
      rateLimits = await proveRateLimits(cluster.proxy.url, locked);
      result = await mix;
    } finally {
      // Graceful: each process finishes what it has in flight before the database is read.
      await cluster.stop();
    }
    return {
      requests: result.requests.total,
      throughput: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected: ledger.unexpected(),
      served: [...cluster.proxy.served],
      perKind: ledger.counts(),
      durability: await checkDurability(db.databaseUrl!, db.company, ledger),
      rateLimits,
      limits: { account: defaultLimits.loginPerAccount.max, address: defaultLimits.loginPerIp.max },
    };
  } finally {
    await db.drop();
  }
}
