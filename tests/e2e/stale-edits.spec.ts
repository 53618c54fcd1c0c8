import { expect, test, type Browser, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { dialog, row } from './master-helpers';
import { snap } from './screens';
import { openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

/**
 * Stale edits refused (issue 37): two browsers edit one thing; the second, saving from the copy it opened
 * earlier, is told who changed it and when, and Reload shows the first one's change, kept.
 */
let company: Company;
let team: Record<string, Person>;
let surveyId: number;

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'stale');
  await starterLibrary(request, company);
  team = await surveyTeam(request, company, `stale-${Date.now()}.example.com`);
  surveyId = await openSurvey(request, company, 'Two editors review', [
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
  ]);
});

/** A browser of its own (its own storage), signed in as the company's admin. */
async function browserOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await startSignedIn(page, company);
  return page;
}

const STALE = /^Hana Novak changed this at \d{2}:\d{2}\./;
const bensRaters = (page: Page) => page.getByRole('group', { name: 'Raters of Ben Li' });

async function openRaters(page: Page) {
  await page.goto(`/portrayal/admin/survey/${surveyId}/edit`);
  await page.getByRole('button', { name: 'Raters' }).click();
  await expect(bensRaters(page)).toContainText('Ada Obi');
}

async function addRaterAndSave(page: Page, person: string) {
  await page.getByRole('button', { name: 'Add a rater for Ben Li' }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill(person.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(person) }).click();
  await expect(bensRaters(page)).toContainText(person);
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await page.getByRole('button', { name: 'Save changes and invite added raters' }).click();
}

test("two browsers edit one survey: the second is told who changed it and when, and Reload keeps the first one's rater", async ({ browser }) => {
  const first = await browserOf(browser);
  const second = await browserOf(browser);
  await openRaters(first);
  await openRaters(second);

  await addRaterAndSave(first, 'Dee Park');
  await expect(first.getByRole('heading', { name: 'Changes saved' })).toBeVisible();

  // The second, from the copy it opened before the first saved.
  await addRaterAndSave(second, 'Carl Diaz');
  const alert = second.getByRole('alert').filter({ hasText: 'changed this' });
  await expect(alert).toHaveText(STALE);
  await expect(alert).toContainText('The survey was not saved.');
  await snap(second, 'stale-edits-01-survey-wizard');

  await alert.getByRole('button', { name: 'Reload the survey' }).click();
  await second.getByRole('button', { name: 'Raters' }).click();
  // Maya, Ada and the first one's Dee; Carl, whom the refused save added, is only offered again.
  await expect(bensRaters(second)).toContainText('3 raters');
  await expect(bensRaters(second)).toContainText('Dee Park · Direct report');
  await first.context().close();
  await second.context().close();
});

test("two browsers edit one employee: the second is told who changed them and when, and Reload shows the first one's change", async ({ browser }) => {
  const first = await browserOf(browser);
  const second = await browserOf(browser);
  const openDialog = async (page: Page) => {
    await page.goto('/portrayal/admin/workforce');
    await row(page, 'Carl Diaz').getByRole('button', { name: 'Edit Carl Diaz' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Carl Diaz' })).toBeVisible();
  };
  await openDialog(first);
  await openDialog(second);

  await dialog(first).getByRole('textbox', { name: 'Last name' }).fill('Diaz-Ortega');
  await dialog(first).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(first)).toBeHidden();

  await dialog(second).getByRole('textbox', { name: 'First name' }).fill('Carlos');
  await dialog(second).getByRole('button', { name: 'Save changes' }).click();
  const alert = dialog(second).getByRole('alert').filter({ hasText: 'changed this' });
  await expect(alert).toHaveText(STALE);
  await expect(alert).toContainText('Your changes were not saved.');
  await snap(second, 'stale-edits-02-employee-dialog');

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog(second).getByRole('textbox', { name: 'Last name' })).toHaveValue('Diaz-Ortega');
  await expect(dialog(second).getByRole('textbox', { name: 'First name' })).toHaveValue('Carl');
  // Saving now, from the version just read, passes.
  await dialog(second).getByRole('textbox', { name: 'First name' }).fill('Carlos');
  await dialog(second).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(second)).toBeHidden();
  await expect(row(second, 'Carlos Diaz-Ortega')).toBeVisible();
  await first.context().close();
  await second.context().close();
});
