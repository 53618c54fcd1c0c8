import type { Db } from '../../db/db-type';
import { hierarchyColumnsCache } from './hierarchy-columns-cache';
import { hierarchyNodesCache } from './hierarchy-nodes-cache';
import type { Encoding } from './tree-cache';

/**
 * The organisation tree per company, in its two forms, kept in this process while the
 * company's hierarchy_version (moved on by triggers on every change, in any process) stays
 * the same, and brought up to date from the nodes changed since. Each process keeps its own
 * copy, so nothing here is state another process needs; the tenancy plugin keeps one per
 * process and hands it to every request.
 */
export function hierarchyCache(db: Db) {
  const columns = hierarchyColumnsCache(db);
  const nodes = hierarchyNodesCache(db);
  return {
    /** The compact form the screen reads. */
    columnsJson: (companyId: number, encoding: Encoding | null) => columns.columnsJson(companyId, encoding),
    /** Every node with every field, the contract's form. */
    nodesJson: (companyId: number, encoding: Encoding | null) => nodes.nodesJson(companyId, encoding),
  };
}

export type HierarchyCache = ReturnType<typeof hierarchyCache>;
