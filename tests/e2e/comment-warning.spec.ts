import { expect, test, type Page } from '@playwright/test';
import { registeredCompany } from './company';
import { snap } from './screens';
import { answerStep, employeeToken, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

/**
 * A peer names a colleague in a comment: before the submit goes out they are warned, edit the
 * comment from the warning, are warned again about a phone number, and submit as written.
 */
let team: Record<string, Person>;
let token: string;

test.beforeAll(async ({ request }) => {
  const company = await registeredCompany(request, 'comment-warning');
  team = await surveyTeam(request, company, `comment-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  token = await employeeToken(request, team.ada!);
  await openSurvey(request, company, 'Spring feedback', [
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.carl!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.dee!, relationship: 'peer' },
  ]);
});

const comment = (page: Page) => page.getByRole('textbox', { name: /Comment/ });

test('a rater who names a colleague is warned before submitting, edits the comment, then submits as written', async ({ page }) => {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  await page.goto('/portrayal/user/survey-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeFocused();
  await answerStep(page, '3 Often');
  await comment(page).fill('Ben and carl diaz fixed the release together; Ben kept everyone informed.');
  await page.getByRole('button', { name: /Next: Accountability/ }).click();
  await answerStep(page, '4 Always');
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  // What anonymity protects, and what it cannot, said again before the submit.
  await expect(page.getByText(/leave out names and details that point to you/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'comment-warning-review-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Submit answers' }).click();

  const warning = page.getByRole('heading', { name: 'Your comments could identify you' });
  await expect(warning).toBeFocused();
  await expect(page.getByText('Your comment on Integrity')).toBeVisible();
  await expect(page.getByText('Names a colleague: “carl diaz”')).toBeVisible();
  await snap(page, 'comment-warning-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'comment-warning-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Edit comment on Integrity' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeVisible();
  await expect(comment(page)).toBeFocused();
  await comment(page).fill('Ben fixed the release with a colleague; ask me on 07700 900123.');
  await page.getByRole('button', { name: /Next: Accountability/ }).click();
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Contains a phone number: “07700 900123”')).toBeVisible();
  await expect(page.getByText(/Names a colleague/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit as written' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const assignment = Number(page.url().split('/').pop());
  const sheet = await (await page.request.get(`/survey/surveyuserans/${assignment}/`, { headers: { authorization: `JWT ${token}` } })).json();
  expect(sheet.assignment.status).toBe('submitted');
  expect(sheet.comments.map((c: { text: string }) => c.text)).toEqual(['Ben fixed the release with a colleague; ask me on 07700 900123.']);
});
