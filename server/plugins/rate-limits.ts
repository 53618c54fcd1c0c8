import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Limit } from '../config';
import { rateLimitRepository, type WindowCount } from '../db/repositories/rate-limits';
import { tooManyRequests } from '../http-errors';

export interface Rule {
  key: string;
  limit: Limit;
}

/** A guess counted before it was judged (see Limiter.attempt). */
export interface Attempt {
  /** The guess was right: it no longer counts against any of its rules. */
  giveBack(): Promise<void>;
}

export interface Limiter {
  /**
   * Counts a guess (a sign-in, a current password) BEFORE it is judged, and throws 429
   * when that takes any rule over its limit. Counting first is what makes the limit hold
   * across processes: N guesses sent at once get N different counts, so no more than
   * `max` of them are ever judged, however many processes share the work. A refused
   * guess is given back at once, so counters hold the guesses judged wrong (and those in
   * flight); the caller gives back a right one.
   */
  attempt(rules: Rule[]): Promise<Attempt>;
  /** Counts this attempt and throws 429 once a rule is over its limit (mails sent). */
  consume(rules: Rule[]): Promise<void>;
  clear(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

/** Counters in the database, so every process behind a load balancer shares them. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, { clock }: { clock: () => Date }) => {
  const counters = rateLimitRepository(app.db);
  const retryAfter = (resetsAt: Date, now: Date) => (resetsAt.getTime() - now.getTime()) / 1000;

  /** Counts the attempt on every rule; the longest wait of the rules it took over their limit (0: none). */
  async function count(rules: Rule[]): Promise<{ counted: Array<WindowCount & { key: string }>; wait: number }> {
    const now = clock();
    const counted: Array<WindowCount & { key: string }> = [];
    let wait = 0;
    for (const { key, limit } of rules) {
      const c = await counters.hit(key, limit, now);
      counted.push({ ...c, key });
      if (c.hits > limit.max) wait = Math.max(wait, retryAfter(c.resetsAt, now));
    }
    return { counted, wait };
  }

  app.decorate('limiter', {
    async attempt(rules) {
      const { counted, wait } = await count(rules);
      const giveBack = () => counters.giveBack(counted);
      if (wait > 0) {
        await giveBack();
        throw tooManyRequests(wait);
      }
      return { giveBack };
    },
    async consume(rules) {
      const { wait } = await count(rules);
      if (wait > 0) throw tooManyRequests(wait);
    },
    clear: (key) => counters.clear(key),
  } satisfies Limiter);
}, { name: 'rate-limits', dependencies: ['db'] });
