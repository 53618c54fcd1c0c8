import wretch from 'wretch';
import { API_URL, SIGN_IN_PATH } from './config';
import { normaliseError } from './api-error';
import { earlyAnswers } from './early-requests';
import { clearToken, getToken } from './token';
import { forgetVersions, rememberVersion, versionOf } from './versions';

export { ApiError, normaliseError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a feature's API call takes besides its own arguments: the abort signal of the actor that called it. */
export type Signal = { signal?: AbortSignal };

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** No timeout by default; a caller may set one ("timeout exceeded"). */
  timeoutMs?: number;
  /** The sign-in call answers 401 for bad credentials: that is no expired session. */
  redirectOn401?: boolean;
  /** A file upload: sent as multipart/form-data instead of JSON. */
  form?: FormData;
  /**
   * A write's resource by its GET path, when the write's own path is another (PATCH /survey/survey-creation/ changes
   * /survey/survey/{id}/): the ETag last read there goes as If-Match, and the new one comes back.
   */
  version?: string;
}

/** The one wretch instance: base address, JSON in and out; a GET the page sent early is answered from there. */
const client = wretch(API_URL).headers({ Accept: 'application/json' }).middlewares([earlyAnswers]);

let onUnauthorized: () => void = () => window.location.assign(SIGN_IN_PATH);

/** The app routes a voided session to the sign-in page without reloading. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** A 401 on a call that carried a token: the session is over. Every transport ends it alike (src/lib/upload.ts too). */
export function endSession(): void {
  clearToken();
  forgetVersions();
  onUnauthorized();
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function signalFor(opts: RequestOptions): AbortSignal | undefined {
  const signals = [opts.signal, opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined].filter((s): s is AbortSignal => s !== undefined);
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

async function send<T>(method: Method, path: string, opts: RequestOptions, read: (r: Response) => Promise<T>): Promise<T> {
  const token = getToken();
  let call = client.url(withQuery(path, opts.query));
  if (token) call = call.auth(`JWT ${token}`);
  const signal = signalFor(opts);
  if (signal) call = call.options({ signal });
  if (opts.body !== undefined) call = call.json(opts.body as object);
  // The browser writes the multipart boundary itself.
  if (opts.form) call = call.body(opts.form);
  // GET remembers what it read; PUT, PATCH and DELETE say which version they change.
  const version = method === 'GET' ? path : (opts.version ?? (method === 'POST' ? undefined : path));
  const tag = method === 'GET' || !version ? undefined : versionOf(version);
  if (tag) call = call.headers({ 'If-Match': tag });
  try {
    return await call.fetch(method).res((r) => {
      if (version) rememberVersion(version, r);
      return read(r);
    });
  } catch (error) {
    const failure = normaliseError(error);
    // Only a request that carried a token can reveal an expired or voided session.
    if (failure.status === 401 && token && opts.redirectOn401 !== false) endSession();
    throw failure;
  }
}

function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  return send(method, path, opts, async (r) => {
    const text = await r.text();
    return (text ? JSON.parse(text) : undefined) as T;
  });
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T = void>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  upload: <T>(path: string, form: FormData, opts?: RequestOptions) => request<T>('POST', path, { ...opts, form }),
  /** A file the server sends (an export), with the name its Content-Disposition gives. */
  download: (path: string, opts: RequestOptions = {}) =>
    send('GET', path, opts, async (r) => ({
      blob: await r.blob(),
      filename: /filename="([^"]+)"/.exec(r.headers.get('content-disposition') ?? '')?.[1],
    })),
};
