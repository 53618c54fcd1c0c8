import { sql } from 'drizzle-orm';
import type { NewEmployee } from '../../../domain/workforce/import/import-port';
import type { Db } from '../../client';
import { rowsOf } from '../../sql';

/** Ids drawn per statement: each draw is a short statement of its own, not one long one. */
const DRAW = 5_000;

/** Ids from the table's own sequence, drawn before any write, so managers in the file are plain values. */
export async function drawIds(db: Db, table: 'users' | 'employees', count: number): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < count) {
    const n = Math.min(DRAW, count - ids.length);
    // One row of text, not n rows: PGlite spends most of a large answer on its rows.
    const [row] = rowsOf<{ ids: string }>(await db.execute(sql`
      select string_agg(nextval(seq)::text, ',') as ids
      from (select pg_get_serial_sequence(${table}, 'id')::regclass as seq) s, generate_series(1, ${n})`));
    for (const id of row!.ids.split(',')) ids.push(Number(id));
  }
  return ids;
}

/** Whether this session may turn foreign-key triggers off for a transaction (PGlite's always may). */
export async function isSuperuser(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ on: boolean }>(await db.execute(sql`select current_setting('is_superuser') = 'on' as on`));
  return row?.on === true;
}

/**
 * The file's row indexes, each manager inside the file before their reports (the checks
 * refused loops), otherwise in file order: a slice then never points at a later one.
 */
export function managersFirst(rows: NewEmployee[]): number[] {
  const reports = new Map<number, number[]>();
  const order: number[] = [];
  rows.forEach((r, i) => {
    if (r.manager !== null && 'index' in r.manager) {
      const list = reports.get(r.manager.index) ?? [];
      list.push(i);
      reports.set(r.manager.index, list);
    } else order.push(i);
  });
  for (let k = 0; k < order.length; k += 1) for (const child of reports.get(order[k]!) ?? []) order.push(child);
  return order;
}
