import os from 'node:os';
import { passes, type Figure } from './types';

export interface SummaryRow {
  area: string;
  figure: string;
  value: string;
  budget: string;
  result: string;
}

/** One row per figure: its value, its budget when an issue names one, and whether it meets it. */
export function summaryRows(figures: Figure[]): SummaryRow[] {
  return figures.map((f) => {
    const ok = passes(f);
    return {
      area: f.area,
      figure: f.figure,
      value: `${f.value} ${f.unit}`,
      // The unit's first word: units may carry detail ("ms (p50 12 ms)") that is not part of the budget.
      budget: f.budget === undefined ? '' : `${f.atLeast ? '≥' : '≤'} ${f.budget} ${f.unit.split(' ')[0]}`,
      result: ok === undefined ? '' : ok ? 'pass' : 'FAIL',
    };
  });
}

/** Where the figures were measured: they mean little without it. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The summary as a Markdown table, ready to paste into README ("Proof under load and faults"). */
export function summaryMarkdown(rows: SummaryRow[], measuredAt: string, cases: string[]): string {
  const fails = rows.filter((r) => r.result === 'FAIL').length;
  return [
    `Measured ${measuredAt} on ${machine()}; cases: ${cases.join(', ')}. ${fails ? `${fails} figure(s) miss their budget.` : 'Every budget met.'}`,
    '',
    '| area | figure | value | budget | result |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${[r.area, r.figure, r.value, r.budget, r.result].map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}
