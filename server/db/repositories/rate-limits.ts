import { eq, lt, sql } from 'drizzle-orm';
import type { Limit } from '../../config';
import type { Db } from '../client';
import { rateLimits } from '../schema';
import { timestampParam } from '../sql';

export interface WindowCount {
  hits: number;
  /** When the current window ends and the count starts again from zero. */
  resetsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters in the database, so every server process behind a load
 * balancer counts the same attempts.
 */
export function rateLimitRepository(db: Db) {
  const windowEnd = (start: Date, limit: Limit) => new Date(start.getTime() + limit.windowSeconds * 1000);

  return {
    async count(key: string, limit: Limit, now: Date): Promise<WindowCount> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || windowEnd(row.windowStart, limit) <= now) return { hits: 0, resetsAt: windowEnd(now, limit) };
      return { hits: row.hits, resetsAt: windowEnd(row.windowStart, limit) };
    },

    /** Counts one attempt atomically (one upsert) and answers the count so far. */
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
      return { hits: row!.hits, resetsAt: windowEnd(row!.windowStart, limit) };
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
