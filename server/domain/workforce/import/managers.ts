import type { RowError } from '../../../../schemas/spreadsheet';
import type { NewEmployee } from './import-port';
import type { ReadRow } from './import-row';

const FIELD = 'manager_emp_code';
const SHOWN = 6;

/**
 * Each row's manager: another row of the file (by its employee code, any case) or an
 * employee the company already has. Rows of the file that lead back to themselves are a
 * loop, reported on every row of it; rows that merely lead into a loop are fine once it is
 * broken, so they are not.
 */
export function resolveManagers(rows: ReadRow[], existing: Map<string, number>, errors: RowError[]): Array<NewEmployee['manager']> {
  const indexOf = new Map<string, number>();
  rows.forEach(({ record }, i) => { const code = record.emp_code.toLowerCase(); if (code && !indexOf.has(code)) indexOf.set(code, i); });
  const managers = rows.map(({ row, record }, i): NewEmployee['manager'] => {
    const code = record.manager_emp_code;
    if (code === '') return null;
    if (code.toLowerCase() === record.emp_code.toLowerCase()) {
      errors.push({ row, field: FIELD, message: 'An employee cannot be their own manager.' });
      return null;
    }
    const inFile = indexOf.get(code.toLowerCase());
    if (inFile !== undefined && inFile !== i) return { index: inFile };
    const id = existing.get(code);
    if (id !== undefined) return { id };
    errors.push({ row, field: FIELD, message: `No employee has the code "${code}", in this file or in the company.` });
    return null;
  });
  reportLoops(rows, managers, errors);
  return managers;
}

/** Walks each chain of in-file managers once (white → grey → black), so 100,000 rows cost linear time. */
function reportLoops(rows: ReadRow[], managers: Array<NewEmployee['manager']>, errors: RowError[]): void {
  const state = new Uint8Array(rows.length); // 0 unseen, 1 on the current walk, 2 done
  for (let start = 0; start < rows.length; start += 1) {
    const walk: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined && state[at] === 0) {
      state[at] = 1;
      walk.push(at);
      const next: NewEmployee['manager'] = managers[at]!;
      at = next && 'index' in next ? next.index : undefined;
    }
    if (at !== undefined && state[at] === 1) {
      const loop = walk.slice(walk.indexOf(at)).map((i) => rows[i]!.row);
      const shown = loop.length > SHOWN ? `${loop.slice(0, SHOWN).join(' → ')} → … (${loop.length} rows)` : `${[...loop, loop[0]].join(' → ')}`;
      for (const row of loop) errors.push({ row, field: FIELD, message: `Managers form a loop: rows ${shown}.` });
    }
    for (const i of walk) state[i] = 2;
  }
}
