import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { snap } from './screens';

/*
 * On the demo company (the e2e server starts with it): the analytics survey picker settles on one
 * choice, the company's and a person's trends, the reports list and heatmap at 1280 px, and axe
 * on every feedback screen for HR and an employee at 1280 and 390 px. The demo has one closed
 * survey: the Engineering survey is closed early here so the picker has two to choose from.
 */
const PASSWORD = 'Demo-2026-feedback';
const HR = 'hr@northwind-demo.com';
const CLARA = 'clara.lefevre@northwind-demo.com';
const LEADERSHIP = '2026 Leadership 360';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function signIn(page: Page, email: string) {
  await page.goto('/authentication/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
}

type Survey = { id: number; title: string; results_available: boolean };

/** The demo's surveys, after closing every open one so that two have results. */
async function twoClosedSurveys(page: Page, request: APIRequestContext): Promise<Survey[]> {
  const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` };
  let surveys: Survey[] = await (await request.get('/feedback/surveys/', { headers })).json();
  for (const s of surveys.filter((x) => !x.results_available)) {
    expect((await request.post(`/survey/survey/${s.id}/close/`, { headers })).status()).toBe(200);
  }
  surveys = await (await request.get('/feedback/surveys/', { headers })).json();
  expect(surveys.filter((s) => s.results_available).length).toBeGreaterThanOrEqual(2);
  return surveys;
}

/** No element of the page is wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const wide = await page.evaluate(() => [...document.querySelectorAll('table')]
    .map((t) => { const box = t.parentElement!; return { w: box.scrollWidth, c: box.clientWidth, cap: t.getAttribute('aria-label') ?? t.caption?.textContent ?? '' }; })
    .filter((x) => x.w > x.c + 1));
  expect(wide, label).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(true);
}

/**
 * The page's own content. Left to where they are built: the shell's menu and header, and the
 * development plan (its "Add … to plan" buttons' names differ from their visible "Add").
 */
async function expectNoAxeViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).include('main').exclude('section[aria-labelledby="development-plan-title"]')
    .withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

test('choosing a survey in the analytics picker changes the address once and shows its analytics', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, HR);
  const surveys = await twoClosedSurveys(page, request);
  const leadership = surveys.find((s) => s.title === LEADERSHIP)!;
  await page.goto('/portrayal/admin/feedback/analytics');
  // The first read of a survey's results freezes its figures: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: /Scores by department/ })).toBeVisible({ timeout: 45_000 });
  // The default is the newest survey with answers: not Leadership.
  await expect(page).not.toHaveURL(new RegExp(`survey=${leadership.id}(&|$)`));

  const loads: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/feedback/analytics/?')) loads.push(r.url()); });
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: LEADERSHIP }).click();
  await expect(page.getByRole('heading', { name: /Scores by department/ })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(new RegExp(`survey=${leadership.id}(&|$)`));
  await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveText(LEADERSHIP);
  expect(loads).toHaveLength(1);
  await expectNoSidewaysScroll(page, 'analytics at 1280');
  await snap(page, 'trends-analytics-1280');

  // The reports list's picker, the same way.
  await page.getByRole('link', { name: 'Reports' }).click();
  const other = surveys.find((s) => s.results_available && s.id !== leadership.id)!;
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: other.title }).click();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(new RegExp(`survey=${other.id}(&|$)`));
  await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveText(other.title);
  await expectNoSidewaysScroll(page, 'reports at 1280');
  await snap(page, 'trends-reports-1280');
});

test('the company trend and a person’s trend show across the closed surveys', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, HR);
  await twoClosedSurveys(page, request);
  await page.goto('/portrayal/admin/feedback/trends');
  await expect(page.getByRole('img', { name: /^Company average by survey: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Competencies by survey: .*Collaboration/ })).toBeVisible();
  await snap(page, 'trends-company-1280');

  // A leader of engineering was rated in both surveys: their report shows two points.
  const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const surveys: Survey[] = await (await request.get('/feedback/surveys/', { headers })).json();
  const leadership = surveys.find((s) => s.title === LEADERSHIP)!;
  const engineering = surveys.find((s) => s.title !== LEADERSHIP)!;
  type Row = { ratee: { id: number }; overall: number | null };
  const rows = async (id: number) => (await (await request.get(`/feedback/survey/${id}/ratees/`, { headers })).json()) as Row[];
  const inLeadership = new Set((await rows(leadership.id)).filter((r) => r.overall !== null).map((r) => r.ratee.id));
  const person = (await rows(engineering.id)).find((r) => r.overall !== null && inLeadership.has(r.ratee.id))!;
  await page.goto(`/portrayal/admin/feedback/${leadership.id}/${person.ratee.id}`);
  const trend = page.getByRole('region', { name: 'Trend' });
  await expect(trend.getByRole('img', { name: /^Overall by survey: / })).toBeVisible();
  await snap(page, 'trends-person-1280');
});

test('every feedback screen passes axe and fits, for HR and an employee, at 1280 and 390 px', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  await signIn(page, HR);
  const surveys = await twoClosedSurveys(page, request);
  const leadership = surveys.find((s) => s.title === LEADERSHIP)!;
  const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const [ratee] = (await (await request.get(`/feedback/survey/${leadership.id}/ratees/`, { headers })).json()) as { ratee: { id: number } }[];
  const hrScreens: Record<string, string> = {
    reports: `/portrayal/admin/feedback?survey=${leadership.id}`,
    report: `/portrayal/admin/feedback/${leadership.id}/${ratee!.ratee.id}`,
    analytics: `/portrayal/admin/feedback/analytics?survey=${leadership.id}`,
    trends: '/portrayal/admin/feedback/trends',
    alerts: '/portrayal/admin/feedback/alerts',
  };
  // A context of its own: axe needs one to open its frames.
  const context = await browser.newContext();
  const clara = await context.newPage();
  await signIn(clara, CLARA);
  const claraScreens: Record<string, string> = { 'my-feedback': '/portrayal/user/my-feedback', 'my-report': `/portrayal/user/my-feedback/${leadership.id}` };
  for (const width of [1280, 390]) {
    for (const [who, p, screens] of [['hr', page, hrScreens], ['clara', clara, claraScreens]] as const) {
      await p.setViewportSize({ width, height: 800 });
      for (const [name, url] of Object.entries(screens)) {
        await p.goto(url);
        await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(p.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
        await snap(p, `feedback-${who}-${name}-${width}`);
        if (width === 1280) await expectNoSidewaysScroll(p, `${name} at ${width}`);
        await expectNoAxeViolations(p, `${who} ${name} at ${width}`);
      }
    }
  }
  await context.close();
});
