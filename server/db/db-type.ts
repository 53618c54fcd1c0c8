import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one query interface every repository takes, whichever engine runs below. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
