import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Limit, Slowdown } from '../config';
import { rateLimitRepository, type WindowCount } from '../security/rate-limits';
import { tooManyRequests } from '../http-errors';

export interface Rule {
  key: string;
  limit: Limit;
}

/** A guess counted before it was judged (see Limiter.attempt). */
interface Attempt {
  /** The guess was right: it no longer counts against any of its rules. */
  giveBack(): Promise<void>;
}

interface Limiter {
  /**
   * Counts a guess (a sign-in, a current password) BEFORE it is judged, and throws 429
   * when that takes any rule over its limit. Counting first is what makes the limit hold
   * across processes: N guesses sent at once get N different counts, so no more than
   * `max` of them are ever judged, however many processes share the work. A refused
   * guess is given back at once, so counters hold the guesses judged wrong (and those in
   * flight); the caller gives back a right one.
   *
   * A rule with a slowdown does not refuse for the rest of its window: from its `max`-th
   * guess on, guesses take turns (one turn, shared by every process), each turn held
   * longer than the one before; a guess that finds the turn held gets 429 until it frees.
   */
  attempt(rules: Rule[]): Promise<Attempt>;
  /** Counts this attempt and throws 429 once a rule is over its limit (mails sent). */
  consume(rules: Rule[]): Promise<void>;
  clear(key: string): Promise<void>;
  /** Keeps `key` for `days` (an address an account signed in from). */
  remember(key: string, days: number): Promise<void>;
  remembers(key: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counters in the database, so every process behind a load balancer shares them. */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { clock }: { clock: () => Date }) => {
    const counters = rateLimitRepository(app.db);

    /** Counts the attempt on every rule; how long it must wait when a rule refuses it (undefined: none does). */
    async function count(rules: Rule[]): Promise<{ counted: Array<WindowCount & { key: string }>; wait: number | undefined }> {
      const now = clock();
      const counted: Array<WindowCount & { key: string }> = [];
      const turns: Array<{ key: string; slowdown: Slowdown }> = [];
      let until: Date | undefined;
      for (const { key, limit } of rules) {
        const c = await counters.hit(key, limit, now);
        counted.push({ ...c, key });
        if (limit.slowdown) {
          // One turn per window of the count, so the delay starts again with the count.
          if (c.hits >= limit.max) turns.push({ key: `turn:${key}:${c.windowStart.getTime()}`, slowdown: limit.slowdown });
        } else if (c.hits > limit.max) {
          if (!until || c.resetsAt > until) until = c.resetsAt;
        }
      }
      // Only a guess no other rule refuses takes a turn, so refused guesses never hold one.
      for (const turn of until ? [] : turns) {
        until = (await counters.takeTurn(turn.key, now, turn.slowdown)) ?? undefined;
        if (until) break;
      }
      // From the moment of the refusal: a window or turn another process began a moment later
      // than this guess began must not make it wait longer than the window or the turn.
      return { counted, wait: until && Math.max(0, (until.getTime() - clock().getTime()) / 1000) };
    }

    app.decorate('limiter', {
      async attempt(rules) {
        const { counted, wait } = await count(rules);
        const giveBack = () => counters.giveBack(counted);
        if (wait !== undefined) {
          await giveBack();
          throw tooManyRequests(wait);
        }
        return { giveBack };
      },
      async consume(rules) {
        const { wait } = await count(rules);
        if (wait !== undefined) throw tooManyRequests(wait);
      },
      clear: (key) => counters.clear(key),
      remember: (key, days) => counters.remember(key, new Date(clock().getTime() + days * DAY_MS)),
      remembers: (key) => counters.remembers(key, clock()),
    } satisfies Limiter);
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
