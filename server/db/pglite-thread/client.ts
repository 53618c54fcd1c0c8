import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { CREATE_OPTIONS_ENV, received, type QueryRequest, type Reply, type Request, type ThreadOptions } from './protocol';

type Query = (sql: string, params?: unknown[], options?: { rowMode?: 'object' | 'array'; parsers?: Record<number, unknown> }) => Promise<unknown>;
type Sent = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

// Under tsx (npm run dev, tests) the worker's TypeScript needs the loader registered; the built
// server (scripts/server-build.ts) has the worker bundled beside it as pglite-worker.mjs.
const workerEntry = new URL(import.meta.url.endsWith('.ts') ? './worker-entry.mjs' : './pglite-worker.mjs', import.meta.url);

/** Resolves on the thread's first message, 'ready'; rejects with what it failed on. */
function ready(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (reply: Reply) => {
      worker.off('error', reject);
      if (reply.op === 'ready') resolve();
      else reject(reply.op === 'failed' ? received(reply.error) : new Error('PGlite thread sent an unexpected first message.'));
    });
  });
}

/** PGlite as the server uses it (drizzle's query and transaction, LISTEN), whichever thread runs it. */
export interface PgliteClient {
  query: Query;
  transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Creating a data directory leaves PGlite holding some 400 MB it never gives back (the template
 * it unpacks, the WASM heap grown by initdb). Even on a thread that then ends, ~90 MB stayed in
 * the process's malloc arenas: a process of its own creates the directory, and the thread that
 * serves only opens it.
 */
function createDataDir(options: ThreadOptions): Promise<void> {
  const child = fork(fileURLToPath(workerEntry), [], {
    env: { ...process.env, [CREATE_OPTIONS_ENV]: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Creating the database's data directory failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

/**
 * PGlite on a thread of its own: its Postgres runs synchronously wherever it lives, so on
 * the server's thread one long statement (an import's slice, a 100,000-person tree) stalled
 * every request of every company, their parsing and answering included. Here the server's
 * thread keeps accepting, validating and answering while PGlite works; statements still run
 * one at a time, in the order sent, as on one connection.
 */
export async function startPgliteThread(options: ThreadOptions): Promise<PgliteClient> {
  if (!options.dataDir.startsWith('memory://') && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) await createDataDir(options);
  const worker = new Worker(workerEntry, { workerData: options });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let broken: Error | undefined;

  await ready(worker);

  const failAll = (err: Error) => {
    broken = err;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code}).`)));
  worker.on('message', (reply: Reply) => {
    if (reply.op === 'notify') {
      for (const callback of listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    if (reply.op !== 'reply') return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting?.reject(received(reply.error));
    else waiting?.resolve(reply.result);
  });
  // The thread keeps the process alive only while a statement is on its way: an idle
  // database must not stop a tool from exiting, and one awaited must stop it from exiting early.
  worker.unref();

  const call = (request: Sent): Promise<unknown> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const query =
    (tx?: number): Query =>
    (sql, params = [], queryOptions = {}) => {
      const request: Omit<QueryRequest, 'id'> = {
        op: 'query',
        sql,
        params,
        tx,
        rowMode: queryOptions.rowMode,
        textTypes: Object.keys(queryOptions.parsers ?? {}).map(Number),
      };
      return call(request);
    };

  return {
    query: query(),
    async transaction(work) {
      const tx = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await work({ query: query(tx) });
      } catch (err) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await call({ op: 'listen', channel });
      }
      callbacks.add(callback);
      return async () => {
        callbacks.delete(callback);
        if (callbacks.size === 0 && listeners.get(channel) === callbacks) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
    async close() {
      if (broken) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await call({ op: 'close' });
      worker.ref();
      await exited;
    },
  };
}

/** The thread's client where drizzle expects a PGlite: it uses query and transaction only, which its types cannot say. */
export const asPglite = (client: PgliteClient) => client as unknown as PGlite;
