import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { snap } from './screens';
import { CLARA, demoToken, HR, signInToDemo } from './demo';

/*
 * My team on the demo company: HR releases the report of one of Clara's direct reports and
 * names the CEO coach of one of their actions; Clara finds them in My team, opens the released
 * report and plans an action from a suggestion; the coach moves the action's status from My team.
 */

async function expectAxeClean(page: Page, label: string, exclude?: string) {
  // The page's own content: the shell's controls (brand link, user menu) are checked where the shell is fixed.
  const axe = new AxeBuilder({ page }).include('main');
  if (exclude) axe.exclude(exclude);
  const { violations } = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Both widths: the picture, axe, and no table wider than the page at 1280 px. */
async function check(page: Page, name: string, excludeOnPhone?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await snap(page, `${name}-${width}`);
    await expectAxeClean(page, `${name} at ${width}px`, width === 390 ? excludeOnPhone : undefined);
    if (width === 1280) {
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('.rt-TableRoot, table')].some((t) => (t as HTMLElement).scrollWidth > (t as HTMLElement).clientWidth + 1),
      );
      expect(wide, `${name}: a table scrolls sideways at 1280px`).toBe(false);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a manager sees their team, opens a released report and plans; a coach moves an action', async ({ page, request }) => {
  const hr = { authorization: `JWT ${await demoToken(request, HR)}` };
  const me = await (await request.get('/api/auth-user/', { headers: hr })).json();
  const people = (await (await request.get(`/api/user-get/?company_name=${encodeURIComponent(me.company.name)}&limit=1000`, { headers: hr })).json()) as Array<{
    id: number;
    user_id: number;
    email: string;
    parent_id: number | null;
  }>;
  const surveys = (await (await request.get('/feedback/surveys/', { headers: hr })).json()) as Array<{ id: number; title: string; status: string }>;
  const survey = surveys.find((s) => s.title === '2026 Leadership 360')!;
  const ratees = (await (await request.get(`/feedback/survey/${survey.id}/ratees/`, { headers: hr })).json()) as Array<{ ratee: { id: number; name: string } }>;
  // The demo's accounts that sign in: HR, the CEO and Clara, a manager. Her team member rated in the survey is the ratee.
  const managerOf = (p: { parent_id: number | null }) => people.find((m) => m.id === p.parent_id);
  const clara = people.find((p) => ratees.some((r) => r.ratee.id === p.id) && managerOf(p)?.email === CLARA)!;
  const manager = managerOf(clara)!;
  const NAME = ratees.find((r) => r.ratee.id === clara.id)!.ratee.name;
  // The coach: the CEO (who signs in too), neither the ratee nor their manager.
  const coach = people.find((p) => p.parent_id === null && p.email !== HR)!;
  expect((await request.put(`/feedback/survey/${survey.id}/release/`, { headers: hr, data: { released: true, ratees: [clara.id] } })).status()).toBe(200);
  expect((await request.patch('/api/permission-on-user-id/', { headers: hr, data: { user_id: coach.user_id, permissions: { coach: true } } })).status()).toBe(
    200,
  );
  const title = `Run the team retro ${Date.now()}`;
  const made = await request.post('/feedback/development-actions/', { headers: hr, data: { survey: survey.id, ratee: clara.id, title, coach: coach.id } });
  expect(made.status(), await made.text()).toBe(201);

  await signInToDemo(page, manager.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My team', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  const reports = page.getByRole('region', { name: 'Released reports' });
  await expect(reports.getByRole('rowheader', { name: NAME }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: `Development plan of ${NAME}` }).getByText(title)).toBeVisible();
  await check(page, 'team-my-team');

  await reports.getByRole('link', { name: new RegExp(`Open report of ${NAME}, 2026 Leadership 360`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${NAME} · 2026 Leadership 360` })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  const suggestion = page.getByRole('list', { name: 'Suggested development areas' }).getByRole('button').first();
  await suggestion.click();
  const dialog = page.getByRole('dialog', { name: 'Add action' });
  const prefilled = await dialog.getByRole('textbox', { name: /Action/ }).inputValue();
  expect(prefilled).toMatch(/^Build skill in [a-z]/);
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByText(prefilled).first()).toBeVisible();
  // On a phone the shared report view's tables scroll sideways without being focusable
  // (scrollable-region-focusable): the report view's owner fixes that for every report page.
  await check(page, 'team-report', '.team-report-body');

  // Another person's report, or one never released, is not there for the manager.
  await page.goto(`/portrayal/user/my-team/${survey.id}/${manager.id}`);
  await expect(page.getByRole('heading', { name: 'Report not available' })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('token'));
  await signInToDemo(page, coach.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My team', exact: true }).click();
  const plan = page.getByRole('region', { name: `Development plan of ${NAME}` });
  // The sections above the plan load on their own: open the menu once they have, so the page does not move under it.
  await expect(plan.getByText(title)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await plan.getByRole('combobox', { name: `Status of “${title}”` }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await check(page, 'team-coach');
  const mine = (await (await request.get(`/feedback/development-actions/?survey=${survey.id}&ratee=${clara.id}`, { headers: hr })).json()) as Array<{
    title: string;
    status: string;
    coach: { id: number } | null;
  }>;
  expect(mine.find((a) => a.title === title)).toMatchObject({ status: 'done', coach: { id: coach.id } });
});
