import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { dialog, openList, row, toast } from './master-helpers';
import { snap } from './screens';

// The second test works on the library the first one loaded.
let company: Company;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'library');
});

test('the competency library: starter set, a competency and its statements, in-use rules', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/master/competencies');
  await expect(page.getByText('No competencies yet')).toBeVisible();
  await snap(page, 'master-09-competencies-empty');
  await page.getByRole('button', { name: 'Load starter library' }).first().click();
  await expect(toast(page, 'Starter library loaded')).toBeVisible();
  await expect(page.getByText('20 competencies', { exact: true })).toBeVisible();
  await snap(page, 'master-10-starter-loaded');

  await page.getByRole('button', { name: 'Add competency' }).click();
  await dialog(page).getByRole('combobox', { name: 'Competency type' }).click();
  await page.getByRole('option', { name: 'Leadership' }).click();
  await dialog(page).getByRole('textbox', { name: 'Title' }).fill('Coaching');
  await dialog(page).getByRole('textbox', { name: 'Definition' }).fill('Helps others find their own answers through questions and feedback.');
  await snap(page, 'master-11-competency-form');
  await dialog(page).getByRole('button', { name: 'Add competency' }).click();
  await expect(toast(page, 'Competency added')).toBeVisible();

  await openList(page, 'Statements');
  await page.getByRole('button', { name: 'Add statement' }).click();
  await dialog(page).getByRole('combobox', { name: 'Competency type' }).click();
  await page.getByRole('option', { name: 'Leadership' }).click();
  await dialog(page).getByRole('combobox', { name: 'Competency', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Vision and direction', 'Developing others', 'Decision making', 'Leading change', 'Coaching']);
  await page.getByRole('option', { name: 'Coaching' }).click();
  await dialog(page).getByRole('textbox', { name: 'Statement' }).fill('Asks questions that help people think problems through.');
  await snap(page, 'master-12-statement-form');
  await dialog(page).getByRole('button', { name: 'Add statement' }).click();
  await expect(toast(page, 'Statement added')).toBeVisible();

  await openList(page, 'Competencies');
  await page.getByRole('searchbox').fill('integrity');
  await row(page, 'Integrity').getByRole('button', { name: 'Delete Integrity' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Its 4 behavioural statements will be deleted with it.');
  await snap(page, 'master-13-delete-names-statements');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete competency' }).click();
  await expect(toast(page, 'Competency deleted')).toBeVisible();
  await expect(page.getByText('No competencies match “integrity”')).toBeVisible();

  await openList(page, 'Competency types');
  await row(page, 'Core').getByRole('button', { name: 'Delete Core' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('It still has 3 competencies: move them to another type or delete them first.');
  await snap(page, 'master-14-type-in-use');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
});

test('the library exports, re-imports, and lists a bad file row by row', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/master/statements');
  await expect(page.getByRole('heading', { level: 2, name: 'Statements' })).toBeVisible();
  const total = page.getByText(/^\d+ statements$/);
  const before = await total.textContent();

  const exports: Record<string, string> = {};
  for (const format of ['CSV', 'XLSX']) {
    await page.getByRole('button', { name: 'Library' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: `Export as ${format}` }).click();
    exports[format] = await (await download).path();
    expect((await download).suggestedFilename()).toBe(`competency-library.${format.toLowerCase()}`);
  }
  const csv = readFileSync(exports.CSV!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFtype,competency,definition,statement');

  // Three statements go, then the export brings them back.
  for (let i = 0; i < 3; i += 1) {
    const first = page.getByRole('row').nth(1);
    const gone = (await first.getByRole('button', { name: /^Delete / }).getAttribute('aria-label'))!;
    await first.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete statement' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The list is read again after the delete: the next row to press is there once this one has left it.
    await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0);
  }
  await expect(total).not.toHaveText(before!);

  await page.getByRole('button', { name: 'Library' }).click();
  await page.getByRole('menuitem', { name: /Import from CSV or XLSX/ }).click();
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('type,competency,definition,statement\nCore,Integrity,,\n,Orphan,Defined.,\n'),
    });
  await dialog(page).getByRole('button', { name: 'Import' }).click();
  await expect(dialog(page).getByText('2 rows have problems; nothing was imported.')).toBeVisible();
  await expect(dialog(page).getByText('A competency needs its definition.')).toBeVisible();
  await snap(page, 'master-15-import-row-errors');

  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({
      name: 'competency-library.xlsx',
      mimeType: 'application/octet-stream',
      buffer: readFileSync(exports.XLSX!),
    });
  await dialog(page).getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'Import finished')).toContainText('Added 0 types, 0 competencies and 3 statements.');
  await expect(total).toHaveText(before!);
  await snap(page, 'master-16-imported');
});
