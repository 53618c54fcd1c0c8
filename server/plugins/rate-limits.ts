import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Limit } from '../config';
import { rateLimitRepository } from '../db/repositories/rate-limits';
import { tooManyRequests } from '../http-errors';

export interface Rule {
  key: string;
  limit: Limit;
}

export interface Limiter {
  /** Throws 429 when any rule's window is already full (failed sign-ins: check first…). */
  assertAllowed(rules: Rule[]): Promise<void>;
  /** …and count only the failures. */
  hit(rules: Rule[]): Promise<void>;
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

  app.decorate('limiter', {
    async assertAllowed(rules) {
      const now = clock();
      for (const { key, limit } of rules) {
        const { hits, resetsAt } = await counters.count(key, limit, now);
        if (hits >= limit.max) throw tooManyRequests(retryAfter(resetsAt, now));
      }
    },
    async hit(rules) {
      const now = clock();
      for (const { key, limit } of rules) await counters.hit(key, limit, now);
    },
    async consume(rules) {
      const now = clock();
      let wait = 0;
      for (const { key, limit } of rules) {
        const { hits, resetsAt } = await counters.hit(key, limit, now);
        if (hits > limit.max) wait = Math.max(wait, retryAfter(resetsAt, now));
      }
      if (wait > 0) throw tooManyRequests(wait);
    },
    clear: (key) => counters.clear(key),
  } satisfies Limiter);
}, { name: 'rate-limits', dependencies: ['db'] });
