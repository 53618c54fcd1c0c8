/**
 * `npm run bench [area…]`: runs the benchmark cases, prints one table of figures against
 * their budgets and writes it to bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cases } from './cases';
import { passes, type Figure } from './lib/types';

const only = process.argv.slice(2);
const figures: Figure[] = [];
for (const c of cases.filter((c) => only.length === 0 || only.includes(c.name))) {
  console.log(`running ${c.name}…`);
  figures.push(...(await c.run()));
}

const rows = figures.map((f) => {
  const ok = passes(f);
  return {
    area: f.area, figure: f.figure, value: `${f.value} ${f.unit}`,
    budget: f.budget === undefined ? '' : `${f.atLeast ? '≥' : '≤'} ${f.budget} ${f.unit}`,
    result: ok === undefined ? '' : ok ? 'pass' : 'FAIL',
  };
});
console.table(rows);

mkdirSync('bench/results', { recursive: true });
const report = { measuredAt: new Date().toISOString(), node: process.version, figures: figures.map((f) => ({ ...f, pass: passes(f) })) };
writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('written to bench/results/latest.json');
process.exit(figures.some((f) => passes(f) === false) ? 1 : 0);
