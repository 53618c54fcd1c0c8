import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';

/*
 * The PGlites of one worker's API tests (its files share their modules, so the pool lives as long as the worker).
 * Loading the migrated snapshot costs about a second of CPU; a PGlite a file has closed is instead emptied back to
 * the snapshot's rows and sequences in a fraction of that. A file gets one of its own for every database it opens
 * at once, so what each file sees is what a fresh load would show it.
 */

/** What the migrations left: the rows they seeded (platform lists…) and where every sequence stood. */
interface Baseline {
  /**
   * A DELETE for every table but the migrations' own record, run with triggers and keys off: on a few rows it costs a
   * fraction of a TRUNCATE, which makes new files for every table (as much as loading the snapshot).
   */
  emptyAll: string;
  seeds: Array<{ insert: string; rows: string }>;
  sequences: string;
}

const idle: PGlite[] = [];
const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
let starting: Promise<PGliteOptions> | undefined;
let baseline: Promise<Baseline> | undefined;

/** The snapshot, PostgreSQL's WebAssembly compiled once and its files read once, for every load of this worker. */
function startOptions(): Promise<PGliteOptions> {
  starting ??= (async () => {
    const snapshot = inject('pgliteSnapshot');
    return {
      ...(snapshot && { loadDataDir: new Blob([readFileSync(snapshot)]) }),
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return starting;
}

async function baselineOf(client: PGlite): Promise<Baseline> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', t.schemaname, t.tablename) as name,
            (select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position)
               from information_schema.columns c
              where c.table_schema = t.schemaname and c.table_name = t.tablename and c.is_generated = 'NEVER') as columns
       from pg_tables t
      where t.schemaname not in ('pg_catalog', 'information_schema', 'drizzle')
      order by 1`,
  );
  const seeds: Baseline['seeds'] = [];
  for (const { name, columns } of tables) {
    const { rows } = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${name} t`);
    const json = rows[0]?.rows;
    if (json) {
      seeds.push({
        insert: `insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, $1)`,
        rows: json,
      });
    }
  }
  const { rows: sequences } = await client.query<{ setval: string }>(
    `select format('select setval(%L, %s, %L);', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value is not null) as setval
       from pg_sequences`,
  );
  return { emptyAll: tables.map((t) => `delete from ${t.name};`).join('\n'), seeds, sequences: sequences.map((s) => s.setval).join('\n') };
}

/** Back to the migrated snapshot: every row gone, the seeded ones back as they were (their triggers already ran then). */
async function reset(client: PGlite, to: Baseline): Promise<void> {
  await client.exec(`set session_replication_role = replica; ${to.emptyAll}`);
  for (const seed of to.seeds) await client.query(seed.insert, [seed.rows]);
  await client.exec(`set session_replication_role = default; ${to.sequences}`);
}

/** A PGlite holding just the migrated snapshot, for one file until it gives it back. */
export async function takePglite(): Promise<{ client: PGlite; giveBack(): Promise<void> }> {
  const reused = idle.pop();
  let client: PGlite;
  if (reused) {
    client = reused;
    await reset(client, await baseline!);
  } else {
    client = await PGlite.create(await startOptions());
    baseline ??= baselineOf(client);
    await baseline;
  }
  let given = false;
  // What the file holds refuses work once given back, as a closed PGlite would: a timer the file left cannot write
  // into the next file's database.
  const held = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return key === 'closed' ? given || target.closed : value;
      return (...args: unknown[]) => {
        if (given) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    client: held,
    async giveBack() {
      if (given) return;
      given = true;
      // One a file left in a transaction, or closed itself, is not worth emptying.
      if (client.closed || (await client.query<{ open: boolean }>('select now() <> statement_timestamp() as open')).rows[0]?.open) {
        if (!client.closed) await client.close();
        return;
      }
      idle.push(client);
    },
  };
}
