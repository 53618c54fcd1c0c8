import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Limit, Slowdown } from '../config';
import type { Db } from '../db/db-type';
import { rateLimits } from '../db/schema';
import { timestampParam } from '../db/sql';

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
 * Turns and remembered keys live in the same table: their window_start holds the time
 * they lapse, so the sweep of old rows treats them like counters.
 */
export function rateLimitRepository(db: Db) {
  const windowEnd = (start: Date, limit: Limit) => new Date(start.getTime() + limit.windowSeconds * 1000);

  return {
    /** Counts one attempt atomically (one upsert) and answers the count so far, this attempt included. */
    async hit(key: string, limit: Limit, now: Date): Promise<WindowCount> {
      const expired = sql`${rateLimits.windowStart} <= ${timestampParam(new Date(now.getTime() - limit.windowSeconds * 1000))}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, hits: 1 })
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
     * One row per statement: a statement that updated several rows held their locks together,
     * and guesses refused at once in several processes locked the same rows in different
     * orders and deadlocked (a 500 for the guesser, tests/process/sign-in-limits.test.ts).
     */
    async giveBack(counted: Array<{ key: string; windowStart: Date }>): Promise<void> {
      const taken = new Map<string, { key: string; windowStart: Date; n: number }>();
      for (const { key, windowStart } of counted) {
        const id = `${key}@${windowStart.toISOString()}`;
        const entry = taken.get(id) ?? { key, windowStart, n: 0 };
        entry.n += 1;
        taken.set(id, entry);
      }
      for (const { key, windowStart, n } of taken.values()) {
        await db
          .update(rateLimits)
          .set({ hits: sql`greatest(${rateLimits.hits} - ${n}, 0)` })
          .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
      }
    },

    /**
     * Takes the turn at `key` if it is free at `now`, in one statement: of guesses racing in
     * any number of processes, exactly one takes a free turn (the others find the row taken
     * once its lock is theirs). The n-th turn taken at `key` (from 0) holds it
     * firstDelaySeconds × 2ⁿ, at most maxDelaySeconds. Answers null when taken, else when it frees.
     */
    async takeTurn(key: string, now: Date, slowdown: Slowdown): Promise<Date | null> {
      const { firstDelaySeconds: first, maxDelaySeconds: most } = slowdown;
      const at = timestampParam(now);
      const taken = await db
        .insert(rateLimits)
        .values({ key, windowStart: new Date(now.getTime() + Math.min(first, most) * 1000), hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`${at} + least(${most}::float8, ${first}::float8 * power(2, least(${rateLimits.hits}, 30))) * interval '1 second'`,
            hits: sql`${rateLimits.hits} + 1`,
          },
          setWhere: sql`${rateLimits.windowStart} <= ${at}`,
        })
        .returning({ key: rateLimits.key });
      if (taken.length) return null;
      const [row] = await db.select({ freesAt: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key));
      return row?.freesAt ?? now;
    },

    /** Keeps `key` until `until`. */
    async remember(key: string, until: Date): Promise<void> {
      await db
        .insert(rateLimits)
        .values({ key, windowStart: until, hits: 0 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: until } });
    },

    async remembers(key: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, now)));
      return Boolean(row);
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
