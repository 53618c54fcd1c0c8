import type { Failure, FailureKind } from '../../machines/failure';

/** What every failed call throws: the four kinds of failure plus the server's error body. */
export class ApiError extends Error implements Failure {
  readonly kind: FailureKind;
  readonly status?: number;
  readonly fieldErrors?: Record<string, string[]>;
  readonly detail?: string;
  readonly code?: string;
  readonly data?: Record<string, unknown>;

  constructor(failure: Failure) {
    super(failure.message);
    this.name = 'ApiError';
    this.kind = failure.kind;
    if (failure.status !== undefined) this.status = failure.status;
    if (failure.fieldErrors) this.fieldErrors = failure.fieldErrors;
    if (failure.detail !== undefined) this.detail = failure.detail;
    if (failure.code !== undefined) this.code = failure.code;
    if (failure.data) this.data = failure.data;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** DRF bodies: `{"field": ["msg"], "non_field_errors": [...]}` or `{"detail": "msg"}`. */
function fromBody(status: number, body: unknown): Failure {
  const failure: Failure = { kind: 'http', status, message: `Request failed with status code ${status}` };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return failure;
  const fieldErrors: Record<string, string[]> = {};
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'detail' && typeof value === 'string') failure.detail = value;
    else if (key === 'code' && typeof value === 'string') failure.code = value;
    // A 412's who and when are data, not messages about fields.
    else if (key === 'changed_by' || key === 'changed_at') data[key] = value;
    else if (typeof value === 'string') fieldErrors[key] = [value];
    else if (Array.isArray(value) && value.every((m) => typeof m === 'string')) fieldErrors[key] = value;
    else data[key] = value;
  }
  if (Object.keys(fieldErrors).length > 0) failure.fieldErrors = fieldErrors;
  if (Object.keys(data).length > 0) failure.data = data;
  return failure;
}

/**
 * Turns whatever fetch or wretch threw into an ApiError. Wretch puts the status on its
 * error and the body text in `message`.
 */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { name?: string; status?: unknown; message?: string } | null;
  if (e && typeof e.status === 'number') return new ApiError(fromBody(e.status, parseBody(e.message ?? '')));
  if (e?.name === 'TimeoutError') return new ApiError({ kind: 'timeout', message: 'timeout exceeded' });
  if (e?.name === 'AbortError') return new ApiError({ kind: 'aborted', message: 'Request aborted' });
  if (e instanceof TypeError || e?.name === 'TypeError') return new ApiError({ kind: 'network', message: 'Network Error' });
  return new ApiError({ kind: 'unknown', message: e?.message ?? String(error) });
}
