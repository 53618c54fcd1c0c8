import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts, signUpCompany, type Session } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { multipartFile, zipOf } from '../helpers/upload';

/** Every way an import can be wrong: answered 400, listed by row, and nothing changed. */
let t: TestApp;
let hr: Session;
beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

const HEADER = 'type,competency,definition,statement\n';
const upload = (name: string, content: Buffer | string) => {
  const { payload, headers } = multipartFile(name, content);
  return t.app.inject({ method: 'POST', url: '/competency/library/import/', payload, headers: { ...headers, ...hr.headers } });
};

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, before: Record<string, number>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(await counts(t.db)).toEqual(before);
  return res.json();
}

describe('import refusals', () => {
  it('lists every bad row with its field and imports none of the good ones', async () => {
    const before = await counts(t.db);
    const csv =
      `${HEADER}Core,Integrity,Acts honestly.,Keeps promises.\n,Orphan,Defined.,\nCore,No definition,,\nCore,,,A statement alone\n` +
      `Core,${'x'.repeat(151)},Long title.,\n`;
    const body = await expectRefused(await upload('library.csv', csv), before);
    expect(body.non_field_errors).toEqual(['4 rows have problems; nothing was imported.']);
    expect(body.rows).toEqual([
      { row: 3, field: 'type', message: 'This field may not be blank.' },
      { row: 4, field: 'definition', message: 'A competency needs its definition.' },
      { row: 5, field: 'competency', message: 'A definition or statement needs its competency.' },
      { row: 6, field: 'competency', message: 'Ensure this field has no more than 150 characters.' },
    ]);
  });

  it.each([
    ['notes.txt', 'hello', 'Upload a .csv or .xlsx file.'],
    ['library.csv', '', 'The file is empty.'],
    ['library.csv', 'name,title\nA,B\n', 'The first row must name the columns type, competency, definition, statement (found: name, title).'],
    ['library.csv', `${HEADER.trim()},notes\nA,,,,x\n`, expect.stringContaining('must name the columns')],
    ['library.csv', HEADER, 'The file has a header but no rows.'],
    ['library.csv', Buffer.from([0x74, 0x79, 0xff, 0xfe, 0x0a]), 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.'],
    ['library.csv', `${HEADER}"Core,unclosed\n`, expect.stringMatching(/^Row \d+: .*[Qq]uote/)],
    ['library.xlsx', HEADER, 'The file is named .xlsx but is not an XLSX workbook.'],
    ['library.csv', zipOf('x.xml', 10), 'The file is named .csv but is a workbook: name it .xlsx.'],
    ['library.xlsx', zipOf('x.xml', 10), 'The workbook has no sheet.'],
    ['library.xlsx', zipOf('bomb.xml', 30 * 1024 * 1024), 'The workbook unpacks to more than 20 MB.'],
  ])('refuses %s (%#) at the file', async (name, content, message) => {
    const before = await counts(t.db);
    const body = await expectRefused(await upload(name, content), before);
    expect(body).toEqual({ file: [message] });
  });

  it('refuses more rows than the limit', async () => {
    const before = await counts(t.db);
    const csv = HEADER + Array.from({ length: 5001 }, (_, i) => `Type ${i},,,`).join('\n');
    expect(await expectRefused(await upload('big.csv', csv), before)).toEqual({
      file: ['The file has 5001 rows; at most 5000 can be imported at once.'],
    });
  });

  it('refuses a file larger than 2 MB', async () => {
    const before = await counts(t.db);
    const csv = HEADER + `Core,Big,${'d'.repeat(900)},\n`.repeat(2400);
    expect(await expectRefused(await upload('big.csv', csv), before)).toEqual({ file: ['The file is larger than 2 MB.'] });
  });

  it('refuses a body that is not a file upload', async () => {
    const before = await counts(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/competency/library/import/', payload: { rows: [] }, headers: hr.headers });
    expect(await expectRefused(res, before)).toEqual({ file: ['Send the file as multipart/form-data, in a field named "file".'] });
  });

  it('accepts what an export guarded, without the guard', async () => {
    const res = await upload('library.csv', `\uFEFF${HEADER}'=Risky,'@Title,'-minus,\n`);
    expect(res.statusCode, res.body).toBe(200);
    const types = (await t.app.inject({ method: 'GET', url: '/competency/type/', headers: hr.headers })).json();
    expect(types.map((x: { name: string }) => x.name)).toContain('=Risky');
  });
});
