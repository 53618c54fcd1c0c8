import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { outboxMessages } from './outbox';
import { snap } from './screens';
import { starterLibrary, surveyTeam, type Person } from './survey-helpers';

const DOMAIN = `invitation-text-${Date.now()}.example.com`;
const TITLE = 'Autumn 360';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const next = (page: Page, step: string) => page.getByRole('button', { name: `Next: ${step}` }).click();

let company: Company;
let team: Record<string, Person>;
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'invitetext');
  team = await surveyTeam(request, company, DOMAIN);
  await starterLibrary(request, company);
});

test("the wizard's invitation text opens the invitation the raters get", async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/survey');
  await page.getByRole('link', { name: 'New survey' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('End date').fill(day(14));
  await page.getByRole('textbox', { name: 'Invitation text' }).fill('Your view helps Ben grow.\n\nQuestions? Ask Maya.');
  await snap(page, 'invitation-text-01-details');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'invitation-text-01-details-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await next(page, 'Audience');

  await page.getByRole('checkbox', { name: 'Rate Ben Li' }).check();
  await next(page, 'Competencies');
  await page.getByRole('checkbox', { name: 'Integrity' }).check();
  await next(page, 'Raters');
  const everyone = page.getByRole('group', { name: 'For every ratee' });
  for (const relationship of ['Self', 'Manager']) await everyone.getByRole('button', { name: relationship }).click();
  await next(page, 'Review');

  await expect(page.getByText('Your view helps Ben grow.')).toBeVisible();
  await snap(page, 'invitation-text-02-review');
  await page.getByRole('button', { name: 'Create survey and send invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Survey sent' })).toBeVisible();

  const invitationsTo = (p: Person) => outboxMessages(p.email).filter((m) => m.includes(TITLE));
  await expect.poll(() => [invitationsTo(team.ben!).length, invitationsTo(team.maya!).length]).toEqual([1, 1]);
  for (const mail of [invitationsTo(team.ben!)[0]!, invitationsTo(team.maya!)[0]!]) {
    expect(mail.replace(/\r\n/g, '\n')).toMatch(/Hello \w+,\n\nYour view helps Ben grow\.\n\nQuestions\? Ask Maya\.\n\n/);
  }
});
