import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn } from './company';
import { snap } from './screens';
import { openSurvey, starterLibrary, surveyTeam } from './survey-helpers';

/**
 * The survey page's panel of mails not delivered. The suite's server writes mail to files,
 * which never refuse: the page's own request is answered with what a refusing mail server
 * leaves behind, after the real endpoint has been seen answering for this survey.
 */
test('HR sees the survey mails the mail server refused, on a wide screen and a phone', async ({ page, request }) => {
  const company = await registeredCompany(request, 'bounces');
  const team = await surveyTeam(request, company, 'bounces.example.com');
  await starterLibrary(request, company);
  const id = await openSurvey(request, company, 'Mid-year 360', [
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.carl!, relationship: 'peer' },
  ]);
  const real = await request.get(`/survey/survey/${id}/mail-failures/`, { headers: authHeader(company) });
  expect(real.status()).toBe(200);
  expect(await real.json()).toEqual([]);

  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mid-year 360' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mails not delivered' })).toHaveCount(0);

  const soon = new Date(Date.now() + 10 * 60_000).toISOString();
  await page.route(`**/survey/survey/${id}/mail-failures/`, (route) =>
    route.fulfill({
      json: [
        {
          id: 9,
          to: team.carl!.email,
          subject: 'Please give your feedback: Mid-year 360',
          attempts: 2,
          error: '451 4.7.1 Greylisted, please try again later',
          next_attempt_at: soon,
          failed_at: null,
        },
        {
          id: 8,
          to: team.ada!.email,
          subject: 'Please give your feedback: Mid-year 360',
          attempts: 7,
          error: `550 5.1.1 <${team.ada!.email}>: Recipient address rejected: User unknown in virtual mailbox table`,
          next_attempt_at: null,
          failed_at: new Date(Date.now() - 3600_000).toISOString(),
        },
      ],
    }),
  );
  await page.reload();
  const panel = page.getByRole('region', { name: 'Mails not delivered' });
  await expect(panel).toContainText('2 mails of this survey have not been delivered');
  await expect(panel).toContainText(team.ada!.email);
  await expect(panel).toContainText('Not delivered · gave up');
  await expect(panel).toContainText('Retrying · next try');
  await snap(page, 'survey-mail-failures-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await snap(page, 'survey-mail-failures-390');
});
