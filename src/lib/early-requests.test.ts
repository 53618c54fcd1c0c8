import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswers, requestEarly, takeEarlyData } from './early-requests';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let sent: { url: string; init?: RequestInit }[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return url.endsWith('/missing/') ? json({ detail: 'Not found.' }, 404) : json({ url });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What the API client's wretch chain does: the middleware in front of the real fetch. */
const get = (url: string, token: string, signal?: AbortSignal) =>
  earlyAnswers((u, o) => fetch(u, o) as never)(url, { method: 'GET', headers: { Authorization: `JWT ${token}` }, signal });

describe('early requests', () => {
  it('answer the same GET with the same token once, from the request sent early', async () => {
    requestEarly('/api/auth-user/', 't1');
    expect(sent).toHaveLength(1);
    expect(new Headers(sent[0]!.init?.headers).get('Authorization')).toBe('JWT t1');
    expect(await (await get('/api/auth-user/', 't1')).json()).toEqual({ url: '/api/auth-user/' });
    expect(sent).toHaveLength(1);
    await get('/api/auth-user/', 't1');
    expect(sent).toHaveLength(2);
  });

  it('leave another token, another path or another method to the network', async () => {
    requestEarly('/api/auth-user/', 't1');
    await get('/api/auth-user/', 't2');
    await get('/dashboard/summary/', 't1');
    await earlyAnswers((u, o) => fetch(u, o) as never)('/api/auth-user/', { method: 'POST', headers: { Authorization: 'JWT t1' } });
    expect(sent.map((s) => s.url)).toEqual(['/api/auth-user/', '/api/auth-user/', '/dashboard/summary/', '/api/auth-user/']);
  });

  it('ask again once the early answer is old', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date', 'setTimeout'] });
    requestEarly('/api/auth-user/', 't1');
    vi.advanceTimersByTime(11_000);
    await get('/api/auth-user/', 't1');
    expect(sent).toHaveLength(2);
  });

  it("end with the caller's abort", async () => {
    requestEarly('/api/auth-user/', 't1');
    const controller = new AbortController();
    const answer = get('/api/auth-user/', 't1', controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow();
  });

  it('give a screen the data of a success that has arrived, once', async () => {
    requestEarly('/dashboard/summary/', 't1');
    requestEarly('/missing/', 't1');
    expect(takeEarlyData('/dashboard/summary/', 't1')).toBeUndefined(); // not arrived yet
    await vi.waitFor(() => expect(takeEarlyData('/dashboard/summary/', 't1')).toEqual({ url: '/dashboard/summary/' }));
    expect(takeEarlyData('/dashboard/summary/', 't1')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 10));
    expect(takeEarlyData('/missing/', 't1')).toBeUndefined();
    expect((await get('/missing/', 't1')).status).toBe(404); // the failure is still the request's to report
  });
});
