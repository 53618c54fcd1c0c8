import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, users } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { scoringFixture, type Fixture } from '../helpers/scoring-fixture';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The report's PDF, CSV and XLSX speak its ratee's language (issue 42), whoever downloads them; names and titles stay as written. */
let dir: string;
let t: TestApp;
let admin: Session;
let f: Fixture;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'report-language-'));
  t = await buildTestApp();
  admin = await signUpCompany(t);
  f = await scoringFixture(t, admin, {
    title: 'Sprachen 360',
    threshold: 3,
    competencies: [{ title: 'Zuhören', type: 'Kern', weight: 25, statements: 1 }],
    ratees: [
      { name: 'Greta', raters: [{ name: 'Greta', relationship: 'self', answers: [3] }] },
      { name: 'Ed', raters: [{ name: 'Ed', relationship: 'self', answers: [2] }] },
    ],
  });
  const [greta] = await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, f.employees.Greta!));
  await t.db.update(users).set({ language: 'de' }).where(eq(users.id, greta!.userId));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function textOf(key: 'Greta' | 'Ed'): Promise<string> {
  const res = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees[key]}/export/?format=pdf`);
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(dir, `${key}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe("the report PDF in the ratee's language", () => {
  it('is labelled in German for a ratee whose profile is German, though an English admin downloads it', async () => {
    const text = await textOf('Greta');
    for (const label of [
      '360°-FEEDBACK-BERICHT',
      'VERTRAULICH',
      'Gesamtwert',
      'Kompetenzen',
      'Blinde Flecken',
      'Entwicklungsfelder',
      'Kommentare',
      'Seite 1 von',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Sprachen 360');
    expect(text).not.toContain('Overall score');
  });

  it('stays English for a ratee with no choice in an English company', async () => {
    const text = await textOf('Ed');
    for (const label of ['360° FEEDBACK REPORT', 'CONFIDENTIAL', 'Overall score', 'Competencies', 'Blind spots', 'Page 1 of']) expect(text).toContain(label);
  });
});

const exported = async (key: 'Greta' | 'Ed', format: 'csv' | 'xlsx') => {
  const res = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees[key]}/export/?format=${format}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
};
const csvSections = async (key: 'Greta' | 'Ed') =>
  (await exported(key, 'csv'))
    .toString('utf8')
    .slice(1)
    .split('\r\n\r\n')
    .map((part) => Papa.parse<string[]>(part.trim()).data);

describe("the report's sheets in the ratee's language", () => {
  it("writes a German ratee's CSV with German headers and rater groups", async () => {
    const [competencies, scores] = await csvSections('Greta');
    expect(competencies![0]!.slice(0, 7)).toEqual(['Umfrage', 'bewertete Person', 'Typ', 'Kompetenz', 'Gruppe', 'Wert', 'Prozent']);
    expect(competencies![1]!.slice(0, 5)).toEqual(['Sprachen 360', expect.stringContaining('Greta'), expect.stringContaining('Kern'), 'Zuhören', 'Selbst']);
    expect(scores!.at(-1)!.slice(2, 5)).toEqual(['Gesamt', '', 'Selbst']);
  });

  it("names a German ratee's workbook sheets and columns in German", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('Greta', 'xlsx')) as never);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Kompetenzen', 'Werte', 'Kommentare']);
    expect(workbook.getWorksheet('Kompetenzen')!.getCell('E2').value).toBe('Selbst');
  });

  it('stays English for a ratee with no choice in an English company', async () => {
    const [competencies] = await csvSections('Ed');
    expect(competencies![0]!.slice(0, 5)).toEqual(['survey', 'ratee', 'type', 'competency', 'group']);
    expect(competencies![1]![4]).toBe('Self');
  });
});
