import type { Db } from '../../db/db-type';
import { applyRows, NAMES, readChangedRows, readColumns, type Columns } from './hierarchy-columns';
import { treeCache, type TreeEntry } from './tree-cache';

interface Entry extends TreeEntry {
  columns: Columns;
  /** Each column's JSON: after a move only parent_id is written again, not 6 MB. */
  parts: Record<keyof Columns, string>;
}

/** The entry for `columns`, serialising again only the columns `changed` (all without a previous entry). */
function entryOf(version: number, columns: Columns, previous?: Entry, changed?: Set<keyof Columns>): Entry {
  const parts = Object.fromEntries(
    NAMES.map((name) => [name, previous && changed && !changed.has(name) ? previous.parts[name] : JSON.stringify(columns[name])]),
  ) as Entry['parts'];
  const body = `{"version":${version},${NAMES.map((name) => `"${name}":${parts[name]}`).join(',')}}`;
  // The body and the parts as two-byte characters at most, and the columns' values about as much again.
  return { version, columns, parts, body, bytes: body.length * 6, encoded: new Map() };
}

/** The tree's columns per company (GET /api/get-org-hirearchy-data/columns/), kept and brought up to date as tree-cache.ts says. */
export function hierarchyColumnsCache(db: Db, maxBytes = 128 * 1024 * 1024) {
  const cache = treeCache<Entry>(
    db,
    async (tx, companyId, version, base) => {
      if (!base) return entryOf(version, await readColumns(tx, companyId));
      const { columns, changed } = applyRows(base.columns, await readChangedRows(tx, companyId, base.version));
      return entryOf(version, columns, base, changed);
    },
    maxBytes,
  );
  return { columnsJson: cache.body };
}
