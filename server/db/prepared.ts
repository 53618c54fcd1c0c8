import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './db-type';
import { rowsOf } from './sql';

const dialect = new PgDialect();

/**
 * Runs a raw statement under a name, so that the database parses and plans it once instead
 * of at every call: for hot statements whose planning costs more than their run (a survey
 * answer sheet took 8 ms to plan and 1 to run, on PGlite and PostgreSQL alike). The text,
 * which must be the same at every call of one name, never varies: values are parameters.
 *
 * PostgreSQL: a named statement of the wire protocol, prepared once per connection.
 * PGlite (one session, no named statements in its API): PREPARE once, then EXECUTE.
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return executeText(db, name, text, params);
}

/**
 * The same for a statement of the hottest requests, whose values are `sql.placeholder`s: its
 * text is worked out once, here, so that a call only binds values (turning the SQL into text
 * at every call was a visible part of a list GET's CPU). Rows come back as objects keyed by
 * column name, on both engines: alias computed columns.
 */
export function namedStatement(name: string, query: SQL): (db: Db, values: Record<string, unknown>) => Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (db, values) =>
    executeText(
      db,
      name,
      text,
      params.map((p) => (is(p, Placeholder) ? values[p.name] : p)),
    );
}

function executeText(db: Db, name: string, text: string, params: unknown[]): Promise<unknown> {
  const session = db._.session;
  if (!is(session, PgliteSession)) return session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return executeOnPglite(db, name, text, params);
}

// For each drizzle session (the database's, or one transaction's) over PGlite: the names its
// session held when first asked, and each name's PREPARE, once. Promises, not sets filled
// after an await: a hundred requests arriving together must not all PREPARE one name (all but
// one failed, and the names they recorded then said it was missing for good). A PREPARE
// outlives any transaction, even one rolled back.
interface SessionNames {
  held: Promise<Set<string>>;
  ready: Map<string, Promise<void>>;
}
const sessions = new WeakMap<object, SessionNames>();

async function executeOnPglite(db: Db, name: string, text: string, params: unknown[]): Promise<unknown> {
  const session = db._.session as object;
  let names = sessions.get(session);
  if (!names) {
    // A transaction's first named statement asks what the session already holds.
    const held = db.execute(sql`select name from pg_prepared_statements`).then((result) => new Set(rowsOf<{ name: string }>(result).map((r) => r.name)));
    names = { held, ready: new Map() };
    sessions.set(session, names);
    held.catch(() => sessions.delete(session));
  }
  let ready = names.ready.get(name);
  if (!ready) {
    const { held, ready: all } = names;
    ready = held.then(async (set) => {
      if (!set.has(name)) await db.execute(sql.raw(`prepare ${name} as ${text}`));
    });
    all.set(name, ready);
    // The next call tries a failed PREPARE again.
    ready.catch(() => all.delete(name));
  }
  await ready;
  return db.execute(sql.raw(`execute ${name}${params.length ? `(${params.map(literal).join(', ')})` : ''}`));
}

/** A value as an SQL literal for EXECUTE, which takes no parameters; the prepared statement gives each its type. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number SQL can hold: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return quoted(value.toISOString());
  if (typeof value === 'string') return quoted(value);
  // An array's text form ('{1,NULL,3}') has no type of its own, so the prepared statement's gives it one: an
  // ARRAY[...] of nulls alone would be text[] and refused where int[] is expected.
  if (Array.isArray(value)) return quoted(`{${value.map(element).join(',')}}`);
  throw new Error(`no SQL literal for a ${typeof value}`);
}

/** One element of an array's text form: NULL, a number, or a double-quoted string with its quotes and backslashes escaped. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number SQL can hold: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text === 'string') return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  throw new Error(`no SQL array element for a ${typeof value}`);
}

// As PostgreSQL's quote_literal: quotes doubled, and backslashes doubled in an E'' string.
const quoted = (s: string) => (s.includes('\\') ? `E'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${s.replace(/'/g, "''")}'`);
