/*
 * Which rows a company's deletion removes, and in what order, worked out from the database's own description of
 * itself (queries/company-deletion-catalog.ts) rather than from a list of tables that a new migration would leave
 * behind. Pure: the catalog's facts in, the plan out.
 */

/** A foreign key as the catalog states it: `child(childColumns)` refers to `parent(parentColumns)`. */
export interface ForeignKey {
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

export interface CatalogFacts {
  /** Every table with a `company_id` column. */
  companyTables: string[];
  foreignKeys: ForeignKey[];
}

/**
 * One delete. `company`: the company row itself (`id`). `column`: the rows whose `company_id` is the company's.
 * `through`: rows of a table with no company column, each naming a row of a company table (a session, a token,
 * a user's permissions), by any of its keys.
 */
export type DeletionStep = { table: string; by: 'company' } | { table: string; by: 'column' } | { table: string; by: 'through'; keys: ForeignKey[] };

export const COMPANY_TABLE = 'companies';

/** Tables referring (directly or through others) to rows of `owned`, that have no company column of their own. */
function reachedThrough(owned: Set<string>, foreignKeys: ForeignKey[]): Map<string, ForeignKey[]> {
  const reached = new Map<string, ForeignKey[]>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of foreignKeys) {
      if (owned.has(key.child) || !(owned.has(key.parent) || reached.has(key.parent))) continue;
      const keys = reached.get(key.child) ?? [];
      if (keys.includes(key)) continue;
      reached.set(key.child, [...keys, key]);
      grew = true;
    }
  }
  return reached;
}

/**
 * Children before parents, so no foreign key is ever broken, whatever its ON DELETE says; the company row last.
 * A key of a table to itself (an employee's manager) holds within one statement. A cycle between two tables
 * would make any order break a key: it is refused, so a migration that adds one fails the erasure test instead
 * of leaving rows behind.
 */
export function deletionOrder(facts: CatalogFacts): DeletionStep[] {
  const owned = new Set(facts.companyTables.filter((t) => t !== COMPANY_TABLE));
  const through = reachedThrough(new Set([...owned, COMPANY_TABLE]), facts.foreignKeys);
  const tables = new Set([...owned, ...through.keys()]);
  // Edges child → parent among the tables to empty; the company row's own keys (to platform lists) are not among them.
  const waitingFor = new Map([...tables].map((t) => [t, new Set<string>()]));
  for (const key of facts.foreignKeys) {
    if (key.child !== key.parent && tables.has(key.child) && tables.has(key.parent)) waitingFor.get(key.parent)!.add(key.child);
  }
  const steps: DeletionStep[] = [];
  const done = new Set<string>();
  while (done.size < tables.size) {
    const ready = [...tables].filter((t) => !done.has(t) && [...waitingFor.get(t)!].every((child) => done.has(child))).sort();
    if (ready.length === 0) {
      const stuck = [...tables].filter((t) => !done.has(t)).sort();
      throw new Error(`The company's tables refer to each other in a cycle; no order deletes them: ${stuck.join(', ')}`);
    }
    for (const table of ready) {
      done.add(table);
      const keys = through.get(table);
      steps.push(keys ? { table, by: 'through', keys } : { table, by: 'column' });
    }
  }
  return [...steps, { table: COMPANY_TABLE, by: 'company' }];
}
