import { ApiError, endSession, normaliseError } from './api';
import { API_URL } from './config';
import { getToken } from './token';

interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes of the request body sent so far; `total` is 0 when the browser cannot tell. */
  onProgress?(loaded: number, total: number): void;
  /** The whole body is out: from here on the server is working on it. */
  onSent?(): void;
  /** No timeout by default. */
  timeoutMs?: number;
}

const failure = (kind: 'network' | 'timeout' | 'aborted', message: string) => new ApiError({ kind, message });

/**
 * POST a multipart form and report the upload's progress. fetch (and so wretch) cannot tell
 * how much of a request body has been sent; XMLHttpRequest can. Otherwise it behaves as
 * src/lib/api.ts: the same base address and JWT header, the same errors (ApiError), and a
 * 401 on a call that carried a token ends the session.
 */
export function upload<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  const { signal, onProgress, onSent, timeoutMs } = opts;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(failure('aborted', 'Request aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = getToken();
    const abort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort);
      finish();
    };

    xhr.open('POST', `${API_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `JWT ${token}`);
    if (timeoutMs) xhr.timeout = timeoutMs;
    // Listeners on xhr.upload must be in place before send().
    xhr.upload.addEventListener('progress', (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : 0));
    xhr.upload.addEventListener('load', () => onSent?.());

    xhr.addEventListener('load', () =>
      settle(() => {
        const text = xhr.responseText;
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve((text ? JSON.parse(text) : undefined) as T);
          } catch {
            reject(new ApiError({ kind: 'unknown', message: 'The server answered something other than JSON.' }));
          }
          return;
        }
        const error = normaliseError({ status: xhr.status, message: text });
        if (error.status === 401 && token) endSession();
        reject(error);
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(failure('network', 'Network Error'))));
    xhr.addEventListener('timeout', () => settle(() => reject(failure('timeout', 'timeout exceeded'))));
    xhr.addEventListener('abort', () => settle(() => reject(failure('aborted', 'Request aborted'))));
    signal?.addEventListener('abort', abort, { once: true });
    // The browser writes the multipart boundary itself.
    xhr.send(form);
  });
}
