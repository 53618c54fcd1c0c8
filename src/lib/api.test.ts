// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, normaliseError, setUnauthorizedHandler } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('normaliseError', () => {
  it('names the four kinds of failure', () => {
    expect(normaliseError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', message: 'Network Error' });
    expect(normaliseError(new DOMException('x', 'TimeoutError'))).toMatchObject({ kind: 'timeout', message: 'timeout exceeded' });
    expect(normaliseError(new DOMException('x', 'AbortError'))).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    expect(normaliseError({ status: 502, message: '<html>Bad gateway</html>' })).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('reads DRF field errors and details', () => {
    const e = normaliseError({ status: 400, message: JSON.stringify({ email: ['Enter a valid email address.', 'x'], non_field_errors: 'One.' }) });
    expect(e.fieldErrors).toEqual({ email: ['Enter a valid email address.', 'x'], non_field_errors: ['One.'] });
    const d = normaliseError({ status: 429, message: JSON.stringify({ detail: 'Slow down.', code: 'throttled' }) });
    expect(d).toMatchObject({ status: 429, detail: 'Slow down.', code: 'throttled' });
    expect(d.fieldErrors).toBeUndefined();
    const rows = [{ row: 3, field: 'type', message: 'This field may not be blank.' }];
    const i = normaliseError({ status: 400, message: JSON.stringify({ non_field_errors: ['1 row has problems.'], rows }) });
    expect(i).toMatchObject({ fieldErrors: { non_field_errors: ['1 row has problems.'] }, data: { rows } });
  });
});

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends JSON with the JWT header when a token is stored', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(api.post('/api/things/', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/things/');
    expect(init?.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('JWT abc');
    expect(headers.get('Content-Type')).toMatch(/application\/json/);
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token and accepts empty answers', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/api/users/1/', { query: { force: true } })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/1/?force=true');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('throws a typed 400 with field errors', async () => {
    fetchMock.mockResolvedValue(json(400, { email: ['Taken.'] }));
    await expect(api.post('/api/users/', {})).rejects.toMatchObject({ kind: 'http', status: 400, fieldErrors: { email: ['Taken.'] } });
  });

  it('a 401 on a signed-in call clears the token and goes to sign-in', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    localStorage.setItem('token', 'stale');
    fetchMock.mockResolvedValue(json(401, { detail: 'Token expired.' }));
    await expect(api.get('/api/auth-user/')).rejects.toMatchObject({ status: 401, detail: 'Token expired.' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('the sign-in call keeps its own 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(json(401, { detail: 'Bad credentials.' }));
    await expect(api.post('/auth/token/', {}, { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('old');
  });

  it('reports a network failure as "Network Error"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x/')).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  it('reports an aborted call as "Request aborted"', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/api/x/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', message: 'Request aborted' });
  });
});
