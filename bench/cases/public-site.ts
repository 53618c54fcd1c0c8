import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../scripts/run';
import { spaBuildIsStale } from '../../scripts/spa-build';
import { REACT_DOM_CLIENT } from '../../scripts/vite-early-entry';
import { scriptsFor } from '../lib/bundle';
import { runLighthouse, type LighthouseScores } from '../lib/lighthouse';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';

const area = 'public-site';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
/** What the landing's route loads on the way to its first paint: React DOM, which the entry imports lazily, and the public app (see src/main.tsx). */
const LANDING = [REACT_DOM_CLIENT, 'src/app/public-app.tsx'];
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The landing's weight and its Lighthouse scores (mobile, the default settings) against the real server. */
export const publicSite: BenchCase = {
  name: area,
  async run() {
    if (spaBuildIsStale(root)) {
      const code = await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
      if (code !== 0) throw new Error('the web app did not build');
    }
    const scripts = scriptsFor(dist, LANDING);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    const figures: Figure[] = [
      { area, figure: 'landing JavaScript, gzip (entry + its route)', value: kb(scripts.reduce((s, c) => s + c.gzip, 0)), unit: 'kB', budget: 100 },
      { area, figure: 'landing script files', value: scripts.length, unit: 'files' },
    ];

    const server = await startServer(8303);
    const runs: LighthouseScores[] = [];
    try {
      // Lighthouse's performance score moves a few points from run to run: the median of three.
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${server.url}/`));
    } finally {
      await server.stop();
    }
    const pick = (key: keyof Omit<LighthouseScores, 'failedAudits'>) => median(runs.map((r) => r[key]));
    figures.push(
      { area, figure: `Lighthouse performance, mobile (median of ${RUNS})`, value: pick('performance'), unit: 'score', budget: 95, atLeast: true },
      { area, figure: 'Lighthouse accessibility, mobile', value: pick('accessibility'), unit: 'score', budget: 95, atLeast: true },
      { area, figure: 'first contentful paint (simulated mobile)', value: pick('fcp'), unit: 'ms' },
      { area, figure: 'largest contentful paint (simulated mobile)', value: pick('lcp'), unit: 'ms' },
      { area, figure: 'total blocking time (simulated mobile)', value: pick('tbt'), unit: 'ms' },
      { area, figure: 'cumulative layout shift', value: pick('cls'), unit: 'score' },
      { area, figure: 'script transferred on load (brotli, with headers)', value: kb(pick('scriptBytes')), unit: 'kB' },
    );
    const weak = [...new Set(runs.flatMap((r) => r.failedAudits))];
    if (weak.length) console.log(`Lighthouse audits below 0.9 in some run: ${weak.join('; ')}`);
    return figures;
  },
};
