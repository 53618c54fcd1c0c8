import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEADERSHIP as LEADERSHIP_PLAN, LEADERSHIP_BEFORE, titleOf } from '../../server/cli/demo/survey-plans';
import { snap } from './screens';
import { HR, signInToDemo } from './demo';

/*
 * On the demo company (the e2e server starts with it, seeded today): the analytics survey picker
 * settles on one choice, the company's and a person's trends across the two leadership reviews,
 * the reports list and heatmap at 1280 px. (tests/e2e/accessibility.spec.ts runs axe on them.)
 */
const LEADERSHIP = titleOf(LEADERSHIP_PLAN, new Date());
const LEADERSHIP_EARLIER = titleOf(LEADERSHIP_BEFORE, new Date());

type Survey = { id: number; title: string; results_available: boolean };

/** The demo's surveys: three closed ones have results. */
async function closedSurveys(page: Page, request: APIRequestContext): Promise<Survey[]> {
  const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const surveys: Survey[] = await (await request.get('/feedback/surveys/', { headers })).json();
  expect(surveys.filter((s) => s.results_available).length).toBeGreaterThanOrEqual(2);
  return surveys;
}

/** No element of the page is wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((t) => {
        const box = t.parentElement!;
        return { w: box.scrollWidth, c: box.clientWidth, cap: t.getAttribute('aria-label') ?? t.caption?.textContent ?? '' };
      })
      .filter((x) => x.w > x.c + 1),
  );
  expect(wide, label).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(true);
}

test('choosing a survey in the analytics picker changes the address once and shows its analytics', async ({ page, request }) => {
  await signInToDemo(page, HR);
  const surveys = await closedSurveys(page, request);
  const leadership = surveys.find((s) => s.title === LEADERSHIP)!;
  const earlier = surveys.find((s) => s.title === LEADERSHIP_EARLIER)!;
  await page.goto(`/portrayal/admin/feedback/analytics?survey=${earlier.id}`);
  // The first read of a survey's results freezes its figures: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: /Scores by department/ })).toBeVisible({ timeout: 45_000 });

  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/feedback/analytics/?')) loads.push(r.url());
  });
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
  await signInToDemo(page, HR);
  await page.goto('/portrayal/admin/feedback/trends');
  await expect(page.getByRole('img', { name: /^Company average by survey: / })).toBeVisible();
  // The leadership series' competencies: Collaboration among those offered, drawn once picked (if not drawn already).
  const collaboration = page.getByRole('group', { name: 'Competencies shown' }).getByRole('checkbox', { name: /Collaboration/ });
  if (!(await collaboration.isChecked())) await collaboration.click();
  await expect(page.getByRole('img', { name: /^Competencies by survey: .*Collaboration/ })).toBeVisible();
  await snap(page, 'trends-company-1280');

  // A leader rated in both leadership reviews: their report shows two points.
  const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const surveys: Survey[] = await (await request.get('/feedback/surveys/', { headers })).json();
  const leadership = surveys.find((s) => s.title === LEADERSHIP)!;
  const earlier = surveys.find((s) => s.title === LEADERSHIP_EARLIER)!;
  type Row = { ratee: { id: number }; overall: number | null };
  const rows = async (id: number) => (await (await request.get(`/feedback/survey/${id}/ratees/`, { headers })).json()) as Row[];
  const inLeadership = new Set((await rows(leadership.id)).filter((r) => r.overall !== null).map((r) => r.ratee.id));
  const person = (await rows(earlier.id)).find((r) => r.overall !== null && inLeadership.has(r.ratee.id))!;
  await page.goto(`/portrayal/admin/feedback/${leadership.id}/${person.ratee.id}`);
  const trend = page.getByRole('region', { name: 'Trend' });
  await expect(trend.getByRole('img', { name: /^Overall by survey: / })).toBeVisible();
  await snap(page, 'trends-person-1280');
});
