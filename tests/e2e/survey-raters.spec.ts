import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { row, toast } from './master-helpers';
import { linkFromOutbox, outboxMessages } from './outbox';
import { snap } from './screens';
import { openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

let company: Company;
let team: Record<string, Person>;
let surveyId: number;
const TITLE = 'Rater control review';

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'raters');
  await starterLibrary(request, company);
  team = await surveyTeam(request, company, `raters-${Date.now()}.example.com`);
  const { ben, ada, carl, maya } = team;
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: ben!, rater: ada!, relationship: 'peer' },
    { ratee: ben!, rater: carl!, relationship: 'peer' },
    { ratee: ben!, rater: maya!, relationship: 'manager' },
  ]);
});

const alert = (page: Page) => page.getByRole('alertdialog');
const reminders = (p: Person) => outboxMessages(p.email).filter((m) => m.includes(`Reminder: ${TITLE}`));

async function both(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('HR reminds one rater from the survey page and sees when', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('tab', { name: /Raters/ }).click();
  await page.getByRole('searchbox', { name: 'Search assignments' }).fill('ada');
  const ada = row(page, 'Ada Obi');
  await expect(ada.getByRole('cell').nth(5)).toHaveText('—');
  await ada.getByRole('button', { name: 'Actions for Ada Obi rating Ben Li' }).click();
  await snap(page, 'survey-raters-01-menu');
  await page.getByRole('menuitem', { name: 'Remind…' }).click();
  await expect(alert(page)).toContainText('Remind Ada Obi?');
  await both(page, 'survey-raters-02-remind-dialog');
  await alert(page).getByRole('button', { name: 'Send reminder' }).click();
  await expect(toast(page, 'Reminder sent')).toBeVisible();
  // The Reminded column now shows today's time.
  await expect(ada.getByRole('cell').nth(5)).toHaveText(/\d{1,2} \w{3}, \d{2}:\d{2}/);
  await expect.poll(() => reminders(team.ada!).length).toBe(1);
  expect(reminders(team.carl!)).toHaveLength(0);
  expect(reminders(team.maya!)).toHaveLength(0);
  await page.getByRole('searchbox', { name: 'Search assignments' }).fill('');
  await both(page, 'survey-raters-03-reminded');
});

test('HR writes the invitation text and sees the mail as it will be sent', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('tab', { name: 'Mail settings' }).click();
  await page.getByRole('textbox', { name: 'Invitation text' }).fill('Your view helps Ben grow. Thank you for ten honest minutes.');
  await page.getByRole('button', { name: 'Save mail settings' }).click();
  await expect(toast(page, 'Mail settings saved')).toBeVisible();
  await expect(page.getByLabel('Mail text')).toContainText('Your view helps Ben grow.');
  await both(page, 'survey-raters-04-mail-settings');
});

test('HR invites an employee added without an invitation, and the welcome mail goes out', async ({ page, request }) => {
  const email = `nell.quiet@raters-${Date.now()}.example.com`;
  const added = await request.post('/api/employee-registration/', {
    headers: authHeader(company),
    data: { username: 'nell', email, emp_code: 'S-NELL', first_name: 'Nell', last_name: 'Quiet' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/workforce');
  await expect(row(page, email)).toContainText('Not invited');
  expect(outboxMessages(email)).toHaveLength(0);
  await both(page, 'survey-raters-05-workforce-not-invited');
  await row(page, email).getByRole('button', { name: 'Invite Nell Quiet' }).click();
  await expect(toast(page, 'Invitations')).toBeVisible();
  await expect(row(page, email)).toContainText(/Invited \d+ \w+/);
  await linkFromOutbox(email, '/authentication/password-reset/');
  await both(page, 'survey-raters-06-workforce-invited');
});
