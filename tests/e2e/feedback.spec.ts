import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { snap } from './screens';
import { CLARA, HR, signInToDemo } from './demo';

/*
 * The feedback area after `npm run seed:demo` (the e2e server starts on the demo data): HR opens a
 * report, downloads its PDF and finds the person and her scores in it, looks at the
 * heatmap, adds a development action; the ratee then sees it in My feedback.
 */

/** The text a reader sees in a PDF. */
async function pdfText(path: string): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  return (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path))), { mergePages: true })).text;
}

test('HR reads a report, downloads it, sees the heatmap and plans an action the ratee then sees', async ({ page, browser, request }) => {
  const action = `Shadow the CFO at the budget review ${Date.now()}`;
  await signInToDemo(page, HR);
  await expect(page.getByRole('heading', { name: 'Surveys in progress' })).toBeVisible();
  await snap(page, 'feedback-dashboard');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback', exact: true }).click();
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: '2026 Leadership 360' }).click();
  await page.getByRole('searchbox', { name: 'Search ratees' }).fill('Clara');
  await snap(page, 'feedback-ratees');
  await page.getByRole('link', { name: 'Clara Lefèvre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clara Lefèvre' })).toBeVisible();

  // The figures on screen are the server's.
  const [, surveyId, rateeId] = page.url().match(/feedback\/(\d+)\/(\d+)/)!;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const report = await (await request.get(`/feedback/survey/${surveyId}/ratee/${rateeId}/`, { headers: { authorization: `JWT ${token}` } })).json();
  // The headline, or the self-assessment where the auditor withholds it to protect raters across surveys (the demo's
  // 2025 Leadership 360 would give one rater's answers away): the report then says so.
  const others = report.overall.find((s: { group: string }) => s.group === 'all_others');
  const overall = (others ?? report.overall.find((s: { group: string }) => s.group === 'self')).score.toFixed(2);
  if (!others) await expect(page.getByText(/^Some figures are withheld to protect raters across surveys/)).toBeVisible();
  await expect(page.getByText(overall).first()).toBeVisible();
  await snap(page, 'feedback-report');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^feedback-2026-leadership-360-clara-lefevre\.pdf$/);
  const text = await pdfText((await download.path())!);
  expect(text).toContain('Clara Lefèvre');
  expect(text).toContain(overall);
  expect(text).toContain(report.competencies[0].title);

  await page.getByRole('button', { name: 'Add action' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action' });
  await dialog.getByRole('textbox', { name: /Action/ }).fill(action);
  await dialog
    .getByRole('button', { name: /save|add/i })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Development plan' }).getByRole('rowheader', { name: action })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback', exact: true }).click();
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: /Scores by department/ })).toBeVisible();
  const heatmap = page.getByRole('table').filter({ hasText: 'Department' }).first();
  await expect(heatmap.getByRole('row').filter({ hasText: 'Engineering' })).toBeVisible();
  await snap(page, 'feedback-analytics');

  const ratee = await browser.newPage();
  await signInToDemo(ratee, CLARA);
  await ratee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My feedback' }).click();
  await expect(ratee.getByRole('heading', { name: '2026 Leadership 360' }).first()).toBeVisible();
  await expect(ratee.getByRole('rowheader', { name: action }).or(ratee.getByText(action)).first()).toBeVisible();
  await snap(ratee, 'feedback-my-feedback');
  await ratee.close();
});
