import { sql } from 'drizzle-orm';
import type { HierarchyNode } from '../../../schemas/organization';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { treeCache, type TreeEntry } from './tree-cache';

/** A node as stored; its manager's username is looked up here, from the manager's node. */
type NodeRow = Omit<HierarchyNode, 'parent_username'>;

interface Entry extends TreeEntry {
  /** The nodes by id, in the order of their ids. */
  rows: Map<number, NodeRow>;
  /** Each node's JSON: after a move only the moved nodes are written again. */
  json: Map<number, string>;
  /** The highest id: a new node with a higher one goes last. */
  lastId: number;
}

// The fields in the order the answer has always had them, parent_username last.
const fields = sql.raw(`e.id, e.parent_id, e.id as employee_id, e.user_id, u.username, u.first_name, u.last_name,
  e.designation_id as designation, e.department_id as department, e.group_id as "group", u.email, e.emp_code, u.contact_num`);

/** Rows as one JSON text the database writes: 100,000 rows handed over one object each would cost several times more. */
async function readRows(tx: Db, companyId: number, since?: number): Promise<NodeRow[]> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(n order by n.id), '[]')::text as body
    from (select ${fields} from employees e join users u on u.id = e.user_id
      where e.company_id = ${companyId} ${since === undefined ? sql`` : sql`and e.tree_version > ${since}`}) n`);
  return JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as NodeRow[];
}

const nodeJson = (row: NodeRow, rows: Map<number, NodeRow>) =>
  JSON.stringify({ ...row, parent_username: row.parent_id === null ? null : (rows.get(row.parent_id)?.username ?? null) });

function entryOf(version: number, rows: Map<number, NodeRow>, json: Map<number, string>, lastId: number): Entry {
  const body = `[${[...json.values()].join(',')}]`;
  // The body and each node's JSON as two-byte characters at most, and the rows about as much again.
  return { version, rows, json, lastId, body, bytes: body.length * 6, encoded: new Map() };
}

function wholeEntry(version: number, list: NodeRow[]): Entry {
  const rows = new Map(list.map((row) => [row.id, row]));
  return entryOf(version, rows, new Map(list.map((row) => [row.id, nodeJson(row, rows)])), list.at(-1)?.id ?? 0);
}

/**
 * The base brought up to date with the nodes changed since: each changed node written again,
 * and every node whose manager's username changed; a new node (a higher id) goes last, and
 * one committed out of id order puts the nodes back in order.
 */
function updatedEntry(version: number, base: Entry, changed: NodeRow[]): Entry {
  const rows = new Map(base.rows);
  const json = new Map(base.json);
  const renamed = new Set<number>();
  let lastId = base.lastId;
  let outOfOrder = false;
  for (const row of changed) {
    const before = rows.get(row.id);
    if (before && before.username !== row.username) renamed.add(row.id);
    if (!before) {
      outOfOrder ||= row.id < lastId;
      lastId = Math.max(lastId, row.id);
    }
    rows.set(row.id, row);
  }
  for (const row of changed) json.set(row.id, nodeJson(row, rows));
  if (renamed.size) {
    for (const row of rows.values()) if (row.parent_id !== null && renamed.has(row.parent_id)) json.set(row.id, nodeJson(row, rows));
  }
  if (!outOfOrder) return entryOf(version, rows, json, lastId);
  const ids = [...rows.keys()].sort((a, b) => a - b);
  return entryOf(version, new Map(ids.map((id) => [id, rows.get(id)!])), new Map(ids.map((id) => [id, json.get(id)!])), lastId);
}

/** Every node of the company's tree (GET /api/get-org-hirearchy-data/), kept and brought up to date as tree-cache.ts says. */
export function hierarchyNodesCache(db: Db, maxBytes = 256 * 1024 * 1024) {
  const cache = treeCache<Entry>(
    db,
    async (tx, companyId, version, base) =>
      base ? updatedEntry(version, base, await readRows(tx, companyId, base.version)) : wholeEntry(version, await readRows(tx, companyId)),
    maxBytes,
  );
  return { nodesJson: cache.body };
}
