import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn } from './company';
import { snap } from './screens';
import { openSurvey, starterLibrary, surveyTeam } from './survey-helpers';

/**
 * Issue 38.12: a past survey's set-up copied into a new draft, which the wizard opens for review; and a survey set to
 * repeat every 6 months, which its page then says.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TITLE = 'Spring 360';

async function shots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await snap(page, `${name}-${viewport.width}`);
  }
}

test('a closed survey used as a template opens the wizard on a new draft with its set-up', async ({ page, request }) => {
  const company = await registeredCompany(request, 'template');
  const team = await surveyTeam(request, company, `template-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  const id = await openSurvey(request, company, TITLE, [
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
  ]);
  expect((await request.post(`/survey/survey/${id}/close/`, { headers: authHeader(company) })).status()).toBe(200);
  await startSignedIn(page, company);

  await page.goto(`/portrayal/admin/survey/${id}`);
  await page.getByRole('button', { name: 'Use as template' }).click();
  const dialog = page.getByRole('dialog', { name: `Use “${TITLE}” as a template` });
  await expect(dialog.getByText(/and its ratee\. Nobody is asked yet/)).toBeVisible();
  const title = dialog.getByRole('textbox', { name: /Title of the new survey/ });
  await expect(title).toHaveValue(`${TITLE} (copy)`);
  await shots(page, 'survey-template-01-dialog');
  await title.fill('Autumn 360');
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(/\/portrayal\/admin\/survey\/\d+\/edit$/);
  expect(page.url()).not.toContain(`/survey/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Autumn 360');
  await shots(page, 'survey-template-02-wizard');
  await page.getByRole('button', { name: 'Next: Audience' }).click();
  await expect(page.getByRole('checkbox', { name: 'Rate Ben Li' })).toBeChecked();

  // The draft asks nobody yet; the closed survey keeps its raters.
  const surveys = (await (await request.get('/survey/survey_get/', { headers: authHeader(company) })).json()) as Array<{
    id: number;
    title: string;
    status: string;
    progress: { assigned: number };
  }>;
  expect(surveys.find((s) => s.title === 'Autumn 360')).toMatchObject({ status: 'draft', progress: { assigned: 0 } });
  expect(surveys.find((s) => s.id === id)).toMatchObject({ status: 'closed', progress: { assigned: 2 } });
});

test('a survey set to repeat every 6 months says so on its page', async ({ page, request }) => {
  const company = await registeredCompany(request, 'repeat');
  const team = await surveyTeam(request, company, `repeat-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  const id = await openSurvey(request, company, 'Pulse 360', [{ ratee: team.ben!, rater: team.maya!, relationship: 'manager' }]);
  await startSignedIn(page, company);

  await page.goto(`/portrayal/admin/survey/${id}`);
  const cycle = page.getByRole('region', { name: 'Recurring cycle' });
  await expect(cycle.getByTestId('survey-repeat-line')).toHaveText(/^Does not repeat\./);
  await cycle.getByRole('button', { name: 'Set a recurring cycle' }).click();
  await cycle.getByRole('combobox', { name: /Repeat this survey/ }).click();
  await page.getByRole('option', { name: 'Every 6 months' }).click();
  await cycle.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recurring cycle saved')).toBeVisible();
  const line = /^Every 6 months: its next run is drafted on .+ with the same set-up, and you are mailed to review and launch it\.$/;
  await expect(cycle.getByTestId('survey-repeat-line')).toHaveText(line);
  await expect(cycle.getByRole('button', { name: 'Change recurring cycle' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Recurring cycle' }).getByTestId('survey-repeat-line')).toHaveText(line);
  await shots(page, 'survey-repeat-01-page');
});

test('the survey list offers "Use as template…" in each row’s menu', async ({ page, request }) => {
  const company = await registeredCompany(request, 'template-list');
  const team = await surveyTeam(request, company, `template-list-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  await openSurvey(request, company, 'Winter 360', [{ ratee: team.ben!, rater: team.maya!, relationship: 'manager' }]);
  await startSignedIn(page, company);

  await page.goto('/portrayal/admin/survey');
  await page.getByRole('button', { name: 'Actions for Winter 360' }).click();
  await page.getByRole('menuitem', { name: 'Use as template…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use “Winter 360” as a template' });
  await expect(dialog.getByRole('textbox', { name: /Title of the new survey/ })).toHaveValue('Winter 360 (copy)');
  await shots(page, 'survey-template-03-from-list');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/survey\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Winter 360 (copy)');
});
