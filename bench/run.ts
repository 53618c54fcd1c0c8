/**
 * `npm run bench [case…]`: runs the benchmark cases, prints one summary table of figures
 * against their budgets (area, figure, value, budget, pass/fail) and writes it as
 * bench/results/latest.json and bench/results/latest.md (the Markdown table README shows).
 * Exits 1 when any figure misses its budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cases } from './cases';
import { machine, summaryMarkdown, summaryRows } from './lib/summary';
import { passes, type Figure } from './lib/types';

const only = process.argv.slice(2);
const unknown = only.filter((name) => !cases.some((c) => c.name === name));
if (unknown.length) {
  console.error(`unknown case(s): ${unknown.join(', ')}; the cases are ${cases.map((c) => c.name).join(', ')}`);
  process.exit(2);
}
const chosen = cases.filter((c) => only.length === 0 || only.includes(c.name));
const figures: Figure[] = [];
for (const c of chosen) {
  console.log(`running ${c.name}…`);
  figures.push(...(await c.run()));
}

const rows = summaryRows(figures);
console.table(rows);

const measuredAt = new Date().toISOString();
mkdirSync('bench/results', { recursive: true });
const report = {
  measuredAt,
  machine: machine(),
  node: process.version,
  cases: chosen.map((c) => c.name),
  figures: figures.map((f) => ({ ...f, pass: passes(f) })),
};
writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('bench/results/latest.md', summaryMarkdown(rows, measuredAt, report.cases));
console.log('written to bench/results/latest.json and bench/results/latest.md');
process.exit(figures.some((f) => passes(f) === false) ? 1 : 0);
