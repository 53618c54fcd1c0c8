import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { buildServerIfStale } from '../../scripts/server-build';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { raterTokens, LOAD_SECRET_KEY, type LoadCompany } from '../../tests/harness/load-company';
import { loadDatabase, type Engine, type LoadDatabase } from '../../tests/harness/load-database';
import { postgresBaseUrl } from '../../tests/harness/postgres';
import { startServerProcess, type ServerProcess } from '../../tests/harness/server-process';
import type { LoadResult } from '../lib/load';
import { steadyLoad } from '../lib/load-steady';
import type { BenchCase, Figure } from '../lib/types';

const area = 'load';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// 100 connections for 30 s each; shorter while developing (LOAD_SECONDS=5 LOAD_WARM_UP_SECONDS=3).
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 100);
const SECONDS = Number(process.env.LOAD_SECONDS || 30);
// PGlite's WASM and V8 take some 10 s of load to reach their stride: before that a server runs at half speed.
const WARM_UP_SECONDS = Number(process.env.LOAD_WARM_UP_SECONDS || 10);
/** Issue 21's goals for each shape, against the bare route measured in the same run: its throughput and its p99. */
const GOALS: Record<string, { ratio: number; p99TimesBare: number }> = {
  'GET /api/designation/': { ratio: 0.8, p99TimesBare: 1.5 },
  'POST /survey/surveyuserans/ (draft)': { ratio: 0.4, p99TimesBare: 3 },
};

type Shape = Pick<autocannon.Options, 'url' | 'method' | 'setupClient'>;

/** After a warm-up on the same connections, once all are served (bench/lib/load-steady.ts), the steady state. */
const measure = (shape: Shape): Promise<LoadResult & { warmUpSeconds: number }> =>
  steadyLoad({ ...shape, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS, timeout: 30 });

/** Each connection is one rater: their own JWT and, for answers, their own assignment. */
function productShapes(base: string, company: LoadCompany, tokens: string[]): Record<string, Shape> {
  let next = 0;
  const perRater = (body: (i: number) => object | undefined) => (client: autocannon.Client) => {
    const i = next++ % tokens.length;
    const payload = body(i);
    client.setHeadersAndBody({ authorization: `JWT ${tokens[i]}`, ...(payload && { 'content-type': 'application/json' }) }, payload && JSON.stringify(payload));
  };
  // A draft carries what changed since the last save: about one competency step (its statements and level).
  const draft = (i: number) => {
    const step = i % company.competencies.length;
    const each = Math.ceil(company.statements.length / company.competencies.length);
    return {
      assignment: company.raters[i]!.draft,
      status: 'draft',
      answers: company.statements.slice(step * each, (step + 1) * each).map((statement, k) => ({ statement, value: (i + k) % 5 })),
      levels: [{ competency: company.competencies[step]!, level: 'intermediate' }],
    };
  };
  return {
    'GET /api/designation/': { url: `${base}/api/designation/`, setupClient: perRater(() => undefined) },
    'POST /survey/surveyuserans/ (draft)': { url: `${base}/survey/surveyuserans/`, method: 'POST', setupClient: perRater(draft) },
  };
}

async function onEngine(db: LoadDatabase): Promise<Figure[]> {
  const { engine, dataDir, databaseUrl, company } = db;
  const label = (what: string) => `${engine}: ${what} @${CONNECTIONS} conns ${SECONDS} s`;
  const running = async <T>(start: () => Promise<ServerProcess>, work: (s: ServerProcess) => Promise<T>): Promise<T> => {
    const server = await start();
    try {
      await server.healthy();
      return await work(server);
    } finally {
      await server.stop();
    }
  };
  // One process at a time on the data: PGlite allows no other, and neither competes for the two cores.
  // The product runs as npm start runs it: built, with its Node options, logging at info.
  const measureBare = () =>
    running(
      () => startServerProcess({ entry: 'bench/lib/bare-server.ts', dataDir, databaseUrl }),
      (s) => measure({ url: `${s.url}/bare/${company.designation}/` }),
    );
  const tokens = await raterTokens(company);
  // The bare route before and after the product's shapes, which are held to their mean: a
  // machine whose speed drifts in the minutes between would otherwise pass or fail the product.
  const before = await measureBare();
  const product = await running(
    () => startServerProcess({ bundled: true, dataDir, databaseUrl, env: { SECRET_KEY: LOAD_SECRET_KEY, LOG_LEVEL: 'info' } }),
    async (s) => {
      const results: [string, LoadResult & { warmUpSeconds: number }][] = [];
      for (const [name, shape] of Object.entries(productShapes(s.url, company, tokens))) results.push([name, await measure(shape)]);
      return results;
    },
  );
  const after = await measureBare();
  const bare = { requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2, p99: (before.p99 + after.p99) / 2 };
  const figures: Figure[] = [
    {
      area,
      figure: label('bare Fastify route, one row through drizzle: throughput before / after the product'),
      value: before.requestsPerSecond,
      unit: `/ ${after.requestsPerSecond} req/s (after ${before.warmUpSeconds} s warm-up)`,
    },
    { area, figure: label('bare route p99 before / after the product'), value: before.p99, unit: `/ ${after.p99} ms (p50 ${before.p50} / ${after.p50} ms)` },
  ];
  for (const [name, r] of product) {
    const goal = GOALS[name]!;
    figures.push(
      { area, figure: label(`${name}: throughput`), value: r.requestsPerSecond, unit: `req/s (after ${r.warmUpSeconds} s warm-up)` },
      {
        area,
        figure: label(`${name}: throughput ÷ bare route's (mean of before and after)`),
        value: Math.round((r.requestsPerSecond / bare.requestsPerSecond) * 100) / 100,
        unit: '×',
        budget: goal.ratio,
        atLeast: true,
      },
      {
        area,
        figure: label(`${name}: p99 (budget ${goal.p99TimesBare} × the bare route's mean)`),
        value: r.p99,
        unit: `ms (p50 ${r.p50} ms)`,
        budget: Math.round(goal.p99TimesBare * bare.p99),
      },
      { area, figure: label(`${name}: errors and non-2xx`), value: r.errors + r.non2xx, unit: 'count', budget: 0 },
    );
  }
  return figures;
}

/**
 * Load on one machine: the master list and a survey answer through the real server
 * (its own process) at 100 connections, against a bare route measured in the same run; on
 * PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
export const loadCase: BenchCase = {
  name: area,
  async run() {
    if ((await buildSpaIfStale(root)) !== 0) throw new Error('the web app did not build');
    await buildServerIfStale(root);
    const engines: Engine[] = postgresBaseUrl() ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
    const figures: Figure[] = [];
    for (const engine of engines) {
      const db = await loadDatabase(engine, { raters: CONNECTIONS, submitsEach: 0, designations: 40 }, postgresBaseUrl());
      try {
        figures.push(...(await onEngine(db)));
      } finally {
        await db.drop();
      }
    }
    return figures;
  },
};
