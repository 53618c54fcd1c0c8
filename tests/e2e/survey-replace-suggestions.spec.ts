import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registeredCompany, startSignedIn } from './company';
import { screenshotDir } from './env';
import { openSurvey, starterLibrary, surveyTeam } from './survey-helpers';

/*
 * Issue 38, item 7, on the survey page: HR replacing a rater is offered first the people the organisation tree makes
 * the ratee's peer (the seat's relationship), by the wizard's own rule, then everyone else.
 */
test('replacing a peer of Ben suggests his other peer from the tree, then everyone else', async ({ page, request }) => {
  const company = await registeredCompany(request, 'replacepick');
  await starterLibrary(request, company);
  // Maya manages Ben, Ada and Carl; Dee reports to Ben.
  const { maya, ben, ada } = await surveyTeam(request, company, 'replacepick.example.com');
  const surveyId = await openSurvey(request, company, 'Replace review', [
    { ratee: ben!, rater: ben!, relationship: 'self' },
    { ratee: ben!, rater: maya!, relationship: 'manager' },
    { ratee: ben!, rater: ada!, relationship: 'peer' },
  ]);
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('tab', { name: /Raters/ }).click();
  await page.getByRole('button', { name: 'Actions for Ada Obi rating Ben Li' }).click();
  await page.getByRole('menuitem', { name: 'Replace rater…' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox').click();
  const suggested = page.getByRole('group', { name: 'Suggested from the tree: peer' });
  await expect(suggested.getByRole('option')).toHaveText([/^Carl Diaz · S-CARL · Peer$/]);
  await expect(page.getByRole('group', { name: 'Everyone else' }).getByRole('option', { name: /Dee Park/ })).toBeVisible();
  // The viewport only: a full-page picture resizes the page, which closes the open list.
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'survey-replace-suggestions-1280.png') });
  }
  await suggested.getByRole('option').click();
  await dialog.getByRole('button', { name: 'Replace rater' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Actions for Carl Diaz rating Ben Li' })).toBeVisible();
});
