import type { Logger } from 'drizzle-orm';

export class InjectedFault extends Error {
  constructor(readonly statement: string) {
    super(`injected fault before: ${statement.slice(0, 80)}`);
    this.name = 'InjectedFault';
  }
}

/** Ending a transaction must always work, or no failure could be cleaned up at all. */
const ENDS_A_TRANSACTION = /^\s*(rollback|release savepoint)/i;
/** A statement that writes, not counting the rate-limit counters every sign-in touches. */
const WRITES = /\b(insert\s+into|update|delete\s+from)\s+"?(?!rate_limits)\w/i;

export const isWrite = (statement: string) => WRITES.test(statement);

/** The outbox worker's claims and marks: it delivers in the background, whenever a request has stored mail. */
const OUTBOX_WORKER = /^\s*(with due as \(\s*select id from outbox\b|update "outbox")/i;

/**
 * A drizzle logger that sees every statement before it runs. It records the statements of
 * one request, and when armed fails the n-th of them, as a lost connection or a full disk
 * would. Work after the answer (mail, invitations) is neither recorded nor failed.
 */
export class StatementFaults implements Logger {
  private armedAt: number | null = null;
  private seen = 0;
  private log: string[] | null = null;
  /** The statement the last armed request failed, if it got that far. */
  fired: string | null = null;
  /** The statements that request ran after the failed one, until its answer. */
  afterFault: string[] = [];
  private armedRequest = false;

  logQuery(query: string): void {
    if (ENDS_A_TRANSACTION.test(query) || OUTBOX_WORKER.test(query)) return;
    this.log?.push(query);
    if (this.fired !== null && this.armedRequest) this.afterFault.push(query);
    if (this.armedAt === null) return;
    this.seen += 1;
    if (this.seen === this.armedAt) {
      this.armedAt = null;
      this.fired = query;
      throw new InjectedFault(query);
    }
  }

  /** Called as the answer is sent (an onSend hook): the request's own statements are over. */
  answered(): void {
    this.armedAt = null;
    this.armedRequest = false;
    this.log = null;
  }

  /** Runs one request, recording its statements; answers them. */
  async record(work: () => Promise<unknown>): Promise<string[]> {
    const log: string[] = [];
    this.log = log;
    try {
      await work();
    } finally {
      this.log = null;
    }
    return log;
  }

  /** Runs one request with its n-th statement failing. */
  async failing<T>(n: number, work: () => Promise<T>): Promise<T> {
    this.armedAt = n;
    this.armedRequest = true;
    this.seen = 0;
    this.fired = null;
    this.afterFault = [];
    try {
      return await work();
    } finally {
      this.armedAt = null;
      this.armedRequest = false;
    }
  }
}
