import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../scripts/run';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { REACT_DOM_CLIENT } from '../../scripts/vite-early-entry';
import { chunksContaining, scriptsFor } from '../lib/bundle';
import { runLighthouse, type LighthouseScores } from '../lib/lighthouse';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';

const area = 'signed-in-app';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
/**
 * What the dashboard's route loads on the way to its first paint: React DOM (the entry imports it
 * lazily, src/main.tsx), the app, the shell, the screen (src/app/routes.tsx).
 */
const DASHBOARD = [REACT_DOM_CLIENT, 'src/app/app.tsx', 'src/app/shell/portrayal-shell.tsx', 'src/features/dashboard/dashboard-page.tsx'];
/** Libraries of other screens that the dashboard must not fetch: forms, tree, charts, PDF. */
const HEAVY = [/@rjsf\//, /node_modules\/ajv/, /react-arborist/, /recharts/, /d3-/, /pdfkit|unpdf/];
// The demo company's HR account sees every card of the dashboard (tests/e2e/demo.ts).
const HR = { email: 'hr@northwind-demo.com', password: 'Demo-2026-feedback' };
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(HR) });
  if (!res.ok) throw new Error(`sign-in as ${HR.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The first screen after sign-in: the dashboard's script weight, and Lighthouse (mobile, an
 * empty cache) on it for the demo company's HR, the session token stored as the SPA keeps it.
 */
export const signedInApp: BenchCase = {
  name: area,
  async run() {
    if ((await buildSpaIfStale(root)) !== 0) throw new Error('the web app did not build');
    const scripts = scriptsFor(dist, DASHBOARD);
    const heavy = chunksContaining(dist, HEAVY).filter((file) => scripts.some((s) => s.file === file));
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    const figures: Figure[] = [
      {
        area,
        figure: 'dashboard JavaScript, gzip (entry, React DOM, app, shell, screen)',
        value: kb(scripts.reduce((s, c) => s + c.gzip, 0)),
        unit: 'kB',
        budget: 200,
      },
      { area, figure: 'dashboard chunks with forms, tree, chart or PDF code', value: heavy.length, unit: 'files', budget: 0 },
    ];
    if (heavy.length) console.log(`the dashboard loads: ${heavy.join(', ')}`);

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'c360-bench-'));
    const seeded = await run(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/seed-demo.ts')], {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      capture: () => {},
    });
    if (seeded !== 0) throw new Error('the demo company could not be seeded');
    const server = await startServer(8304, dataDir);
    const runs: LighthouseScores[] = [];
    try {
      const token = await signIn(server.url);
      // The median of three: the score moves a few points from run to run.
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${server.url}/portrayal/dashboard`, { localStorage: { token } }));
    } finally {
      await server.stop();
    }
    const pick = (key: keyof Omit<LighthouseScores, 'failedAudits'>) => median(runs.map((r) => r[key]));
    figures.push(
      {
        area,
        figure: `dashboard Lighthouse performance, mobile, empty cache (median of ${RUNS})`,
        value: pick('performance'),
        unit: 'score',
        budget: 90,
        atLeast: true,
      },
      // The issue asks for under 0.1; the score is kept to three decimals.
      { area, figure: 'dashboard cumulative layout shift', value: pick('cls'), unit: 'score', budget: 0.099 },
      { area, figure: 'dashboard largest contentful paint (simulated mobile)', value: pick('lcp'), unit: 'ms' },
      { area, figure: 'dashboard total blocking time (simulated mobile)', value: pick('tbt'), unit: 'ms' },
      { area, figure: 'dashboard script transferred on load (brotli, with headers)', value: kb(pick('scriptBytes')), unit: 'kB' },
    );
    const weak = [...new Set(runs.flatMap((r) => r.failedAudits))];
    if (weak.length) console.log(`Lighthouse audits below 0.9 in some run: ${weak.join('; ')}`);
    return figures;
  },
};
