import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../../client';
import { applyRows, NAMES, readChangedRows, readColumns, treeVersions, type Columns } from './hierarchy-columns';

interface Entry {
  version: number;
  columns: Columns;
  /** Each column's JSON: after a move only parent_id is written again, not 6 MB. */
  parts: Record<keyof Columns, string>;
  body: string;
  /** The body compressed once per encoding asked for, not once per request (~6 MB for 100,000 people). */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export type Encoding = 'br' | 'gzip';

// Fastest levels: this is compressed after every change, on the way to the first read. Brotli
// at 1 costs a quarter of its quality 4 (the other answers' level) for a third more bytes.
const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
  gzip: (text) => promisify(gzip)(text, { level: 1 }),
};

/** The entry for `columns`, serialising again only the columns `changed` (all without a previous entry). */
function entryOf(version: number, columns: Columns, previous?: Entry, changed?: Set<keyof Columns>): Entry {
  const parts = Object.fromEntries(NAMES.map((name) => [name,
    previous && changed && !changed.has(name) ? previous.parts[name] : JSON.stringify(columns[name])])) as Entry['parts'];
  const body = `{"version":${version},${NAMES.map((name) => `"${name}":${parts[name]}`).join(',')}}`;
  return { version, columns, parts, body, encoded: new Map() };
}

function encodedBody(entry: Entry, encoding: Encoding | null): Promise<string | Buffer> | string {
  if (!encoding) return entry.body;
  let body = entry.encoded.get(encoding);
  if (!body) entry.encoded.set(encoding, (body = compressors[encoding](entry.body)));
  return body;
}

/**
 * The tree's columns per company, brought up to date from the database on every read: the
 * same version answers from memory; a newer one reads only the nodes stamped since the
 * cached version (a move costs a few rows, not 100,000), unless a deletion or a bulk write
 * moved hierarchy_rebuilt_version past it, when the columns are read whole. Versions live in
 * the database, so a change made by another process shows here on the next read.
 */
export function hierarchyColumnsCache(db: Db, maxBytes = 128 * 1024 * 1024) {
  const entries = new Map<number, Entry>();
  const refreshing = new Map<number, Promise<Entry>>();
  let total = 0;

  const keep = (companyId: number, entry: Entry) => {
    const old = entries.get(companyId);
    if (old && old.version >= entry.version) return;
    if (old) total -= old.body.length * 2;
    // Most recently used last, so the oldest goes first when memory runs short.
    entries.delete(companyId);
    entries.set(companyId, entry);
    total += entry.body.length * 2;
    for (const [id, other] of entries) {
      if (total <= maxBytes || id === companyId) break;
      total -= other.body.length * 2;
      entries.delete(id);
    }
  };

  // One snapshot for the versions and the rows, so the rows are exactly those up to `version`.
  const refresh = (companyId: number) => db.transaction(async (tx) => {
    const { version, rebuilt } = await treeVersions(tx, companyId);
    const cached = entries.get(companyId);
    if (cached?.version === version) return cached;
    if (cached && cached.version >= rebuilt && cached.version < version) {
      const { columns, changed } = applyRows(cached.columns, await readChangedRows(tx, companyId, cached.version));
      return entryOf(version, columns, cached, changed);
    }
    return entryOf(version, await readColumns(tx, companyId));
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  return {
    /** The columns' JSON, compressed with `encoding` when one is given. */
    async columnsJson(companyId: number, encoding: Encoding | null = null): Promise<string | Buffer> {
      const { version } = await treeVersions(db, companyId);
      for (;;) {
        const cached = entries.get(companyId);
        if (cached && cached.version >= version) return encodedBody(cached, encoding);
        // Requests at once share one read; one begun before this request saw `version` may
        // answer an older tree, and then the loop reads again.
        let pending = refreshing.get(companyId);
        if (!pending) {
          pending = refresh(companyId).finally(() => refreshing.delete(companyId));
          refreshing.set(companyId, pending);
        }
        const entry = await pending;
        keep(companyId, entry);
        if (entry.version >= version) return encodedBody(entry, encoding);
      }
    },
  };
}

export type HierarchyColumnsCache = ReturnType<typeof hierarchyColumnsCache>;
