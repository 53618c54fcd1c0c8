import { EMPLOYEE_IMPORT_COLUMNS } from '../../../../schemas/employee';
import type { SheetRow } from '../../../shared/rules/sheet-rows';

export type ImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];
/** Where each template column sits in this file (the columns may come in any order). */
export type ColumnIndex = Record<ImportColumn, number>;

/**
 * The header must name every template column once, in any order and case, and nothing
 * else: an unknown column is more likely a typo of a known one than data to drop silently.
 */
export function columnsOf(header: SheetRow): ColumnIndex | { file: string } {
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const named = names.filter((n) => n !== '');
  const missing = EMPLOYEE_IMPORT_COLUMNS.filter((c) => !names.includes(c));
  const unknown = named.filter((n) => !(EMPLOYEE_IMPORT_COLUMNS as readonly string[]).includes(n));
  const repeated = named.filter((n, i) => named.indexOf(n) !== i);
  if (missing.length || unknown.length || repeated.length) {
    const found = [
      missing.length ? `missing: ${missing.join(', ')}` : '',
      unknown.length ? `unknown: ${unknown.join(', ')}` : '',
      repeated.length ? `repeated: ${[...new Set(repeated)].join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return { file: `The first row must name the columns ${EMPLOYEE_IMPORT_COLUMNS.join(', ')} (${found}).` };
  }
  return Object.fromEntries(EMPLOYEE_IMPORT_COLUMNS.map((c) => [c, names.indexOf(c)])) as ColumnIndex;
}
