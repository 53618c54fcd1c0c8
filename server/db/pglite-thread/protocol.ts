/** Messages between the server's thread and the thread that runs PGlite (see client.ts). */

export interface QueryRequest {
  op: 'query';
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'object' | 'array' | undefined;
  /** Type ids whose values stay as PostgreSQL's text (drizzle keeps dates and intervals so). */
  textTypes: number[];
  /** The open transaction the statement belongs to; none for the database's own turn. */
  tx?: number | undefined;
}

export type Request =
  | QueryRequest
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/** An error as it crosses threads: its message and every plain field (code, constraint, detail…). */
export type SentError = Record<string, string | number | boolean | null> & { message: string };

export type Reply =
  | { op: 'reply'; id: number; result: unknown }
  | { op: 'reply'; id: number; error: SentError }
  | { op: 'notify'; channel: string; payload: string }
  | { op: 'ready' }
  | { op: 'failed'; error: SentError };

export interface ThreadOptions {
  dataDir: string;
  startParams?: string[] | undefined;
}

/** The options of a process that only creates a data directory (client.ts), as JSON. */
export const CREATE_OPTIONS_ENV = 'PGLITE_CREATE_OPTIONS';

export function sendable(err: unknown): SentError {
  if (!(err instanceof Error)) return { message: String(err) };
  const sent: SentError = { name: err.name, message: err.message, stack: err.stack ?? null };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) sent[key] = value as string | number | boolean | null;
  }
  return sent;
}

export function received(sent: SentError): Error {
  const err = new Error(sent.message);
  Object.assign(err, sent);
  return err;
}
