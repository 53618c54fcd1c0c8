import type { RowError } from '../../../../schemas/spreadsheet';
import type { ReadRow } from './import-row';

const KEYS = { username: 'username', email: 'email', emp_code: 'employee code' } as const;

/**
 * A username, address or employee code that the file gives twice (any case, as the unique
 * indexes compare them): every later row names the first one, which is kept.
 */
export function fileDuplicates(rows: ReadRow[], errors: RowError[]): void {
  for (const [key, label] of Object.entries(KEYS) as Array<[keyof typeof KEYS, string]>) {
    const first = new Map<string, number>();
    for (const { row, record } of rows) {
      const value = record[key].toLowerCase();
      if (value === '') continue;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, row);
      else errors.push({ row, field: key, message: `The same ${label} is already in row ${earlier}.` });
    }
  }
}
