import { describe, expect, it } from 'vitest';
import { postgresBaseUrl } from '../harness/postgres';
import { runScaleOut } from '../harness/scale-out';

// Scale-out, the short run (the bench runs the same for 60 s and prints the figures).
const SECONDS = Number(process.env.SCALE_OUT_TEST_SECONDS || 10);
const CONNECTIONS = Number(process.env.SCALE_OUT_CONNECTIONS || 30);

// Several processes share one database only on PostgreSQL (PGlite allows one process).
describe.runIf(postgresBaseUrl())('three server processes on one PostgreSQL behind a round-robin proxy', () => {
  it('serve a realistic mix with no error, lose no acknowledged write, and share the sign-in limits exactly', async () => {
    const report = await runScaleOut({ seconds: SECONDS, connections: CONNECTIONS, postgresBase: postgresBaseUrl()! });
    console.log(
      `scale-out: ${report.requests} requests, ${report.throughput} req/s, p50 ${report.p50} ms, p99 ${report.p99} ms; ` +
        `per process ${report.served.join(' / ')}; ${JSON.stringify(report.perKind)}`,
    );

    expect(report.errors, 'connection errors and timeouts').toBe(0);
    expect(report.unexpected, 'answers other than 2xx').toEqual([]);
    expect(
      report.served.every((n) => n > 0),
      `every process served: ${report.served.join(' / ')}`,
    ).toBe(true);
    expect(Object.keys(report.perKind).sort()).toEqual([
      'answer sheet',
      'employee list',
      'feedback report',
      'master list',
      'my surveys',
      'sign-in',
      'survey answer draft',
      'survey answer submit',
      'who am I',
    ]);

    expect(report.durability.lost, 'acknowledged writes missing from the database').toEqual([]);
    expect(report.durability.draftsChecked, 'drafts acknowledged').toBeGreaterThan(0);
    expect(report.durability.submitsChecked).toBeGreaterThan(0);

    const { account, address, otherClient } = report.rateLimits;
    expect(account.upstreams, 'the per-account burst reached every process').toBe(3);
    expect({ judged: account.judged, refused: account.refused, other: account.other, withoutRetryAfter: account.withoutRetryAfter }).toEqual({
      judged: report.limits.account,
      refused: 15 - report.limits.account,
      other: [],
      withoutRetryAfter: 0,
    });
    expect({ judged: address.judged, refused: address.refused, other: address.other, withoutRetryAfter: address.withoutRetryAfter }).toEqual({
      judged: report.limits.address,
      refused: 30 - report.limits.address,
      other: [],
      withoutRetryAfter: 0,
    });
    expect(otherClient, 'another client keeps its own budget').toBe(400);
  });
});
