import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addUser, counts, signUpCompany, type Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { post } from '../helpers/company-list-specs';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { multipartFile } from '../helpers/upload';

/** The starter library and export → import round trips (README: import and export). */
const { t, hr, other } = twoCompanies();

const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url, headers: s.headers });
const load = (s: Session) => t.app.inject({ method: 'POST', url: '/competency/starter-library/', headers: s.headers });
export const importFile = (s: Session, name: string, content: Buffer | string) => {
  const { payload, headers } = multipartFile(name, content);
  return t.app.inject({ method: 'POST', url: '/competency/library/import/', payload, headers: { ...headers, ...s.headers } });
};
const sizes = async (s: Session) =>
  Promise.all(['/competency/type/', '/competency/list/', '/competency/statements/'].map(async (url) => (await get(s, url)).json().length as number));

describe('the starter library', () => {
  it('loads five types, twenty competencies and their statements in one go', async () => {
    const res = await load(hr);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ types_added: 5, competencies_added: 20 });
    expect(result.statements_added).toBeGreaterThanOrEqual(60);
    expect(await sizes(hr)).toEqual([5, 20, result.statements_added]);
    const competencies = (await get(hr, '/competency/list/')).json();
    for (const c of competencies) expect(c.defination.length).toBeGreaterThan(40);
  });

  it('adds nothing the second time, and keeps what a company already has', async () => {
    expect((await load(hr)).json()).toMatchObject({ types_added: 0, competencies_added: 0, statements_added: 0 });
    await post(t, other, '/competency/type/', { name: ' CORE ' });
    expect((await load(other)).json()).toMatchObject({ types_added: 4, competencies_added: 20 });
    expect((await get(other, '/competency/type/')).json()[0]).toMatchObject({ name: 'CORE' });
  });

  it('needs the master permission', async () => {
    const employee = await addUser(t, hr);
    expect((await load(employee)).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('writes CSV with a header, one row per statement, formulas neutralised', async () => {
    const type = (await post(t, hr, '/competency/type/', { name: '=Risky' })).id;
    await post(t, hr, '/competency/list/', { type, title: '@SUM(A1)', defination: '+1 then -1' });
    const res = await get(hr, '/competency/library/export/?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="competency-library.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('type,competency,definition,statement');
    expect(lines).toContain("'=Risky,'@SUM(A1),'+1 then -1,");
    const [, , statements] = await sizes(hr);
    expect(lines.length).toBe(1 + statements! + 1);
  });

  it('writes XLSX with the same rows', async () => {
    const res = await get(hr, '/competency/library/export/?format=xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'type', 'competency', 'definition', 'statement']);
    expect(sheet.getCell(sheet.rowCount, 1).value).toBe("'=Risky");
  });

  it("shows only the caller's company and refuses an unknown format", async () => {
    const theirs = (await get(other, '/competency/library/export/')).body;
    expect(theirs).not.toContain('Risky');
    expect((await get(hr, '/competency/library/export/?format=pdf')).statusCode).toBe(400);
  });
});

describe('export then import', () => {
  it.each(['csv', 'xlsx'])('round-trips through %s into an empty company, then adds nothing again', async (format) => {
    const file = (await get(hr, `/competency/library/export/?format=${format}`)).rawPayload;
    const fresh = await signUpCompany(t);
    const res = await importFile(fresh, `library.${format}`, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(await sizes(fresh)).toEqual(await sizes(hr));
    expect((await get(fresh, '/competency/library/export/?format=csv')).body).toBe((await get(hr, '/competency/library/export/?format=csv')).body);
    const again = await importFile(fresh, `library.${format}`, file);
    expect(again.json()).toMatchObject({ types_added: 0, competencies_added: 0, statements_added: 0 });
  });

  it("never touches another company's library", async () => {
    const ownerLibrary = () => get(hr, '/competency/library/export/?format=csv').then((r) => r.body);
    const intruder = await signUpCompany(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [],
      snapshot: ownerLibrary,
      lists: [{ url: '/competency/type/', ownerIds: (await get(hr, '/competency/type/')).json().map((r: { id: number }) => r.id) }],
    });
    expect((await load(intruder)).statusCode).toBe(200);
    expect((await importFile(intruder, 'x.csv', 'type,competency,definition,statement\nCore,Integrity,Their own.,\n')).statusCode).toBe(200);
    expect((await get(intruder, '/competency/library/export/')).body).not.toContain('Risky');
    expect(await ownerLibrary()).not.toContain('Their own.');
  });

  it('needs the master permission to import', async () => {
    const employee = await addUser(t, hr);
    const before = await counts(t.db);
    expect((await importFile(employee, 'x.csv', 'type,competency,definition,statement\nA,,,\n')).statusCode).toBe(403);
    expect(await counts(t.db)).toEqual(before);
  });
});
