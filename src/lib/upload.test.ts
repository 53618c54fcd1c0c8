// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './api';
import { upload } from './upload';

/** Just enough of XMLHttpRequest to play a server's part by hand. */
class FakeXhr extends EventTarget {
  static last: FakeXhr;
  upload = new EventTarget();
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  body: unknown;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: total > 0 }));
  }
  answer(status: number, body: unknown) {
    this.upload.dispatchEvent(new Event('load'));
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const form = () => {
  const data = new FormData();
  data.append('file', new File(['username,email'], 'people.csv', { type: 'text/csv' }));
  return data;
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', 'secret');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('upload', () => {
  it('sends the form with the JWT, reports progress, then resolves the JSON answer', async () => {
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const answer = upload<{ imported: number }>('/api/user-import/', form(), { onProgress, onSent });
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/user-import/');
    expect(xhr.headers).toMatchObject({ Authorization: 'JWT secret', Accept: 'application/json' });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(40, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { imported: 3 });
    await expect(answer).resolves.toEqual({ imported: 3 });
    expect(onProgress.mock.calls).toEqual([
      [40, 100],
      [100, 100],
    ]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('turns a 400 into field errors and the rows', async () => {
    const answer = upload('/api/user-import/', form());
    FakeXhr.last.answer(400, { non_field_errors: ['2 rows have problems.'], rows: [{ row: 3, field: 'email', message: 'Enter a valid email address.' }] });
    await expect(answer).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      fieldErrors: { non_field_errors: ['2 rows have problems.'] },
      data: { rows: [{ row: 3, field: 'email', message: 'Enter a valid email address.' }] },
    });
  });

  it('ends the session on a 401', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    const answer = upload('/api/user-import/', form());
    FakeXhr.last.answer(401, { detail: 'Signature has expired.' });
    await expect(answer).rejects.toMatchObject({ status: 401, detail: 'Signature has expired.' });
    expect(ended).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stops when its signal aborts, and says so', async () => {
    const controller = new AbortController();
    const answer = upload('/api/user-import/', form(), { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'aborted', message: 'Request aborted' });
  });

  it('reports a network failure and a timeout by their names', async () => {
    const lost = upload('/api/user-import/', form());
    FakeXhr.last.dispatchEvent(new Event('error'));
    await expect(lost).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
    const slow = upload('/api/user-import/', form(), { timeoutMs: 5 });
    expect(FakeXhr.last.timeout).toBe(5);
    FakeXhr.last.dispatchEvent(new Event('timeout'));
    await expect(slow).rejects.toMatchObject({ kind: 'timeout', message: 'timeout exceeded' });
  });
});
