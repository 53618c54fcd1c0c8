import type { ResourceRow } from '../../../machines/resource.machine';

export { choices } from '../../components/form/choices';

/** id → name of another list; a row that vanished shows as a dash, not as a number. */
export function nameById(rows: readonly ResourceRow[], label: (row: ResourceRow) => string = (r) => String(r.name ?? '')) {
  const names = new Map(rows.map((row) => [row.id, label(row)]));
  return (id: unknown) => names.get(id as number) ?? '—';
}

const counts = new WeakMap<readonly ResourceRow[], Map<string, Map<unknown, number>>>();

/** How many rows point at an id through `field` (statements of a competency…), counted once per list. */
export function countBy(rows: readonly ResourceRow[], field: string) {
  let byField = counts.get(rows);
  if (!byField) counts.set(rows, (byField = new Map()));
  let tally = byField.get(field);
  if (!tally) {
    tally = new Map();
    for (const row of rows) tally.set(row[field], (tally.get(row[field]) ?? 0) + 1);
    byField.set(field, tally);
  }
  const found = tally;
  return (id: unknown) => found.get(id) ?? 0;
}
