import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { registeredAdmin } from '../../tests/harness/account';
import { load } from '../lib/load';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';

const area = 'master';
const ITEMS = 5000;
const auth = (jwt: string) => ({ authorization: `JWT ${jwt}` });

/** 5,000 designations (POSTs, 50 at a time) and 5,000 competencies (one import), as a company would add them. */
async function seed(base: string, jwt: string): Promise<number> {
  const started = performance.now();
  const post = (name: string) =>
    fetch(`${base}/api/designation/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(jwt) },
      body: JSON.stringify({ name }),
    });
  for (let i = 0; i < ITEMS; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => post(`Designation ${i + j}`)));
  const rows = Array.from({ length: ITEMS }, (_, i) => `Type ${i % 5},Competency ${i},What competency ${i} means for the company.,`);
  const form = new FormData();
  form.append('file', new Blob([`type,competency,definition,statement\n${rows.join('\n')}\n`]), 'library.csv');
  const imported = await fetch(`${base}/competency/library/import/`, { method: 'POST', headers: auth(jwt), body: form });
  if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  return Math.round(performance.now() - started);
}

/** Requests still queued from the last run would be counted against the next: wait until the server is idle. */
async function drained(base: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const t = performance.now();
    await fetch(`${base}/api/health/`);
    if (performance.now() - t < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What one person waits for the list, with nobody else asking. */
async function sequentialMedian(url: string, jwt: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const t = performance.now();
    await (await fetch(url, { headers: auth(jwt) })).arrayBuffer();
    times.push(performance.now() - t);
  }
  return Math.round(times.sort((a, b) => a - b)[10]!);
}

async function measure(engine: string, base: string, jwt: string): Promise<Figure[]> {
  const figures: Figure[] = [
    { area, figure: `${engine}: seed ${ITEMS} designations (POSTs) and ${ITEMS} competencies (import)`, value: await seed(base, jwt), unit: 'ms' },
  ];
  for (const [path, label] of [
    ['/api/designation/', `GET /api/designation/ (${ITEMS} rows)`],
    ['/competency/list/', `GET /competency/list/ (${ITEMS} rows)`],
    ['/api/designation/?search=99&ordering=-name&limit=50', 'GET /api/designation/?search=99&ordering=-name&limit=50'],
  ] as const) {
    await drained(base);
    figures.push({ area, figure: `${engine}: ${label}, one at a time, median`, value: await sequentialMedian(`${base}${path}`, jwt), unit: 'ms' });
    const r = await load({ url: `${base}${path}`, headers: auth(jwt), timeout: 30 });
    figures.push(
      { area, figure: `${engine}: ${label} @50 conns, throughput`, value: r.requestsPerSecond, unit: 'req/s' },
      { area, figure: `${engine}: ${label} @50 conns, p50 / p99`, value: r.p99, unit: `ms (p50 ${r.p50} ms)` },
      { area, figure: `${engine}: ${label} errors and non-2xx`, value: r.errors + r.non2xx, unit: 'count', budget: 0 },
    );
  }
  return figures;
}

/** A fresh PostgreSQL database beside BENCH_DATABASE_URL's, dropped afterwards. */
async function withPostgres<T>(baseUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const name = `c360_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await run(`drop database if exists ${name} with (force)`);
  }
}

async function onServer(port: number, engine: string, databaseUrl = ''): Promise<Figure[]> {
  const server = await startServer(port, undefined, databaseUrl);
  try {
    const admin = await registeredAdmin(server.url, server.dataDir, `master-${engine.toLowerCase()}`);
    return await measure(engine, server.url, admin.jwt);
  } finally {
    await server.stop();
  }
}

/** Master list reads of a company with 5,000 items a list: on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
export const master: BenchCase = {
  name: area,
  async run() {
    const figures = await onServer(8311, 'PGlite');
    const postgres = process.env.BENCH_DATABASE_URL;
    if (postgres) figures.push(...(await withPostgres(postgres, (url) => onServer(8312, 'PostgreSQL', url))));
    return figures;
  },
};
