import { is, sql } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { NewEmployee } from '../rules/import/import-port';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';

/** True on PGlite: one session, one statement at a time, for every request of the process. */
export const onPglite = (db: Db): boolean => is(db._.session, PgliteSession);

interface ImportIds {
  users: number[];
  employees: number[];
}

const consecutive = (first: number, count: number) => Array.from({ length: count }, (_, k) => first + k);

/**
 * `count` ids from each table's own sequence, taken before any write, so that managers in
 * the file are plain values. PGlite has no other session: one statement moves each sequence
 * past a block of its own, at once (drawing 200,000 ids one by one held it about a second).
 * On PostgreSQL another session may draw between a nextval and a setval, so every id is
 * drawn (about 0.1 s per 100,000 on the server), each table in one statement.
 */
export async function reserveIds(db: Db, count: number): Promise<ImportIds> {
  if (onPglite(db)) {
    const block = (table: string) => sql`(select setval(seq, nextval(seq) + ${count}::int - 1) - ${count}::int + 1
      from (select pg_get_serial_sequence(${table}, 'id')::regclass as seq) s)`;
    const [row] = rowsOf<{ users: string | number; employees: string | number }>(
      await db.execute(sql`
      select ${block('users')} as users, ${block('employees')} as employees`),
    );
    return { users: consecutive(Number(row!.users), count), employees: consecutive(Number(row!.employees), count) };
  }
  const draw = async (table: string) => {
    // One row of text, not `count` rows.
    const [row] = rowsOf<{ ids: string }>(
      await db.execute(sql`
      select string_agg(nextval(seq)::text, ',') as ids
      from (select pg_get_serial_sequence(${table}, 'id')::regclass as seq) s, generate_series(1, ${count}::int)`),
    );
    return row!.ids.split(',').map(Number);
  };
  const [users, employees] = await Promise.all([draw('users'), draw('employees')]);
  return { users: users!, employees: employees! };
}

/**
 * Whether this session may turn foreign-key triggers off for a transaction (PGlite's always
 * may), and its synchronous_commit, which the import's last slice puts back.
 */
export async function sessionSettings(db: Db): Promise<{ superuser: boolean; synchronousCommit: string }> {
  const [row] = rowsOf<{ superuser: boolean; synchronous_commit: string }>(
    await db.execute(sql`
    select current_setting('is_superuser') = 'on' as superuser, current_setting('synchronous_commit') as synchronous_commit`),
  );
  return { superuser: row?.superuser === true, synchronousCommit: row?.synchronous_commit ?? 'on' };
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
