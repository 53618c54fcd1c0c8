import { expect, test, type Locator, type Page } from '@playwright/test';
import { ENGINEERING, LEADERSHIP, titleOf } from '../../server/cli/demo/survey-plans';
import { snap } from './screens';
import { HR, signInToDemo } from './demo';

/*
 * On the demo company: this year's leadership review continues last year's series, this quarter's engineering review
 * (still open) last half-year's. The dashboard's alert counts open Alerts on the survey they come from; the Alerts tab
 * opens on the latest closed survey with alerts even from an open survey's reports; trends draw one line per series over
 * dated axes, and people pick the lines.
 */
const LEADERSHIP_TITLE = titleOf(LEADERSHIP, new Date());
const ENGINEERING_TITLE = titleOf(ENGINEERING, new Date());
const DATE = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/;

/** The day labels under a chart's x axis. */
async function axisDays(chart: Locator): Promise<string[]> {
  // Recharts draws the labels in a layer of their own, apart from the axis line.
  const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect.poll(() => ticks.count()).toBeGreaterThan(0);
  return (await ticks.allTextContents()).map((t) => t.trim());
}

const rowsOf = (page: Page, list: string) => page.getByRole('table', { name: list }).locator('tbody tr');

for (const width of [1280, 390]) {
  test(`the dashboard's alert counts open Alerts on the survey they come from, with its alerts listed (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInToDemo(page, HR);
    const card = page.getByRole('region', { name: 'Feedback alerts' });
    await card.scrollIntoViewIfNeeded();
    // The counts name their survey: the leadership review, the latest closed survey with alerts.
    await expect(card.getByText(new RegExp(`^From ${LEADERSHIP_TITLE}, closed `))).toBeVisible({ timeout: 45_000 });
    const development = card.getByRole('link', { name: /Development needs/ });
    const counted = Number((await development.innerText()).match(/\d+/)![0]);
    expect(counted).toBeGreaterThan(0);
    await snap(page, `alerts-dashboard-${width}`);

    await development.click();
    await expect(page).toHaveURL(/\/portrayal\/admin\/feedback\/alerts\?survey=\d+$/);
    await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveText(LEADERSHIP_TITLE);
    await expect(rowsOf(page, 'Development needs')).toHaveCount(counted, { timeout: 45_000 });
    // Every entry listed is that survey's (the first cell after the name is the survey).
    expect(new Set(await rowsOf(page, 'Development needs').locator('td:first-of-type').allTextContents())).toEqual(new Set([LEADERSHIP_TITLE]));
    await snap(page, `alerts-from-dashboard-${width}`);
  });
}

test('the Alerts tab opens on the latest closed survey with alerts, even from an open survey’s reports', async ({ page }) => {
  await signInToDemo(page, HR);
  await page.goto('/portrayal/admin/feedback');
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: ENGINEERING_TITLE }).click();
  await expect(page).toHaveURL(/survey=\d+/);
  await page.getByRole('link', { name: 'Alerts' }).click();
  await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveText(LEADERSHIP_TITLE, { timeout: 45_000 });
  await expect(rowsOf(page, 'Development needs').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results after the survey closes' })).toHaveCount(0);
  // "All surveys" stays a choice of its own, and the address keeps it.
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: 'All surveys' }).click();
  await expect(page).toHaveURL(/survey=all/);
  await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveText('All surveys');
});

for (const width of [1280, 390]) {
  test(`the company trend draws one line per survey series over dated axes, and lines are picked (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInToDemo(page, HR);
    await page.goto('/portrayal/admin/feedback/trends');
    const overall = page.getByRole('img', { name: /^Company average by survey: / });
    await expect(overall).toBeVisible({ timeout: 45_000 });
    // Two series: the leadership reviews (this year's continues last year's) and the engineering review of last half-year.
    const label = await overall.getAttribute('aria-label');
    expect(label).toMatch(new RegExp(`${LEADERSHIP_TITLE}: .*\\(closed [^)]+\\) [\\d.]+%, .*${LEADERSHIP_TITLE} \\(closed`));
    expect(label!.split('; ')).toHaveLength(2);
    const days = await axisDays(overall);
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const d of days) expect(d).toMatch(DATE);

    const series = page.getByRole('group', { name: 'Series shown' });
    await expect(series.getByRole('checkbox')).toHaveCount(2);
    await expect(series.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await series.getByText(/Engineering 360/).click();
    await expect(overall).toHaveAttribute('aria-label', new RegExp(`^Company average by survey: ${LEADERSHIP_TITLE}: [^;]+$`));

    // By competency, for the leadership series: three lines until more are picked.
    const competencies = page.getByRole('group', { name: 'Competencies shown' });
    await expect(competencies.getByRole('checkbox', { checked: true })).toHaveCount(3);
    const byCompetency = page.getByRole('img', { name: /^Competencies by survey: / });
    expect((await byCompetency.getAttribute('aria-label'))!.split('; ')).toHaveLength(3);
    await competencies.getByRole('checkbox', { checked: false }).first().click();
    await expect(competencies.getByRole('checkbox', { checked: true })).toHaveCount(4);
    await expect.poll(async () => (await byCompetency.getAttribute('aria-label'))!.split('; ').length).toBe(4);
    for (const d of await axisDays(byCompetency)) expect(d).toMatch(DATE);
    await snap(page, `trend-series-company-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

for (const width of [1280, 390]) {
  test(`a person's trend: dated axes, three competency lines until more are picked (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInToDemo(page, HR);
    const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` };
    type Survey = { id: number; title: string };
    type Row = { ratee: { id: number }; overall: number | null };
    const surveys: Survey[] = await (await request.get('/feedback/surveys/', { headers })).json();
    const leadership = surveys.find((s) => s.title === LEADERSHIP_TITLE)!;
    const earlier = surveys.find((s) => s.title !== LEADERSHIP_TITLE && s.title.endsWith('Leadership 360'))!;
    const rows = async (id: number) => (await (await request.get(`/feedback/survey/${id}/ratees/`, { headers })).json()) as Row[];
    const now = new Set((await rows(leadership.id)).filter((r) => r.overall !== null).map((r) => r.ratee.id));
    const person = (await rows(earlier.id)).find((r) => r.overall !== null && now.has(r.ratee.id))!;
    await page.goto(`/portrayal/admin/feedback/${leadership.id}/${person.ratee.id}`);
    const trend = page.getByRole('region', { name: 'Trend' });
    const overall = trend.getByRole('img', { name: /^Overall by survey: / });
    await expect(overall).toBeVisible({ timeout: 45_000 });
    for (const d of await axisDays(overall)) expect(d).toMatch(DATE);
    const picker = trend.getByRole('group', { name: 'Competencies shown' });
    const offered = await picker.getByRole('checkbox').count();
    expect(offered).toBeGreaterThan(3);
    await expect(picker.getByRole('checkbox', { checked: true })).toHaveCount(3);
    const byCompetency = trend.getByRole('img', { name: /^Competencies by survey: / });
    expect((await byCompetency.getAttribute('aria-label'))!.split('; ')).toHaveLength(3);
    await picker.getByRole('checkbox', { checked: true }).first().click();
    await expect.poll(async () => (await byCompetency.getAttribute('aria-label'))!.split('; ').length).toBe(2);
    await trend.scrollIntoViewIfNeeded();
    await snap(page, `trend-series-person-${width}`);
  });
}
