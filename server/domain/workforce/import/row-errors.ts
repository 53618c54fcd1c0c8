import type { ImportErrors, RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../../schemas/employee';

/** A bad 100,000-row file answers this many problems, not megabytes of them. */
export const MAX_LISTED = 1000;

const order = new Map<string, number>(EMPLOYEE_IMPORT_COLUMNS.map((c, i) => [c, i]));
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The 400 answer of a file with bad rows: one problem per row and field (the first found:
 * a malformed address is not also reported as unknown), in sheet order, the first
 * MAX_LISTED of them, and a summary that says how many there are in all.
 */
export function importErrors(found: RowError[]): ImportErrors {
  const sorted = [...found].sort((a, b) => a.row - b.row || (order.get(a.field) ?? 99) - (order.get(b.field) ?? 99));
  const rows: RowError[] = [];
  let problems = 0;
  let badRows = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const e = sorted[i]!;
    const previous = sorted[i - 1];
    if (previous && previous.row === e.row && previous.field === e.field) continue;
    if (!previous || previous.row !== e.row) badRows += 1;
    problems += 1;
    if (rows.length < MAX_LISTED) rows.push(e);
  }
  const summary = [`${plural(badRows, 'row has', 'rows have')} problems; nothing was imported.`];
  if (problems > rows.length) summary.push(`The first ${rows.length.toLocaleString('en')} of ${plural(problems, 'problem', 'problems')} are listed.`);
  return { non_field_errors: summary, rows };
}
