import { eq, lt, sql } from 'drizzle-orm';
import type { Limit } from '../../config';
import type { Db } from '../client';
import { rateLimits } from '../schema';
import { textArray, timestampParam } from '../sql';

export interface WindowCount {
  hits: number;
  /** When the current window began: a give-back names it, so it never takes from a later window. */
  windowStart: Date;
  /** When the current window ends and the count starts again from zero. */
  resetsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters in the database, so every server process behind a load
 * balancer counts the same attempts. Every change is one statement, so concurrent
 * attempts in any number of processes each see a count no other attempt saw.
 */
export function rateLimitRepository(db: Db) {
  const windowEnd = (start: Date, limit: Limit) => new Date(start.getTime() + limit.windowSeconds * 1000);

  return {
    /** Counts one attempt atomically (one upsert) and answers the count so far, this attempt included. */
    async hit(key: string, limit: Limit, now: Date): Promise<WindowCount> {
      const expired = sql`${rateLimits.windowStart} <= ${timestampParam(new Date(now.getTime() - limit.windowSeconds * 1000))}`;
      const [row] = await db.insert(rateLimits).values({ key, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            windowStart: sql`case when ${expired} then ${timestampParam(now)} else ${rateLimits.windowStart} end`,
          },
        })
        .returning();
      // Old counters only take room; sweeping now and then keeps the table small.
      if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - DAY_MS)));
      return { hits: row!.hits, windowStart: row!.windowStart, resetsAt: windowEnd(row!.windowStart, limit) };
    },

    /**
     * Takes back attempts counted by hit() that turned out not to count (the right password,
     * or an attempt refused before it was judged), each from the window it was counted in.
     */
    async giveBack(counted: Array<{ key: string; windowStart: Date }>): Promise<void> {
      if (!counted.length) return;
      const keys = textArray(counted.map((c) => c.key));
      const starts = sql`${sql.param(counted.map((c) => c.windowStart.toISOString()))}::timestamptz[]`;
      await db.execute(sql`
        update rate_limits r set hits = greatest(r.hits - g.n, 0)
        from (select key, window_start, count(*)::int as n from unnest(${keys}, ${starts}) as t(key, window_start) group by 1, 2) g
        where r.key = g.key and r.window_start = g.window_start`);
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
