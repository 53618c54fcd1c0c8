import { sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/db-type';

/**
 * Every row of the own company gets an id in [OWN_IDS, OTHER_IDS), every row of the other
 * company one in [OTHER_IDS, LATER_IDS), and rows made while the suites run one above
 * LATER_IDS. A number of one company's range in the other's answer is then a leak, not a
 * coincidence: no score, count or percentage comes near a hundred million.
 */
export const OWN_IDS = 100_000_000;
export const OTHER_IDS = 900_000_000;
export const LATER_IDS = 1_500_000_000;
/** An id no row has. */
export const MISSING_ID = 2_000_000_000;

/** Moves every sequence of the app's tables so that the next id of each is `start`. */
export async function startIdsAt(db: Db, start: number): Promise<void> {
  await db.execute(sql`select setval(c.oid, ${start}, false) from pg_class c
    where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace`);
}

export interface IdRange {
  from: number;
  to: number;
}
export const ownRange: IdRange = { from: OWN_IDS, to: OTHER_IDS };
export const otherRange: IdRange = { from: OTHER_IDS, to: LATER_IDS };
