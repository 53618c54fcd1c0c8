import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { dialog, toast } from './master-helpers';
import { snap } from './screens';
import { employeeToken, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

/*
 * The translators' sheet in a browser (issue 42): HR downloads it from the competencies' header, a translator changes
 * one German text, HR uploads it back, and a rater reading the survey in German gets that text.
 */
const GERMAN = 'Integrität und Verlässlichkeit';
let company: Company;
let team: Record<string, Person>;
let surveyId: number;

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'translations');
  team = await surveyTeam(request, company, `translations-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  surveyId = await openSurvey(request, company, 'Translated review', [{ ratee: team.ben!, rater: team.ada!, relationship: 'peer' }], ['en', 'de']);
});

test('HR downloads the sheet for translators, uploads a German text, and a rater reads it', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/master/competencies');
  await expect(page.getByRole('heading', { level: 2, name: 'Competencies' })).toBeVisible();

  await page.getByRole('button', { name: 'Translations' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download for translators (XLSX)' }).click();
  expect((await download).suggestedFilename()).toBe('competency-translations.xlsx');
  await expect(toast(page, 'Sheet for translators ready')).toBeVisible();

  // The translator's part: one German cell of the sheet as it came, the rest left as it is.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await (await download).path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['kind', 'id', 'en', 'de', 'fr', 'es']);
  const integrity = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === 'competency' && row.getCell(3).value === 'Integrity');
  integrity!.getCell(4).value = GERMAN;
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Translations' }).click();
  await page.getByRole('menuitem', { name: /Upload translations/ }).click();
  await dialog(page).locator('input[type=file]').setInputFiles({ name: 'competency-translations.xlsx', mimeType: 'application/octet-stream', buffer: filled });
  await snap(page, 'translations-01-upload');
  await dialog(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Translations uploaded')).toContainText(/Changed the translations of 1 text \(\d+ rows read\)\./);
  await expect(dialog(page)).toHaveCount(0);

  // What the rater is given: the German title in German, the English source in English.
  const headers = { authorization: `JWT ${await employeeToken(page.request, team.ada!)}` };
  const mine = (await (await page.request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers })).json()) as Array<{ id: number }>;
  const titles = async (language: string) => {
    const res = await page.request.get(`/survey/surveyuserans/${mine[0]!.id}/?language=${language}`, { headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { competencies: Array<{ title: string }> }).competencies.map((c) => c.title);
  };
  expect(await titles('de')).toContain(GERMAN);
  expect(await titles('en')).toContain('Integrity');
});
