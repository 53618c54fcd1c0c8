import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_COLUMNS } from '../../../schemas/content-translations';
import { signUpCompany, type Session } from '../helpers/accounts';
import { post } from '../helpers/company-list-specs';
import { send } from '../helpers/employees';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { multipartFile } from '../helpers/upload';

/** Translations of the competency library (issue 42): through the lists' API, and the translators' XLSX both ways. */
let t: TestApp;
let hr: Session;
let other: Session;
const ids = { type: 0, competency: 0, statement: 0, second: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t);
  other = await signUpCompany(t);
  ids.type = (await post(t, hr, '/competency/type/', { name: 'Core', translations: { de: { name: 'Kern' } } })).id;
  ids.competency = (await post(t, hr, '/competency/list/', { type: ids.type, title: 'Integrity', defination: 'Acts honestly.' })).id;
  ids.statement = (await post(t, hr, '/competency/statements/', { type: ids.type, competency_title: ids.competency, statement: 'Keeps promises.' })).id;
  ids.second = (await post(t, hr, '/competency/statements/', { type: ids.type, competency_title: ids.competency, statement: 'Tells the truth.' })).id;
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, by = hr) => (await send(t, by, 'GET', url)).json();
/** Everything the company's library holds, translations included: equal before and after means nothing changed. */
const library = async () => ({
  types: await get('/competency/type/'),
  competencies: await get('/competency/list/'),
  statements: await get('/competency/statements/'),
});

