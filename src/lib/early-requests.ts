import type { ConfiguredMiddleware } from 'wretch';
import { API_URL } from './config';

/** An early answer serves the same request only this soon after it was sent; later, a fresh one is asked. */
const FRESH_MS = 10_000;

interface Early {
  response: Promise<Response>;
  sentAt: number;
  /** The answer's JSON once it has arrived, when it is a success. */
  data?: unknown;
}

const early = new Map<string, Early>();
const keyOf = (url: string, authorization: string) => `${url}\n${authorization}`;

/**
 * Sends a GET the page will make once its code has arrived, now, beside that code: opening
 * the signed-in area asks who is signed in while the app downloads. The API client then
 * takes the answer instead of asking again (once, the same token, within FRESH_MS).
 */
export function requestEarly(path: string, token: string): void {
  const url = `${API_URL}${path}`;
  const authorization = `JWT ${token}`;
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
  const entry: Early = { response, sentAt: performance.now() };
  // A failure is the later request's to report, if any takes it.
  response
    .then((r) => (r.ok ? r.clone().json() : undefined))
    .then(
      (data: unknown) => {
        entry.data = data;
      },
      () => {},
    );
  early.set(keyOf(url, authorization), entry);
}

const fresh = (entry: Early | undefined) => entry !== undefined && performance.now() - entry.sentAt < FRESH_MS;

/**
 * The answer of a GET sent early, if it has arrived and succeeded: a screen can start with
 * its data instead of showing it loading for a moment. Taken, like a response.
 */
export function takeEarlyData<T>(path: string, token: string | null): T | undefined {
  if (!token) return undefined;
  const key = keyOf(`${API_URL}${path}`, `JWT ${token}`);
  const found = early.get(key);
  if (!fresh(found) || found!.data === undefined) return undefined;
  early.delete(key);
  return found!.data as T;
}

function takeEarly(url: string, authorization: string): Promise<Response> | undefined {
  const key = keyOf(url, authorization);
  const found = early.get(key);
  early.delete(key);
  return fresh(found) ? found!.response : undefined;
}

function untilAborted(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}

/** For the API client: a GET sent early answers from there, through the same error handling as any. */
export const earlyAnswers: ConfiguredMiddleware = (next) => (url, options) => {
  const headers = (options.headers ?? {}) as Record<string, string>;
  const answer = (options.method ?? 'GET') === 'GET' && headers.Authorization ? takeEarly(url, headers.Authorization) : undefined;
  return answer ? (untilAborted(answer, options.signal) as ReturnType<typeof next>) : next(url, options);
};
