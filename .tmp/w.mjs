import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
if (isMainThread) {
  const t0 = Date.now();
  const w = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2) });
  w.on('message', (m) => { console.log(m, Date.now() - t0); process.exit(0); });
} else {
  const t0 = Date.now();
  const db = await PGlite.create(process.argv[2]);
  await db.query('select 1');
  parentPort.postMessage('ready in worker ' + (Date.now() - t0));
}
