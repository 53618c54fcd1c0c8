import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CommentInsightsAnswer } from '../../schemas/comment-insights-answer';
import { demoToken, HR, signInToDemo } from './demo';
import { screenshotDir } from './env';

/*
 * Issue 40 on the demo company (the e2e server starts on it; the comment-insights loop computes its closed surveys at
 * start): HR opens a closed survey's report, reads its comment themes and opens the comments behind one, then finds
 * the survey-wide themes on the analytics tab. Only reads the demo, so it runs beside the specs that change it.
 */

const SURVEY = '2026 Leadership 360';
const RATEE = 'Lena Evans';

/**
 * A picture of one part of the screen, for a person to look at (E2E_SCREENSHOTS=1). The window grows to the whole
 * page first, so the sticky header never lies over the part.
 */
async function snapPart(page: Page, part: Locator, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await part.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
  await page.setViewportSize(viewport);
}

test('HR reads a report’s comment themes, opens the comments behind one, and sees the survey’s themes on the analytics tab', async ({ page, request }) => {
  const headers = { authorization: `JWT ${await demoToken(request, HR)}` };
  const surveys = (await (await request.get('/feedback/surveys/', { headers })).json()) as Array<{ id: number; title: string }>;
  const surveyId = surveys.find((s) => s.title === SURVEY)!.id;
  const ratees = (await (await request.get(`/feedback/survey/${surveyId}/ratees/`, { headers })).json()) as Array<{ ratee: { id: number; name: string } }>;
  const rateeId = ratees.find((r) => r.ratee.name === RATEE)!.ratee.id;
  // The loop computes the demo's surveys when the server starts: wait for it rather than race it.
  const read = async (url: string) => (await (await request.get(url, { headers })).json()) as CommentInsightsAnswer;
  await expect.poll(async () => (await read(`/feedback/survey/${surveyId}/ratee/${rateeId}/comment-insights/`)).state, { timeout: 90_000 }).toBe('ready');
  const insights = await read(`/feedback/survey/${surveyId}/ratee/${rateeId}/comment-insights/`);
  expect(insights.themes.length).toBeGreaterThan(1);
  const theme = [...insights.themes].sort((a, b) => b.count - a.count)[0]!;

  await signInToDemo(page, HR);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback', exact: true }).click();
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: SURVEY }).click();
  await page.getByRole('searchbox', { name: 'Search ratees' }).fill('Lena');
  await page.getByRole('link', { name: RATEE }).click();
  await expect(page.getByRole('heading', { level: 1, name: RATEE })).toBeVisible();

  const themes = page.getByRole('region', { name: 'Comment themes' });
  await expect(themes.getByText(/^Computed \d{1,2} \w{3} \d{4}/)).toBeVisible();
  const summary = themes.locator('summary').filter({ hasText: theme.label }).first();
  await expect(summary).toContainText(`${theme.count} comments`);
  const { positive, neutral, negative } = theme.sentiment!;
  await expect(summary).toContainText(`${positive} positive · ${neutral} neutral · ${negative} negative`);
  const details = summary.locator('xpath=..');
  // Two raters may write the same words: the first of them stands for the comment.
  const behind = details.getByText(theme.comments[0]!.text, { exact: true }).first();
  await expect(behind).toBeHidden();
  await summary.click();
  await expect(behind).toBeVisible();
  // Every comment behind the theme is one the report itself shows HR.
  const list = details.locator('li');
  await expect(list).toHaveCount(theme.count);
  const shown = page.getByRole('region', { name: 'Comments', exact: true });
  for (const c of theme.comments.slice(0, 3)) await expect(shown.getByText(c.text, { exact: true }).first()).toBeAttached();
  await snapPart(page, themes, 'comment-themes-report');

  const whole = await read(`/feedback/survey/${surveyId}/comment-insights/`);
  expect(whole.state).toBe('ready');
  await page.goto(`/portrayal/admin/feedback/analytics?survey=${surveyId}`);
  const card = page.getByRole('region', { name: 'Comment themes' });
  await expect(card.getByRole('heading', { name: 'Comment themes' })).toBeVisible();
  const top = [...whole.themes].sort((a, b) => b.count - a.count)[0]!;
  await expect(card.locator('summary').filter({ hasText: top.label }).first()).toContainText(`${top.count} comments`);
  await snapPart(page, card, 'comment-themes-analytics');
});
