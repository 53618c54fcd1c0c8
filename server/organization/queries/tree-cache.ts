import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../../db/db-type';
import { treeVersions } from './hierarchy-columns';

export type Encoding = 'br' | 'gzip';

/** What a tree cache keeps per company: a body for one version of the tree. */
export interface TreeEntry {
  version: number;
  body: string;
  /** About what the entry holds in memory, its parsed rows included: the cache's bound counts this. */
  bytes: number;
  /** The body compressed once per encoding asked for, not once per request (several MB for 100,000 people). */
  encoded: Map<Encoding, Promise<Buffer>>;
}

// Fastest levels: a body is compressed after every change, on the way to the first read.
// Brotli at 1 costs a quarter of its quality 4 (the other answers' level) for a third more bytes.
const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
  gzip: (text) => promisify(gzip)(text, { level: 1 }),
};

function encodedBody(entry: TreeEntry, encoding: Encoding | null): Promise<string | Buffer> | string {
  if (!encoding) return entry.body;
  let body = entry.encoded.get(encoding);
  if (!body) entry.encoded.set(encoding, (body = compressors[encoding](entry.body)));
  return body;
}

/**
 * Reads the company's tree at `version`: from `base` (an entry of an older version the nodes
 * stamped since bring up to date) when there is one, else whole.
 */
type ReadTree<E extends TreeEntry> = (tx: Db, companyId: number, version: number, base: E | undefined) => Promise<E>;

/**
 * A body per company, brought up to date from the database on every read: the same version
 * answers from memory; a newer one reads only the nodes stamped since the cached version (a
 * move costs a few rows, not 100,000), unless a deletion or a bulk write moved
 * hierarchy_rebuilt_version past it, when the tree is read whole. Versions live in the
 * database, so a change made by another process shows here on the next read.
 */
export function treeCache<E extends TreeEntry>(db: Db, read: ReadTree<E>, maxBytes: number) {
  const entries = new Map<number, E>();
  const refreshing = new Map<number, Promise<E>>();
  let total = 0;

  const keep = (companyId: number, entry: E) => {
    const old = entries.get(companyId);
    if (old && old.version >= entry.version) return;
    if (old) total -= old.bytes;
    // Most recently used last, so the oldest goes first when memory runs short.
    entries.delete(companyId);
    entries.set(companyId, entry);
    total += entry.bytes;
    for (const [id, other] of entries) {
      if (total <= maxBytes || id === companyId) break;
      total -= other.bytes;
      entries.delete(id);
    }
  };

  // One snapshot for the versions and the rows, so the rows are exactly those up to `version`.
  const refresh = (companyId: number) =>
    db.transaction(
      async (tx) => {
        const { version, rebuilt } = await treeVersions(tx, companyId);
        const cached = entries.get(companyId);
        if (cached?.version === version) return cached;
        return read(tx, companyId, version, cached && cached.version >= rebuilt && cached.version < version ? cached : undefined);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  return {
    /** The body of the company's tree as it stands, compressed with `encoding` when one is given. */
    async body(companyId: number, encoding: Encoding | null = null): Promise<string | Buffer> {
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
