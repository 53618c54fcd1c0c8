import { sql } from 'drizzle-orm';
import type { HierarchyColumns } from '../../../schemas/organization';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';

/** The tree's columns without the version they were read at. */
export type Columns = Omit<HierarchyColumns, 'version'>;
type Row = { [K in keyof Columns]: Columns[K][number] };

export const NAMES = ['id', 'parent_id', 'username', 'first_name', 'last_name', 'designation', 'department', 'group', 'emp_code'] as const;

// One select list for the whole read and the changes, so the two cannot drift apart.
const fields = sql.raw(`e.id, e.parent_id, u.username, u.first_name, u.last_name,
  e.designation_id as designation, e.department_id as department, e.group_id as "group", e.emp_code`);

/** Where a company's tree stands: its version, and the version from which it must be read whole. */
export async function treeVersions(db: Db, companyId: number): Promise<{ version: number; rebuilt: number }> {
  const result = await db.execute(sql`
    select hierarchy_version as version, hierarchy_rebuilt_version as rebuilt from companies where id = ${companyId}`);
  return rowsOf<{ version: number; rebuilt: number }>(result)[0] ?? { version: 0, rebuilt: 0 };
}

/**
 * Every node of the company as columns, ordered by id. The database builds one JSON text of
 * arrays: 100,000 rows handed to JS one object each would cost several times more.
 */
export async function readColumns(db: Db, companyId: number): Promise<Columns> {
  const aggregates = sql.raw(NAMES.map((name) => `'${name}', coalesce(json_agg(n."${name}" order by n.id), '[]')`).join(', '));
  const result = await db.execute(sql`
    select json_build_object(${aggregates})::text as body
    from (select ${fields} from employees e join users u on u.id = e.user_id where e.company_id = ${companyId}) n`);
  return JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as Columns;
}

/** The nodes stamped after `since` (moved, renamed, added), a handful after a change. */
export async function readChangedRows(db: Db, companyId: number, since: number): Promise<Row[]> {
  const result = await db.execute(sql`
    select ${fields} from employees e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and e.tree_version > ${since} order by e.id`);
  return rowsOf<Row>(result);
}

/**
 * Writes changed rows into the columns: a known id in its place, a new one at the end.
 * Answers which columns changed, so that only those are serialised again (a move: parent_id).
 */
export function applyRows(columns: Columns, rows: readonly Row[]): { columns: Columns; changed: Set<keyof Columns> } {
  const at = new Map<number, number>();
  columns.id.forEach((id, i) => at.set(id, i));
  // Copies of every column, written by name below, where a column's element type is not known statically.
  const sink = Object.fromEntries(NAMES.map((name) => [name, [...columns[name]]])) as Record<keyof Columns, unknown[]>;
  const next = sink as Columns;
  const changed = new Set<keyof Columns>();
  for (const row of rows) {
    const i = at.get(row.id) ?? next.id.length;
    for (const name of NAMES) {
      if (sink[name][i] === row[name] && i < columns.id.length) continue;
      sink[name][i] = row[name];
      changed.add(name);
    }
  }
  return { columns: next, changed };
}
