import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { linkFromOutbox, outboxCount } from './outbox';
import { snap } from './screens';
import { benSurvey, employeeToken, starterLibrary, surveyTeam, type Person } from './survey-helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function addPeer(request: APIRequestContext, company: Company, team: Record<string, Person>, key: string, first: string, last: string) {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@nominate.example.com`;
  const made = await request.post('/api/employee-registration/', {
    headers: authHeader(company),
    data: { username: first.toLowerCase(), email, emp_code: `N-${key.toUpperCase()}`, first_name: first, last_name: last, parent_id: team.maya!.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  team[key] = { id: (await made.json()).id as number, first, last, email };
}

/** Both widths a person may use: the desktop and a phone. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a ratee nominates four peers, the manager approves three and replaces one, and those four are invited', async ({ browser, request }) => {
  const company = await registeredCompany(request, 'nominate');
  await starterLibrary(request, company);
  const team = await surveyTeam(request, company, 'nominate.example.com');
  await addPeer(request, company, team, 'eve', 'Eve', 'Stone');
  await addPeer(request, company, team, 'finn', 'Finn', 'Moss');
  await addPeer(request, company, team, 'gus', 'Gus', 'Roy');
  const surveyId = await benSurvey(request, company, team, 'Team leads 360');

  // HR lets ratees nominate, their manager approving, 3 to 6 peers.
  const hr = await browser.newPage();
  await startSignedIn(hr, company);
  await hr.goto(`/portrayal/admin/survey/${surveyId}`);
  await expect(hr.getByText('HR picks every rater')).toBeVisible();
  await hr.getByRole('button', { name: 'Change rater selection' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Rater selection' });
  await dialog.getByRole('combobox', { name: 'Who picks the raters' }).click();
  await hr.getByRole('option', { name: 'Ratee nominates, their manager approves' }).click();
  await dialog.getByLabel('Nomination deadline').fill(day(7));
  await dialog.getByLabel('Peers: at least').fill('3');
  await dialog.getByLabel('Peers: at most').fill('6');
  await snapBoth(hr, 'nomination-settings');
  await dialog.getByRole('button', { name: 'Save rater selection' }).click();
  await expect(dialog).toBeHidden();
  await expect(hr.getByText('Ratee nominates, manager approves')).toBeVisible();
  const sent = await request.post('/survey/send-email/', { headers: authHeader(company), data: { survey_id: surveyId } });
  expect(sent.status()).toBe(200);

  // Ben is mailed, and his dashboard shows the task too: he starts from there and picks four peers from the suggestions.
  expect(await linkFromOutbox(team.ben!.email, '/portrayal/nominations')).toContain('/portrayal/nominations');
  const ben = await browser.newPage();
  await startSignedIn(ben, { ...company, token: await employeeToken(request, team.ben!) });
  await ben.goto('/portrayal/dashboard');
  await expect(ben.getByRole('link', { name: /^Raters to choose 1/ })).toBeVisible();
  await snapBoth(ben, 'nomination-dashboard');
  await ben.getByRole('link', { name: /^Raters to choose 1/ }).click();
  await expect(ben).toHaveURL(/\/portrayal\/nominations$/);
  await expect(ben.getByRole('heading', { name: 'Team leads 360' })).toBeVisible();
  await expect(ben.getByRole('button', { name: 'Send for approval' })).toBeDisabled();
  for (const name of ['Ada Obi', 'Carl Diaz', 'Eve Stone', 'Finn Moss']) await ben.getByRole('button', { name: `Add ${name} as peer` }).click();
  await expect(ben.getByText('Peers: 4 chosen · 3–6')).toBeVisible();
  await snapBoth(ben, 'nomination-choose');
  await ben.getByRole('button', { name: 'Send for approval' }).click();
  await expect(ben.getByText('Waiting for approval')).toBeVisible();

  // Maya keeps three and puts Gus in Finn's place.
  const approveLink = await linkFromOutbox(team.maya!.email, '/portrayal/nomination-approvals');
  const maya = await browser.newPage();
  await startSignedIn(maya, { ...company, token: await employeeToken(request, team.maya!) });
  await maya.goto(approveLink);
  await expect(maya.getByRole('heading', { name: 'Ben Li' })).toBeVisible();
  await maya.getByRole('button', { name: 'Replace Finn Moss' }).click();
  await maya.getByRole('textbox', { name: 'Search a colleague instead of Finn Moss' }).fill('Gus');
  await maya.getByRole('button', { name: 'Search', exact: true }).click();
  await maya.getByRole('button', { name: 'Put Gus Roy instead' }).click();
  await snapBoth(maya, 'nomination-approve');
  await maya.getByRole('button', { name: 'Approve 4 raters' }).click();
  await expect(maya.getByText('Approved', { exact: true })).toBeVisible();

  // Those four are invited; Finn is not.
  for (const key of ['ada', 'carl', 'eve', 'gus']) await linkFromOutbox(team[key]!.email, '/portrayal/user/survey-list');
  expect(outboxCount(team.finn!.email)).toBe(0); // added without an invitation, and never invited as a rater

  await hr.reload();
  await expect(hr.getByRole('row', { name: /Ben Li/ }).getByText('Approved')).toBeVisible();
  await snapBoth(hr, 'nomination-survey-page');
});
