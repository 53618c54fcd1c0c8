import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../scripts/run';
import { spaBuildIsStale } from '../../scripts/spa-build';
import { registeredAdmin } from '../../tests/harness/account';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';
import { measureInChromium } from './organization-browser';
import { DEPARTMENTS, DESIGNATIONS, seedEmployees } from './organization-seed';

const area = 'organization';
const PEOPLE = 100_000;
const LOADS = 5;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const auth = (jwt: string) => ({ authorization: `JWT ${jwt}` });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function createList(base: string, jwt: string, list: string, names: string[]): Promise<void> {
  for (const name of names) {
    const res = await fetch(`${base}/api/${list}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(jwt) },
      body: JSON.stringify({ name }),
    });
    if (!res.ok) throw new Error(`${list}: ${res.status} ${await res.text()}`);
  }
}

/** A company registered through the API on a fresh data directory, with its lists; the server stopped after. */
async function registeredCompany() {
  const server = await startServer(8331);
  try {
    const admin = await registeredAdmin(server.url, server.dataDir, 'organization');
    await createList(server.url, admin.jwt, 'designation', DESIGNATIONS);
    await createList(server.url, admin.jwt, 'department', DEPARTMENTS);
    return { dataDir: server.dataDir, admin };
  } finally {
    await server.stop();
  }
}

/** GET of the tree as the browser would wait for it: the whole body read (compressed as the browser asks). */
async function timedRead(base: string, jwt: string, route: string) {
  const started = performance.now();
  const res = await fetch(`${base}${route}`, { headers: { ...auth(jwt), 'accept-encoding': 'br, gzip' } });
  const wire = Number(res.headers.get('content-length') ?? 0);
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${route}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms, bytes: body.byteLength, wire, json: JSON.parse(Buffer.from(body).toString()) as unknown };
}

/** The full nodes of GET /api/get-org-hirearchy-data/ (the contract's form). */
async function timedHierarchy(base: string, jwt: string) {
  const { json, ...read } = await timedRead(base, jwt, '/api/get-org-hirearchy-data/');
  const nodes = json as Array<{ id: number }>;
  return { ...read, nodes: nodes.length, firstId: nodes[0]!.id, secondId: nodes[1]!.id, lastId: nodes.at(-1)!.id };
}

/** The compact form the organization screen reads. */
async function timedColumns(base: string, jwt: string) {
  const { json, ...read } = await timedRead(base, jwt, '/api/get-org-hirearchy-data/columns/');
  return { ...read, nodes: (json as { id: number[] }).id.length };
}

/** A real change through the API: the last person gets another manager. */
async function moveLastPerson(base: string, jwt: string, id: number, parentId: number): Promise<void> {
  const res = await fetch(`${base}/api/employee-registration/`, {
    method: 'PATCH',
    headers: { ...auth(jwt), 'content-type': 'application/json' },
    body: JSON.stringify({ id, parent_id: parentId }),
  });
  if (!res.ok) throw new Error(`move: ${res.status} ${await res.text()}`);
}

/**
 * A company of 100,000 employees (eight reports per manager). The hierarchy's
 * answer on PGlite, the first rows of the tree drawn in Chromium after it, and scrolling
 * the expanded tree without long tasks.
 */
export const organization: BenchCase = {
  name: area,
  async run() {
    if (spaBuildIsStale(root)) {
      const code = await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
      if (code !== 0) throw new Error('the web app did not build');
    }
    const { dataDir, admin } = await registeredCompany();
    const seeding = performance.now();
    await seedEmployees(dataDir, admin.email, PEOPLE);
    const figures: Figure[] = [
      { area, figure: `seed ${PEOPLE.toLocaleString('en')} employees (SQL, server stopped)`, value: Math.round(performance.now() - seeding), unit: 'ms' },
    ];

    const server = await startServer(8332, dataDir);
    try {
      // Warm: the tree unchanged since the last answer (the server keeps its JSON per version).
      const first = await timedHierarchy(server.url, admin.jwt);
      if (first.nodes !== PEOPLE) throw new Error(`the hierarchy has ${first.nodes} nodes, not ${PEOPLE}`);
      const warm = [];
      for (let i = 0; i < 5; i += 1) warm.push(await timedHierarchy(server.url, admin.jwt));
      // Cold: a manager changed just before, so the database writes all 100,000 nodes again.
      const cold = [first];
      for (let i = 0; i < 4; i += 1) {
        await moveLastPerson(server.url, admin.jwt, first.lastId, i % 2 === 0 ? first.firstId : first.secondId);
        cold.push(await timedHierarchy(server.url, admin.jwt));
      }
      // The compact form the screen reads: after a move only the moved nodes are read again.
      const columnsFirst = await timedColumns(server.url, admin.jwt);
      if (columnsFirst.nodes !== PEOPLE) throw new Error(`the columns hold ${columnsFirst.nodes} nodes, not ${PEOPLE}`);
      const columnsWarm = [];
      for (let i = 0; i < 5; i += 1) columnsWarm.push(await timedColumns(server.url, admin.jwt));
      const columnsCold = [];
      for (let i = 0; i < 5; i += 1) {
        await moveLastPerson(server.url, admin.jwt, first.lastId, i % 2 === 0 ? first.firstId : first.secondId);
        columnsCold.push(await timedColumns(server.url, admin.jwt));
      }
      figures.push(
        {
          area,
          figure: `GET /api/get-org-hirearchy-data/columns/ (the screen's compact tree) first read after a move, median of 5`,
          value: Math.round(median(columnsCold.map((a) => a.ms))),
          unit: 'ms',
          budget: 300,
        },
        {
          area,
          figure: 'GET /api/get-org-hirearchy-data/columns/ unchanged since the last answer, median of 5',
          value: Math.round(median(columnsWarm.map((a) => a.ms))),
          unit: 'ms',
        },
        {
          area,
          figure: 'compact tree: first read (whole, after the seed) / size / compressed size',
          value: Math.round(columnsFirst.ms),
          unit: `ms (${Math.round(columnsFirst.bytes / 1e5) / 10} MB, ${Math.round(columnsFirst.wire / 1e4) / 100} MB on the wire)`,
        },
        {
          area,
          figure: `GET /api/get-org-hirearchy-data/ (${PEOPLE.toLocaleString('en')} nodes) after a change, median of 5`,
          value: Math.round(median(cold.map((a) => a.ms))),
          unit: 'ms',
          budget: 1000,
        },
        {
          area,
          figure: 'GET /api/get-org-hirearchy-data/ unchanged since the last answer, median of 5',
          value: Math.round(median(warm.map((a) => a.ms))),
          unit: 'ms',
          budget: 1000,
        },
        { area, figure: 'hierarchy answer size', value: Math.round(first.bytes / 1e5) / 10, unit: `MB (${Math.round(first.wire / 1e4) / 100} MB on the wire)` },
      );
      mkdirSync(path.join(root, 'bench/results'), { recursive: true });
      const shot = process.env.BENCH_SCREENSHOTS ? path.join(root, 'bench/results/organization.png') : undefined;
      const browser = await measureInChromium(server.url, admin.jwt, LOADS, shot);
      figures.push(
        {
          area,
          figure: `Chromium: first tree rows drawn after the hierarchy answer, median of ${LOADS}`,
          value: median(browser.loads.map((l) => l.drawnAfterAnswer)),
          unit: 'ms',
          budget: 1000,
        },
        {
          area,
          figure: `Chromium: hierarchy answer complete after navigation start, median of ${LOADS}`,
          value: median(browser.loads.map((l) => l.answerEnd)),
          unit: 'ms',
        },
        { area, figure: 'Chromium: Expand all (100,000 rows) to rows drawn', value: browser.scroll.expandAll, unit: 'ms' },
        {
          area,
          figure: `Chromium: long tasks (> 50 ms) while wheel-scrolling the expanded tree for 4 s (${browser.scroll.scrolled} px, ${browser.scroll.frames} frames)`,
          value: browser.scroll.longTasks,
          unit: 'count',
          budget: 0,
        },
        {
          area,
          figure: 'Chromium: longest task / longest frame while scrolling',
          value: browser.scroll.longestTask,
          unit: `ms (frame ${browser.scroll.longestFrame} ms)`,
        },
        { area, figure: 'Chromium: search one employee code among 100,000, typed to row drawn', value: browser.search, unit: 'ms' },
        // Wall-clock figures in a browser move with whatever else the machine runs meanwhile.
        {
          area,
          figure: 'machine load average (1 min) after the browser runs',
          value: Math.round(os.loadavg()[0]! * 10) / 10,
          unit: `on ${os.cpus().length} CPUs`,
        },
      );
    } finally {
      await server.stop();
      // 100,000 employees take some 180 MB: no reason to keep them.
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};
