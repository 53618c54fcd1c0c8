import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn } from './company';
import { snap } from './screens';
import { surveyTeam } from './survey-helpers';

const TITLE = 'Autumn 360 draft';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const next = (page: Page, step: string) => page.getByRole('button', { name: `Next: ${step}` }).click();

// Issue 38, first finding: "Save as draft" before the Raters step lost the ratees chosen.
test('a draft saved before the Raters step keeps its ratees when reopened', async ({ page, request }) => {
  const company = await registeredCompany(request, 'draft');
  await surveyTeam(request, company, `draft-staff-${Date.now()}.example.com`);
  await startSignedIn(page, company);

  await page.goto('/portrayal/admin/survey/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByLabel('Start date').fill(day(1));
  await page.getByLabel('End date').fill(day(20));
  await next(page, 'Audience');
  for (const name of ['Ben Li', 'Ada Obi', 'Carl Diaz']) await page.getByRole('checkbox', { name: `Rate ${name}` }).check();
  await expect(page.getByText('3 ratees chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Saved as a draft')).toBeVisible();

  await page.goto('/portrayal/admin/survey');
  const href = await page.getByRole('link', { name: TITLE }).getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('All ratings in')).toHaveCount(0);
  await expect(page.getByText('3 ratees chosen, nobody asked to rate them yet.', { exact: false })).toBeVisible();
  await snap(page, 'survey-draft-01-page');

  await page.goto(`${href}/edit`);
  await next(page, 'Audience');
  await expect(page.getByText('3 ratees chosen')).toBeVisible();
  for (const name of ['Ben Li', 'Ada Obi', 'Carl Diaz']) await expect(page.getByRole('checkbox', { name: `Rate ${name}` })).toBeChecked();
  await snap(page, 'survey-draft-02-reopened');
});
