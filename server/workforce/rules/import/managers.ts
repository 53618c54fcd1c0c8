import type { RowError } from '../../../../schemas/spreadsheet';
import { eachInTurns, type Turns } from '../../../shared/rules/turns';
import type { NewEmployee } from './import-port';
import type { ReadRow } from './import-row';

const FIELD = 'manager_emp_code';
const SHOWN = 6;

/** Manager codes that name no row of the file: the ones to look for among the company's employees. */
export async function codesOutside(rows: ReadRow[], indexOf: Map<string, number>, turns: Turns): Promise<string[]> {
  const outside = new Set<string>();
  await eachInTurns(rows, turns, ({ record }) => {
    const code = record.manager_emp_code;
    if (code !== '' && !indexOf.has(code.toLowerCase())) outside.add(code);
  });
  return [...outside];
}

/**
 * Each row's manager: another row of the file (by its employee code, any case: `indexOf`,
 * lower-case code to the row's index) or an employee the company already has. Rows of the
 * file that lead back to themselves are a loop, reported on every row of it; rows that merely
 * lead into a loop are fine once it is broken, so they are not.
 */
export async function resolveManagers(
  rows: ReadRow[],
  indexOf: Map<string, number>,
  existing: Map<string, number>,
  errors: RowError[],
  turns: Turns,
): Promise<Array<NewEmployee['manager']>> {
  const managers: Array<NewEmployee['manager']> = [];
  const managerOf = ({ row, record }: ReadRow, i: number): NewEmployee['manager'] => {
    const code = record.manager_emp_code;
    if (code === '') return null;
    const lower = code.toLowerCase();
    if (lower === record.emp_code.toLowerCase()) {
      errors.push({ row, field: FIELD, message: 'An employee cannot be their own manager.' });
      return null;
    }
    const inFile = indexOf.get(lower);
    if (inFile !== undefined && inFile !== i) return { index: inFile };
    const id = existing.get(code);
    if (id !== undefined) return { id };
    errors.push({ row, field: FIELD, message: `No employee has the code "${code}", in this file or in the company.` });
    return null;
  };
  await eachInTurns(rows, turns, (r, i) => {
    managers.push(managerOf(r, i));
  });
  await reportLoops(rows, managers, errors, turns);
  return managers;
}

/** Walks each chain of in-file managers once (white → grey → black), so 100,000 rows cost linear time. */
async function reportLoops(rows: ReadRow[], managers: Array<NewEmployee['manager']>, errors: RowError[], turns: Turns): Promise<void> {
  const state = new Uint8Array(rows.length); // 0 unseen, 1 on the current walk, 2 done
  for (let start = 0; start < rows.length; start += 1) {
    if (turns.due()) await turns.next();
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
