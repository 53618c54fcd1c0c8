/**
 * The thread that owns PGlite (started by client.ts): it runs the statements the server's
 * thread sends, one at a time as PGlite does, and answers each with its rows or its error.
 * A transaction stays open here, holding PGlite, until the server's thread ends it.
 * Started as a process of its own (no parent port), it creates a data directory and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CREATE_OPTIONS_ENV, sendable, type Reply, type Request, type ThreadOptions } from './protocol';

const port = parentPort;
const options = (port ? workerData : JSON.parse(process.env[CREATE_OPTIONS_ENV]!)) as ThreadOptions;
const send = (reply: Reply) => port!.postMessage(reply);

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<void>;
}
const open = new Map<number, OpenTransaction>();
const listening = new Map<string, () => Promise<void>>();
const ROLLBACK = Symbol('rollback');

const identity = (value: unknown) => value;

async function handle(client: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : open.get(request.tx)?.tx;
      if (!target) throw new Error('The transaction of this statement has already ended.');
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, identity]));
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      return begin(client, request.id);
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error('No such transaction.');
      transaction.finish(request.commit);
      return transaction.done;
    }
    case 'listen': {
      if (!listening.has(request.channel)) {
        listening.set(request.channel, await client.listen(request.channel, (payload) => send({ op: 'notify', channel: request.channel, payload })));
      }
      return null;
    }
    case 'unlisten': {
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    }
    case 'close':
      await client.close();
      setImmediate(() => process.exit(0));
      return null;
  }
}

/** Opens a transaction and answers its id once inside it; it ends when an 'end' message says how. */
function begin(client: PGlite, id: number): Promise<number> {
  return new Promise((entered, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    const done = client
      .transaction(async (tx) => {
        open.set(id, { tx, finish, done });
        entered(id);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      })
      .finally(() => open.delete(id));
    // A failure before the transaction was entered (PGlite closed) fails the 'begin'.
    done.catch(failed);
  });
}

const start = () => PGlite.create(options.dataDir, options.startParams ? { startParams: options.startParams } : {});

if (!port) {
  await (await start()).close();
  process.exit(0);
}

try {
  const client = await start();
  port.on('message', (request: Request) => {
    handle(client, request).then(
      (result) => send({ op: 'reply', id: request.id, result }),
      (err: unknown) => send({ op: 'reply', id: request.id, error: sendable(err) }),
    );
  });
  send({ op: 'ready' });
} catch (err) {
  send({ op: 'failed', error: sendable(err) });
}
