import type { RJSFSchema } from '@rjsf/utils';

/** A choice among rows of another list (a oneOf of their ids), as registration-schema.ts builds its choices. */
export function choices<R extends { id: number }>(title: string, rows: readonly R[], label: (row: R) => string): RJSFSchema {
  // An empty oneOf is no schema at all: with nothing to pick, only an impossible value remains.
  if (rows.length === 0) return { title, type: 'integer', minimum: 1, maximum: 0 };
  return { title, type: 'integer', oneOf: rows.map((row) => ({ const: row.id, title: label(row) })) };
}
