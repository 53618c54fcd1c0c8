/**
 * A request failure as the machines keep it: plain data (so snapshots can be stored and
 * replayed in stories), whatever raised it. src/lib/api.ts throws errors of this shape.
 */
export type FailureKind = 'network' | 'timeout' | 'aborted' | 'http' | 'unknown';

export interface Failure {
  kind: FailureKind;
  /** The contract's wording: "Network Error", "timeout exceeded", "Request failed with status code N", "Request aborted". */
  message: string;
  status?: number;
  /** A 400 answer: messages per field; `non_field_errors` for the form as a whole. */
  fieldErrors?: Record<string, string[]>;
  /** A 401/403/404/429 answer's `detail`. */
  detail?: string;
  /** A machine-readable code when the server sends one (e.g. an unverified address). */
  code?: string;
  /** Structured parts of a 400 body that are not messages (an import's `rows`). */
  data?: Record<string, unknown>;
}

const KINDS: readonly FailureKind[] = ['network', 'timeout', 'aborted', 'http', 'unknown'];

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Failure>;
  return typeof v.message === 'string' && KINDS.includes(v.kind as FailureKind);
}

/** Copies a thrown value into plain Failure data; anything unexpected becomes kind "unknown". */
export function toFailure(error: unknown): Failure {
  if (isFailure(error)) {
    const { kind, message, status, fieldErrors, detail, code, data } = error;
    return {
      kind,
      message,
      ...(status !== undefined && { status }),
      ...(fieldErrors && { fieldErrors }),
      ...(detail !== undefined && { detail }),
      ...(code !== undefined && { code }),
      ...(data && { data }),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'unknown', message };
}

/** Builds a 400 failure; handy for tests and stories. */
export function fieldFailure(fieldErrors: Record<string, string[]>): Failure {
  return { kind: 'http', status: 400, message: 'Request failed with status code 400', fieldErrors };
}

/** Builds a failure carrying a `detail` (401/403/404/429); handy for tests and stories. */
export function detailFailure(status: number, detail: string, code?: string): Failure {
  return { kind: 'http', status, message: `Request failed with status code ${status}`, detail, ...(code && { code }) };
}
