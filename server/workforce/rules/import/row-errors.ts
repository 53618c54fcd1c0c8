import type { ImportErrors, RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../../schemas/employee';
import { eachInTurns, type Turns } from '../../../shared/rules/turns';

/** A bad 100,000-row file answers this many problems, not megabytes of them. */
export const MAX_LISTED = 1000;

const order = new Map<string, number>(EMPLOYEE_IMPORT_COLUMNS.map((c, i) => [c, i]));
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The 400 answer of a file with bad rows: one problem per row and field (the first found:
 * a malformed address is not also reported as unknown), in sheet order, the first
 * MAX_LISTED of them, and a summary that says how many there are in all. Grouped by row
 * rather than sorted as one list (a bad file of 100,000 rows has a million problems), with
 * turns for the other requests.
 */
export async function importErrors(found: RowError[], turns: Turns): Promise<ImportErrors> {
  const byRow = new Map<number, RowError[]>();
  await eachInTurns(found, turns, (e) => {
    const list = byRow.get(e.row);
    if (list) list.push(e);
    else byRow.set(e.row, [e]);
  });
  const rows: RowError[] = [];
  let problems = 0;
  await eachInTurns(
    [...byRow.keys()].sort((a, b) => a - b),
    turns,
    (row) => {
      // Stable: of two problems with one field, the first found stays.
      const sorted = byRow.get(row)!.sort((a, b) => (order.get(a.field) ?? 99) - (order.get(b.field) ?? 99));
      sorted.forEach((e, i) => {
        if (i > 0 && sorted[i - 1]!.field === e.field) return;
        problems += 1;
        if (rows.length < MAX_LISTED) rows.push(e);
      });
    },
  );
  const summary = [`${plural(byRow.size, 'row has', 'rows have')} problems; nothing was imported.`];
  if (problems > rows.length) summary.push(`The first ${rows.length.toLocaleString('en')} of ${plural(problems, 'problem', 'problems')} are listed.`);
  return { non_field_errors: summary, rows };
}
