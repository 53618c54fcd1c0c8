import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';
import { openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

// One story in order: a new company's checklist, its first surveys, their preview and closing.
test.describe.configure({ mode: 'serial' });

const DOMAIN = `start-staff-${Date.now()}.example.com`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let company: Company;
let team: Record<string, Person>;
let draftId: number;
let openId: number;

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'start');
});

/**
 * No WCAG 2.1 A/AA violation in the page's own content, and nothing wider than the window, at
 * 1280 and 390 px. The shell (side menu, header) is checked by its own suite.
 */
async function checkScreen(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('.shell-aside')
      .exclude('.shell-header')
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${name} at ${width}`,
    ).toEqual([]);
    if (width === 1280) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits 1280`).toBe(true);
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function draftSurvey(request: APIRequestContext): Promise<number> {
  const headers = authHeader(company);
  const library = (await (await request.get('/competency/list/', { headers })).json()) as Array<{ id: number; title: string }>;
  const made = await request.post('/survey/survey-creation/', {
    headers,
    data: {
      survey: {
        title: 'Draft pulse',
        start_date: day(3),
        end_date: day(20),
        audience: 'Individual',
        is_draft: true,
        type_values: [],
        competencies: [{ competency: library.find((c) => c.title === 'Integrity')!.id, weight: 25, expected_level: 'basic' }],
      },
      position: null,
      survey_assign: [{ ratee: team.ben!.id, rater: team.ben!.id, relationship: 'self' }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).id as number;
}

test("a new company's admin sees the checklist, each step ticked as its data appears, until dismissed", async ({ page, request }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/dashboard');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText('0 of 4 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add people' })).toHaveAttribute('href', '/portrayal/admin/workforce');
  await checkScreen(page, 'getting-started-new');

  team = await surveyTeam(request, company, DOMAIN);
  await starterLibrary(request, company);
  await page.reload();
  await expect(checklist.getByText('2 of 4 done')).toBeVisible();
  draftId = await draftSurvey(request);
  await page.reload();
  await expect(checklist.getByText('3 of 4 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Open surveys' })).toBeVisible();
  await checkScreen(page, 'getting-started-three');

  await checklist.getByRole('button', { name: 'Dismiss' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get started' })).toBeHidden();
});

test('HR previews a draft survey as a rater, in both wordings, and nothing is saved', async ({ page, request }) => {
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${draftId}`);
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/${draftId}/preview`));
  await expect(page.getByRole('heading', { name: 'Integrity' })).toBeVisible();
  await expect(page.getByText('Does what they say they will do.')).toBeVisible();
  await expect(page.getByText('How often does this person show each behaviour?')).toBeVisible();
  await expect(page.getByRole('note').getByText('Preview — answers are not saved')).toBeVisible();
  await page.locator('fieldset.statement').first().getByRole('radio').nth(3).check();
  await checkScreen(page, 'survey-preview-others');
  await page.getByRole('radio', { name: 'Self' }).click();
  await expect(page).toHaveURL(/as=self/);
  await expect(page.getByText(/How well does each statement describe you\?/)).toBeVisible();
  await checkScreen(page, 'survey-preview-self');
  // Nothing reached the server: the draft's one assignment is untouched.
  const progress = await (await request.get(`/survey/survey/${draftId}/`, { headers: authHeader(company) })).json();
  expect(progress.progress.submitted).toBe(0);
});

test('the dashboard counts ratings and raters in their own units; a closed survey waits for nobody', async ({ page, request }) => {
  openId = await openSurvey(request, company, 'Autumn 360', [
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
    { ratee: team.dee!, rater: team.ada!, relationship: 'peer' },
  ]);
  await startSignedIn(page, company);
  await page.goto('/portrayal/dashboard');
  const surveys = page.getByRole('region', { name: 'Surveys in progress' });
  await expect(surveys.getByText('0 of 3 ratings submitted')).toBeVisible();
  await expect(surveys.getByText('2 raters still have ratings to give').first()).toBeVisible();
  await expect(surveys).not.toContainText(/pending|have not answered/);

  const closed = await request.post(`/survey/survey/${openId}/close/`, { headers: authHeader(company) });
  expect(closed.status()).toBe(200);
  await page.goto(`/portrayal/admin/survey/${openId}`);
  await expect(page.getByTestId('survey-progress-line')).toHaveText(/^Closed \d{1,2} \w{3} \d{4} · 3 ratings not given$/);
  await expect(page.getByText('2 ratings not given')).toBeVisible();
  await expect(page.getByText(/Waiting for/)).toHaveCount(0);
  await checkScreen(page, 'survey-closed-detail');
  await page.goto('/portrayal/admin/survey');
  await expect(page.getByText('3 ratings not given')).toBeVisible();
  await checkScreen(page, 'survey-list');
});
