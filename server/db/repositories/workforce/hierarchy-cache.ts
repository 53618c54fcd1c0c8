import { eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { companies } from '../../schema';
import { hierarchyRepository } from './hierarchy';
import { hierarchyColumnsCache, type Encoding } from './hierarchy-columns-cache';

interface Entry {
  version: number;
  body: Promise<string>;
  bytes: number;
}

/**
 * The organisation tree's JSON per company, kept while the company's hierarchy_version
 * (moved on by triggers on every change, in any process) stays the same. Writing 100,000
 * nodes costs the database close to a second; reading the version costs a millisecond.
 * Each process keeps its own copy, so nothing here is state another process needs. It sits
 * beside the hierarchy's SQL because it reads the version and the tree from the database
 * itself; the tenancy plugin keeps one per process and hands it to every request.
 */
export function hierarchyCache(db: Db, maxBytes = 256 * 1024 * 1024) {
  const entries = new Map<number, Entry>();
  let total = 0;

  const forget = (companyId: number) => {
    const old = entries.get(companyId);
    if (old) total -= old.bytes;
    entries.delete(companyId);
  };

  async function version(companyId: number): Promise<number> {
    const [row] = await db.select({ v: companies.hierarchyVersion }).from(companies).where(eq(companies.id, companyId));
    return row?.v ?? 0;
  }

  const columns = hierarchyColumnsCache(db);

  return {
    /** The compact form the screen reads, brought up to date by the nodes changed since. */
    columnsJson: (companyId: number, encoding: Encoding | null) => columns.columnsJson(companyId, encoding),

    async nodesJson(companyId: number): Promise<string> {
      // The version is read before the nodes: a change in between leaves a body newer than its
      // key, which the next request replaces; never an older body under a newer key.
      const current = await version(companyId);
      const cached = entries.get(companyId);
      if (cached?.version === current) {
        // Most recently used last, so the oldest goes first when memory runs short.
        entries.delete(companyId);
        entries.set(companyId, cached);
        return cached.body;
      }
      forget(companyId);
      const entry: Entry = { version: current, body: hierarchyRepository(db, companyId).nodesJson(), bytes: 0 };
      entries.set(companyId, entry);
      try {
        const body = await entry.body;
        if (entries.get(companyId) === entry) {
          entry.bytes = body.length * 2;
          total += entry.bytes;
          for (const [id] of entries) {
            if (total <= maxBytes || id === companyId) break;
            forget(id);
          }
        }
        return body;
      } catch (err) {
        if (entries.get(companyId) === entry) entries.delete(companyId);
        throw err;
      }
    },
  };
}

export type HierarchyCache = ReturnType<typeof hierarchyCache>;
