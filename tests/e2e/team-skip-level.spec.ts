import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn } from './company';
import { snap } from './screens';
import { benSurvey, employeeToken, starterLibrary, surveyTeam } from './survey-helpers';

/*
 * Issue 38, item 12: My team offers the people below the direct reports (skip-level) and a short team summary, counting
 * only what the page already shows the manager.
 */
test('a manager sees a team summary and the people below their direct reports; a direct report sees only their own', async ({ browser, request }) => {
  const company = await registeredCompany(request, 'skiplevel');
  await starterLibrary(request, company);
  // Maya manages Ben, Ada and Carl; Dee reports to Ben.
  const team = await surveyTeam(request, company, 'skiplevel.example.com');
  const headers = authHeader(company);
  const surveyId = await benSurvey(request, company, team, 'Leads 360');
  expect((await request.post('/survey/send-email/', { headers, data: { survey_id: surveyId } })).status()).toBe(200);

  const maya = await browser.newPage();
  await startSignedIn(maya, { ...company, token: await employeeToken(request, team.maya!) });
  await maya.goto('/portrayal/user/my-team');
  const summary = maya.getByRole('region', { name: 'Team summary' });
  await expect(summary.getByRole('listitem')).toHaveText([
    '3Direct reports',
    '1Person in their teams',
    '1Survey in progress1 of your ratings to do',
    '0Reports released to you',
  ]);
  const below = maya.getByRole('region', { name: 'Their teams' });
  await expect(below.getByRole('region', { name: 'Reporting to Ben Li' })).toHaveText(/Dee Park/);
  await expect(below).not.toContainText(/Ada Obi|Carl Diaz|Maya Chen/);
  for (const width of [1280, 390]) {
    await maya.setViewportSize({ width, height: 900 });
    await expect(summary).toBeVisible();
    expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await snap(maya, `team-skip-level-${width}`);
  }

  // Ben manages Dee alone: nobody below her, and nothing of Maya's side of the tree.
  const ben = await browser.newPage();
  await startSignedIn(ben, { ...company, token: await employeeToken(request, team.ben!) });
  await ben.goto('/portrayal/user/my-team');
  await expect(ben.getByText('Your direct reports: Dee Park.')).toBeVisible();
  await expect(ben.getByRole('region', { name: 'Their teams' })).toContainText('Nobody reports to your direct reports.');
  await expect(ben.getByRole('main')).not.toContainText(/Ada Obi|Carl Diaz/);
});
