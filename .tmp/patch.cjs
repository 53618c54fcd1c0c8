const fs=require('fs');
const f='server/db/client.ts';
let s=fs.readFileSync(f,'utf8');
s=s.replace(`import { takingTurns } from './pglite-turns';`,`import { asPglite, startPgliteThread, type PgliteClient } from './pglite-thread/client';
import { takingTurns } from './pglite-turns';`);
s=s.replace(`  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }`,`  | { kind: 'pglite'; db: Db; client: PGlite | PgliteClient; close(): Promise<void> }`);
s=s.replace(`  logger?: Logger | undefined;
}`,`  logger?: Logger | undefined;
  /** PGlite on a worker thread of its own (the server), rather than on the caller's (tools, tests). */
  pgliteThread?: boolean | undefined;
}

/**
 * PGlite's own shared_buffers is 128 MB, all of it touched at start: most of a server's
 * memory at rest. The data directory's files stay in the OS's page cache, so 32 MB costs
 * little speed (bench: organization, load) and saves about 100 MB.
 */
const PGLITE_START_PARAMS = ['--single', '-F', '-O', '-j', '-c', 'search_path=public', '-c', 'exit_on_error=false',
  '-c', 'log_checkpoints=false', '-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0',
  '-c', 'max_parallel_workers_per_gather=0', '-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0',
  '-c', 'shared_buffers=32MB'];`);
s=s.replace(`  return wrapPglite(await PGlite.create(options.pgliteDir ?? 'memory://'), options.logger);`,`  const dataDir = options.pgliteDir ?? 'memory://';
  if (options.pgliteThread) {
    const client = await startPgliteThread({ dataDir, startParams: PGLITE_START_PARAMS });
    const db = drizzlePglite({ client: asPglite(client), schema, logger: options.logger }) as unknown as Db;
    return { kind: 'pglite', db, client, close: () => client.close() };
  }
  return wrapPglite(await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS }), options.logger);`);
fs.writeFileSync(f,s);
