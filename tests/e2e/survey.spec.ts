import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { toast } from './master-helpers';
import { outboxMessages } from './outbox';
import { snap } from './screens';
import { starterLibrary, surveyTeam, type Person } from './survey-helpers';

// One story in order: each test goes on from what the one before left.
test.describe.configure({ mode: 'serial' });

const DOMAIN = `survey-staff-${Date.now()}.example.com`;
const TITLE = 'Mid-year 360° review';
const LINK = '/portrayal/user/survey-list';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let company: Company;
let team: Record<string, Person>;
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'survey');
  team = await surveyTeam(request, company, DOMAIN);
  await starterLibrary(request, company);
});

const invitationsTo = (p: Person) => outboxMessages(p.email).filter((m) => m.includes(TITLE));
const name = (p: Person) => `${p.first} ${p.last}`;
const next = (page: Page, step: string) => page.getByRole('button', { name: `Next: ${step}` }).click();

test('an admin creates a survey for three ratees with every relationship, and every rater is invited', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys', exact: true }).click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/survey$/);
  await expect(page.getByText(/no surveys yet/i)).toBeVisible();
  await snap(page, 'survey-01-empty');

  await page.getByRole('link', { name: 'New survey' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Description' }).fill('How we work together, half a year in.');
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('End date').fill(day(-1));
  await next(page, 'Audience');
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
  await page.getByLabel('End date').fill(day(14));
  await snap(page, 'survey-02-details');
  await next(page, 'Audience');

  for (const key of ['ben', 'ada', 'carl']) await page.getByRole('checkbox', { name: `Rate ${name(team[key]!)}` }).check();
  await expect(page.getByText('3 ratees chosen')).toBeVisible();
  await snap(page, 'survey-03-audience');
  await next(page, 'Competencies');

  for (const competency of ['Integrity', 'Accountability']) await page.getByRole('checkbox', { name: competency }).check();
  await page.getByRole('spinbutton', { name: 'Weight of Integrity' }).fill('40');
  await snap(page, 'survey-04-competencies');
  await next(page, 'Raters');

  const everyone = page.getByRole('group', { name: 'For every ratee' });
  for (const relationship of ['Self', 'Manager', 'Direct reports', 'Peers']) await everyone.getByRole('button', { name: relationship }).click();
  const bens = page.getByRole('group', { name: `Raters of ${name(team.ben!)}` });
  await expect(bens).toContainText('5 raters');
  await snap(page, 'survey-05-raters');
  await next(page, 'Review');

  await expect(page.getByText('In all: 3 ratees, 5 raters, 13 assignments.')).toBeVisible();
  await snap(page, 'survey-06-review');
  await page.getByRole('button', { name: 'Create survey and send invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Survey sent' })).toBeVisible();
  await expect(page.getByText('5 raters were mailed')).toBeVisible();
  await snap(page, 'survey-07-sent');

  // Ben is asked about himself and his two peers; Dee only about Ben, her manager.
  // The mails leave one by one after the answer: wait for all five raters' before reading any.
  await expect.poll(() => ['ben', 'dee', 'maya', 'ada', 'carl'].map((key) => invitationsTo(team[key]!).length)).toEqual([1, 1, 1, 1, 1]);
  const bensMail = invitationsTo(team.ben!)[0]!;
  for (const text of ['Ada Obi', 'Carl Diaz', LINK]) expect(bensMail).toContain(text);
  const deesMail = invitationsTo(team.dee!)[0]!;
  expect(deesMail).toContain('Ben Li');
  expect(deesMail).not.toContain('Ada Obi');
  for (const key of ['maya', 'ada', 'carl']) expect(invitationsTo(team[key]!)).toHaveLength(1);

  await page.getByRole('link', { name: 'Open the survey' }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('0 of 13')).toBeVisible();
  await snap(page, 'survey-08-detail');
});

test('editing adds a rater, and only the added rater is mailed', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/survey');
  await page.getByRole('button', { name: `Actions for ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Raters' }).click();

  await page.getByRole('button', { name: `Add a rater for ${name(team.ada!)}` }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill('Dee');
  await page.getByRole('option', { name: /Dee Park/ }).click();
  await expect(page.getByRole('group', { name: `Raters of ${name(team.ada!)}` })).toContainText('Dee Park');
  await snap(page, 'survey-09-rater-added');
  await next(page, 'Review');
  await page.getByRole('button', { name: 'Save changes and invite added raters' }).click();
  await expect(page.getByRole('heading', { name: 'Changes saved' })).toBeVisible();
  await expect(page.getByText('1 added rater was mailed')).toBeVisible();

  await expect.poll(() => invitationsTo(team.dee!).length).toBe(2);
  expect(invitationsTo(team.dee!).at(-1)).toContain('Ada Obi');
  for (const key of ['maya', 'ben', 'ada', 'carl']) expect(invitationsTo(team[key]!)).toHaveLength(1);
});

test('a reminder goes to every rater who has not submitted', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/survey');
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await snap(page, 'survey-10-remind');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send reminder' }).click();
  await expect(toast(page, 'Reminders sent')).toContainText('5 raters who had not submitted yet were mailed');
  for (const key of ['maya', 'ben', 'ada', 'carl']) await expect.poll(() => invitationsTo(team[key]!).length).toBe(2);
  await expect.poll(() => invitationsTo(team.dee!).length).toBe(3);
});
