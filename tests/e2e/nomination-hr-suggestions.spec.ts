import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn } from './company';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { benSurvey, starterLibrary, surveyTeam } from './survey-helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/*
 * Issue 38, item 7: HR sets the raters of a ratee who never nominated, from the survey page, and is offered what the tree
 * offers (peers under the same manager, direct reports) with the relationship already chosen, as the ratee would be.
 */
test("HR stepping in for a ratee who never nominated adds the tree's peers and direct report in one click each", async ({ page, request }) => {
  const company = await registeredCompany(request, 'treepick');
  await starterLibrary(request, company);
  // Maya manages Ben, Ada and Carl; Dee reports to Ben.
  const team = await surveyTeam(request, company, 'treepick.example.com');
  const headers = authHeader(company);
  const surveyId = await benSurvey(request, company, team, 'Leads 360');
  const selection = { rater_selection: 'manager_approves', nomination_deadline: day(7), rater_limits: {} };
  expect((await request.put(`/survey/survey/${surveyId}/rater-selection/`, { headers, data: selection })).status()).toBe(200);
  expect((await request.post('/survey/send-email/', { headers, data: { survey_id: surveyId } })).status()).toBe(200);

  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('link', { name: "Review Ben Li's raters" }).click();
  await expect(page.getByText('Ben Li has not sent a list yet; as HR you may set it for them.')).toBeVisible();
  const suggested = page.getByRole('list', { name: 'Suggested raters for Ben Li' });
  await expect(suggested.getByRole('listitem')).toHaveText([/Dee Park · Direct report/, /Ada Obi · Peer/, /Carl Diaz · Peer/]);
  await snap(page, 'nomination-hr-suggestions-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(suggested).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'nomination-hr-suggestions-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const label of ['Add Dee Park as direct report', 'Add Ada Obi as peer', 'Add Carl Diaz as peer']) {
    await page.getByRole('button', { name: label }).click();
  }
  const list = page.getByRole('list', { name: 'Raters proposed by Ben Li' });
  await expect(list.getByRole('listitem')).toHaveText([/Dee Park · Direct report/, /Ada Obi · Peer/, /Carl Diaz · Peer/]);
  await expect(page.getByText('Every peer and direct report in the tree is on the list.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve 3 raters' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  for (const key of ['dee', 'ada', 'carl']) await linkFromOutbox(team[key]!.email, '/portrayal/user/survey-list');
});
