import type { RJSFSchema } from '@rjsf/utils';

type Choosable = { id: number; archived_at?: string | null };

/**
 * A choice among rows of another list (a oneOf of their ids), as registration-schema.ts builds its choices.
 * Archived rows are no longer offered, except `kept`: the value the item already holds stays, marked as archived.
 */
export function choices<R extends Choosable>(title: string, rows: readonly R[], label: (row: R) => string, kept?: unknown): RJSFSchema {
  const offered = rows.filter((row) => !row.archived_at || row.id === kept);
  // An empty oneOf is no schema at all: with nothing to pick, only an impossible value remains.
  if (offered.length === 0) return { title, type: 'integer', minimum: 1, maximum: 0 };
  return { title, type: 'integer', oneOf: offered.map((row) => ({ const: row.id, title: row.archived_at ? `${label(row)} (archived)` : label(row) })) };
}