describe('the lists of the competency library', () => {
  it('take translations on create and change, answer them in the row and the list, and keep them when a change leaves them out', async () => {
    expect(await get(`/competency/type/${ids.type}/`)).toEqual({ id: ids.type, name: 'Core', translations: { de: { name: 'Kern' } }, archived_at: null });
    const body = { type: ids.type, title: 'Integrity', defination: 'Acts honestly.' };
    const put = await send(t, hr, 'PUT', `/competency/list/${ids.competency}/`, {
      ...body,
      translations: { de: { title: ' Integrität ', defination: 'Handelt ehrlich.' }, fr: { title: 'Intégrité' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const translations = { de: { title: 'Integrität', defination: 'Handelt ehrlich.' }, fr: { title: 'Intégrité' } };
    expect(put.json().translations).toEqual(translations);
    expect((await get('/competency/list/')).find((c: { id: number }) => c.id === ids.competency).translations).toEqual(translations);
    // A client that knows nothing of translations changes the English and loses none.
    const plain = await send(t, hr, 'PUT', `/competency/list/${ids.competency}/`, { ...body, defination: 'Acts honestly and ethically.' });
    expect(plain.json().translations).toEqual(translations);
    await send(t, hr, 'PUT', `/competency/list/${ids.competency}/`, body);
    expect((await get(`/competency/statements/${ids.statement}/`)).translations).toEqual({});
  });

  it('refuse a translation the source field would refuse, or a language that is not translated, and change nothing', async () => {
    const before = await library();
    const body = { type: ids.type, competency_title: ids.competency, statement: 'Keeps promises.' };
    for (const translations of [
      { en: { statement: 'x' } },
      { it: { statement: 'Mantiene.' } },
      { de: { statement: '' } },
      { de: { statement: 'x'.repeat(501) } },
      { de: { other: 'x' } },
    ]) {
      const res = await send(t, hr, 'PUT', `/competency/statements/${ids.statement}/`, { ...body, translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
    }
    expect((await send(t, hr, 'POST', '/competency/type/', { name: 'Leadership', translations: { de: { name: '\u200b' } } })).statusCode).toBe(400);
    expect(await library()).toEqual(before);
  });

  it("another company's rows answer 404 to a change with translations, and nothing changes", async () => {
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [
        { method: 'PUT', url: `/competency/type/${ids.type}/`, payload: { name: 'Mine', translations: { de: { name: 'Meins' } } } },
        {
          method: 'PUT',
          url: `/competency/statements/${ids.statement}/`,
          payload: { type: ids.type, competency_title: ids.competency, statement: 'Mine.', translations: { de: { statement: 'Meins.' } } },
        },
      ],
      lists: [{ url: '/competency/type/', ownerIds: [ids.type] }],
      snapshot: library,
    });
  });
});

/** The export's rows, header first, as arrays of cell texts. */
async function sheetOf(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push(TRANSLATION_COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

async function xlsxOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Translations');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = async (file: Buffer, by = hr, name = 'translations.xlsx') => {
  const { payload, headers } = multipartFile(name, file);
  return t.app.inject({ method: 'POST', url: '/competency/translations/import/', payload, headers: { ...by.headers, ...headers } });
};

describe("the translators' sheet", () => {
  it('exports one row per text with its source and languages, and imports the translations back in one go', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/competency/translations/export/', headers: hr.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetOf(res.rawPayload);
    expect(rows).toEqual([
      [...TRANSLATION_COLUMNS],
      ['type', String(ids.type), 'Core', 'Kern', '', ''],
      ['competency', String(ids.competency), 'Integrity', 'Integrität', 'Intégrité', ''],
      ['definition', String(ids.competency), 'Acts honestly.', 'Handelt ehrlich.', '', ''],
      ['statement', String(ids.statement), 'Keeps promises.', '', '', ''],
      ['statement', String(ids.second), 'Tells the truth.', '', '', ''],
    ]);
    // Spanish done, the French title removed, German left out of the file and so left alone.
    const done = await upload(
      await xlsxOf([
        ['kind', 'id', 'en', 'fr', 'es'],
        ['competency', ids.competency, 'Integrity', '', 'Integridad'],
        ['statement', ids.statement, 'Keeps promises.', 'Tient ses promesses.', 'Cumple sus promesas.'],
        ['statement', ids.second, 'Tells the truth.', '', ''],
      ]),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ rows: 3, changed: 2 });
    expect((await get(`/competency/list/${ids.competency}/`)).translations).toEqual({
      de: { title: 'Integrität', defination: 'Handelt ehrlich.' },
      es: { title: 'Integridad' },
    });
    expect((await get(`/competency/statements/${ids.statement}/`)).translations).toEqual({
      fr: { statement: 'Tient ses promesses.' },
      es: { statement: 'Cumple sus promesas.' },
    });
  });

  it('refuses the whole file for any bad row, saying which and why, and changes nothing', async () => {
    const theirs = (await post(t, other, '/competency/type/', { name: 'Theirs' })).id;
    const before = await library();
    const res = await upload(
      await xlsxOf([
        ['kind', 'id', 'en', 'de'],
        ['statement', ids.statement, 'Keeps promises.', 'Hält Versprechen.'],
        ['colour', ids.statement, '', 'Rot'],
        ['statement', ids.statement, '', 'Noch einmal.'],
        ['definition', ids.competency, '', 'x'.repeat(1001)],
        ['type', 'one', '', 'Eins'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 3, field: 'kind', message: expect.stringContaining('type, competency, definition, statement') },
      { row: 4, field: 'id', message: 'The same statement as row 2.' },
      { row: 5, field: 'de', message: expect.stringMatching(/1000/) },
      { row: 6, field: 'id', message: 'Must be the id the export gave.' },
    ]);
    // Another company's id, and a column that is none of the sheet's.
    const foreign = await upload(
      await xlsxOf([
        ['kind', 'id', 'en', 'de'],
        ['type', theirs, '', 'Ihres'],
      ]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().rows).toEqual([{ row: 2, field: 'id', message: `Your library has no type with id ${theirs}.` }]);
    const header = await upload(
      await xlsxOf([
        ['kind', 'id', 'en', 'it'],
        ['type', ids.type, 'Core', 'Nucleo'],
      ]),
    );
    expect(header.json().file[0]).toMatch(/must name the columns kind, id, en, de, fr, es/);
    expect((await upload(Buffer.from('not a workbook'))).json().file[0]).toMatch(/not an XLSX/);
    expect(await library()).toEqual(before);
    expect((await get('/competency/type/', other))[0].translations).toEqual({});
  });

  it("another company's export holds none of these texts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/competency/translations/export/', headers: other.headers });
    expect((await sheetOf(res.rawPayload)).slice(1).map((r) => r[2])).toEqual(['Theirs']);
  });
});

describe('the starter library', () => {
  it('ships every type, competency, definition and statement in German, French and Spanish, each within its field’s rules', async () => {
    const fresh = await signUpCompany(t);
    expect((await send(t, fresh, 'POST', '/competency/starter-library/')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/competency/translations/export/', headers: fresh.headers });
    const [, ...rows] = await sheetOf(res.rawPayload);
    expect(rows.length).toBeGreaterThan(100);
    // Some words are the same in a language ("Leadership", French "Communication"): a translation, not a gap.
    const untranslated = rows.filter((r) => r.slice(3).some((cell) => cell.trim() === ''));
    expect(untranslated).toEqual([]);
    // Sent back unchanged, every translation passes the checks the API makes and nothing changes.
    const back = await upload(await xlsxOf([[...TRANSLATION_COLUMNS], ...rows]), fresh);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ rows: rows.length, changed: 0 });
  });
});
