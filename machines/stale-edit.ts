import { toFailure, type Failure } from './failure';

/**
 * Stale edits (412): a write sent with the version read earlier was refused because someone else changed the
 * resource since; nothing was saved. Every editing machine goes to an explicit `stale` state on it, keeps the
 * failure (who, when) for the screen, and leaves by `reload` (read it again, keeping nothing stale) or `clearErrors`.
 */
export const isStale = (error: unknown): boolean => toFailure(error).status === 412;

/** The guard every editing machine names `stale` in its setup: the request's error is a 412. */
export const staleGuard = ({ event }: { event: { type: string; error?: unknown } }): boolean => isStale(event.error);

/** Who changed it and when, as the 412 says (the audit log's newest entry); nulls when it names none. */
export interface StaleChange {
  by: string | null;
  at: string | null;
}

export function staleChange(failure: Failure | null | undefined): StaleChange {
  const data = failure?.data ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return { by: text(data.changed_by), at: text(data.changed_at) };
}

/** A 412 as the server answers it: for tests and stories, and for a flow that finds the change itself when it reads before writing. */
export function staleFailure(by: string | null, at: string | null): Failure {
  return {
    kind: 'http',
    status: 412,
    message: 'Request failed with status code 412',
    detail: `${by ?? 'Someone else'} changed this${at ? ` at ${at.slice(0, 16).replace('T', ' ')} UTC` : ' since you opened it'} — reload to see their changes.`,
    data: { changed_by: by, changed_at: at },
  };
}
