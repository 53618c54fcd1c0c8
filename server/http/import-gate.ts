import type { Db } from '../db/db-type';
import { importLimits } from '../config';
import { conflict, HttpError } from '../http-errors';
import { lockCompanyImports } from './company-import-lock';

export type ImportKind = 'employee import' | 'competency library import' | 'translations import';

export interface ImportGate {
  /**
   * Lets one import of the company in, or answers 409 (one of the company's is running,
   * here or in another process) or 429 (this process reads as many as it may). The
   * function returned lets the next one in; call it whatever happened.
   */
  enter(companyId: number, kind: ImportKind): Promise<() => Promise<void>>;
}

const busy = () => {
  const seconds = importLimits.retryAfterSeconds;
  const detail = `The server is busy with other imports. Try again in ${seconds} seconds.`;
  return new HttpError(429, detail, { detail }, { 'Retry-After': String(seconds) });
};

function importGate(db: Db): ImportGate {
  // Company → what it is importing, in this process. Set before the first await, so two
  // requests of one company can never both pass.
  const running = new Map<number, ImportKind>();
  return {
    async enter(companyId, kind) {
      const current = running.get(companyId);
      if (current) throw conflict(`Your company's ${current} is still running. Try again when it finishes.`);
      if (running.size >= importLimits.atOnce) throw busy();
      running.set(companyId, kind);
      let unlock: (() => Promise<void>) | null;
      try {
        unlock = await lockCompanyImports(db, companyId);
      } catch (err) {
        running.delete(companyId);
        throw err;
      }
      if (!unlock) {
        running.delete(companyId);
        throw conflict('Another import into your company is already running. Try again when it finishes.');
      }
      const release = unlock;
      return async () => {
        // The database lock first: one freed here while still held there would look busy elsewhere.
        try {
          await release();
        } finally {
          running.delete(companyId);
        }
      };
    },
  };
}

// One gate per database, and so per process in production (one app per process); apps that
// share a database in one process (tests) share it, as two processes share the lock.
const gates = new WeakMap<Db, ImportGate>();

export function importGateFor(db: Db): ImportGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = importGate(db);
    gates.set(db, gate);
  }
  return gate;
}
