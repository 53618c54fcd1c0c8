import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { listItem } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** API answers travel compressed when the client says it can read them, and read the same. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  for (let i = 0; i < 60; i += 1) await listItem(t, admin, 'designation', `Designation number ${i} of a long list`);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...admin.headers, ...(encoding && { 'accept-encoding': encoding }) } });

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('answers a large list in %s, the same JSON, smaller', async (encoding, decode) => {
    const plain = await get('/api/designation/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get('/api/designation/', `${encoding}, identity`);
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Headers the client reads keep their meaning.
    expect(packed.headers['x-total-count']).toBe('60');
    expect(packed.headers['cache-control']).toBe('no-store');
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/health/', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
