import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../../schemas/competency-library';
import { EMPLOYEE_IMPORT_LIMITS } from '../../../schemas/employee';
import { counts, signUpCompany, type Session } from '../helpers/accounts';
import { spreadsheetBombs, type Bomb } from '../helpers/spreadsheet-bombs';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { multipartFile } from '../helpers/upload';

/**
 * Crafted workbooks on both import endpoints are refused with a 400 naming what
 * is wrong, within seconds, without the process's memory growing past a bound, without a
 * file left in the temporary directory, and while other requests are answered.
 */
const MB = 1024 * 1024;
// What one refused upload may add to the process: the upload, the reader's buffers, garbage
// not yet collected. An unbounded reader adds gigabytes here (3.3 GB was seen).
const RSS_GROWTH = 250 * MB;
const SECONDS = 10;

const endpoints = [
  { url: '/api/user-import/', fileBytes: EMPLOYEE_IMPORT_LIMITS.fileBytes },
  { url: '/competency/library/import/', fileBytes: IMPORT_LIMITS.fileBytes },
] as const;

let t: TestApp;
let companies: Session[];
let tmp: string;
const previousTmp = process.env.TMPDIR;
beforeAll(async () => {
  // os.tmpdir() reads TMPDIR on each call: a directory of this file's own shows whatever the reader leaves.
  tmp = mkdtempSync(path.join(os.tmpdir(), 'c360-bombs-'));
  process.env.TMPDIR = tmp;
  t = await buildTestApp();
  companies = [await signUpCompany(t), await signUpCompany(t)];
});
afterAll(async () => {
  await t?.close();
  process.env.TMPDIR = previousTmp;
  if (previousTmp === undefined) delete process.env.TMPDIR;
  rmSync(tmp, { recursive: true, force: true });
});

const upload = (url: string, s: Session, file: Buffer) => {
  const { payload, headers } = multipartFile('people.xlsx', file);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...s.headers } });
};

/**
 * Sends the uploads at once and, while they run, asks for the health check and a list
 * again and again: every answer must come while the uploads are still being refused.
 */
async function refusedTogether(url: string, uploads: Array<{ s: Session; bomb: Bomb }>) {
  const files = readdirSync(os.tmpdir()).sort();
  const before = await counts(t.db);
  let peak = process.memoryUsage().rss;
  const rssBefore = peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let running = true;
  const answers = Promise.all(
    uploads.map(async ({ s, bomb }) => {
      const res = await upload(url, s, bomb.file);
      return { res, ms: performance.now() - started };
    }),
  ).finally(() => {
    running = false;
  });
  const others: Array<{ status: number; during: boolean }> = [];
  while (running && others.length < 200) {
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    const list = await t.app.inject({ method: 'GET', url: '/competency/type/', headers: uploads[0]!.s.headers });
    others.push({ status: health.statusCode, during: running }, { status: list.statusCode, during: running });
    await new Promise((r) => setTimeout(r, 20));
  }
  const done = await answers;
  const elapsed = performance.now() - started;
  clearInterval(sampler);

  for (const [i, { res, ms }] of done.entries()) {
    const { bomb } = uploads[i]!;
    expect(res.statusCode, `${bomb.label}: ${res.body}`).toBe(400);
    expect(res.json(), bomb.label).toEqual({ file: [expect.stringMatching(bomb.message)] });
    expect(ms, `${bomb.label}: answered after ${Math.round(ms)} ms`).toBeLessThan(SECONDS * 1000);
  }
  expect(peak - rssBefore, `RSS grew by ${Math.round((peak - rssBefore) / MB)} MB`).toBeLessThan(RSS_GROWTH);
  // A refusal in a few milliseconds leaves nothing to wait for; one that takes longer must not stop the others.
  if (elapsed > 1000) expect(others.filter((o) => o.during).length, `requests answered in the ${Math.round(elapsed)} ms the uploads ran`).toBeGreaterThan(0);
  expect(
    others.every((o) => o.status === 200),
    JSON.stringify(others),
  ).toBe(true);
  expect(readdirSync(os.tmpdir()).sort()).toEqual(files);
  expect(await counts(t.db)).toEqual(before);
}

describe.each(endpoints)('POST $url', ({ url, fileBytes }) => {
  const bombs = spreadsheetBombs(fileBytes);

  it.each(bombs.map((b) => [b.label, b] as const))(
    'refuses %s with a 400 at file',
    async (_label, bomb) => {
      await refusedTogether(url, [{ s: companies[0]!, bomb }]);
    },
    60_000,
  );

  it('refuses two bombs of two companies at once, and keeps serving', async () => {
    const pick = (label: RegExp) => bombs.find((b) => label.test(b.label))!;
    await refusedTogether(url, [
      { s: companies[0]!, bomb: pick(/shared strings part .* left out/) },
      { s: companies[1]!, bomb: pick(/deflate bomb of repeated <si>/) },
    ]);
    await refusedTogether(url, [
      { s: companies[0]!, bomb: pick(/1 GB sheet of zeros/) },
      { s: companies[1]!, bomb: pick(/endless elements/) },
    ]);
  }, 120_000);
});
