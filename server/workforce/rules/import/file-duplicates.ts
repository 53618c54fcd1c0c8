import type { RowError } from '../../../../schemas/spreadsheet';
import { eachInTurns, type Turns } from '../../../shared/rules/turns';
import type { ReadRow } from './import-row';

const KEYS = { username: 'username', email: 'email', emp_code: 'employee code' } as const;

/**
 * A username, address or employee code that the file gives twice (any case, as the unique
 * indexes compare them): every later row names the first one, which is kept. Answers where
 * each employee code (lower case) first appears, the index the managers are found by.
 */
export async function fileDuplicates(rows: ReadRow[], errors: RowError[], turns: Turns): Promise<Map<string, number>> {
  let codes = new Map<string, number>();
  for (const [key, label] of Object.entries(KEYS) as Array<[keyof typeof KEYS, string]>) {
    const first = new Map<string, number>();
    await eachInTurns(rows, turns, ({ row, record }, i) => {
      const value = record[key].toLowerCase();
      if (value === '') return;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, i);
      else errors.push({ row, field: key, message: `The same ${label} is already in row ${rows[earlier]!.row}.` });
    });
    if (key === 'emp_code') codes = first;
  }
  return codes;
}
