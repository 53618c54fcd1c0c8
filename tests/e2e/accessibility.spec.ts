import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { snap } from './screens';
import { CLARA, demoToken, HR, LINA } from './demo';

/*
 * Every signed-in screen of the demo company (the e2e server starts on it), as HR and as an
 * employee, on a laptop and on a phone: axe (WCAG 2.1 A and AA) finds no violation, nothing sticks
 * out sideways, and no table needs scrolling sideways on the laptop.
 */
const WIDTHS = [1280, 390] as const;
type Width = (typeof WIDTHS)[number];

interface Screen {
  path: string;
  name: string;
  ready: (page: Page) => Promise<void>;
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `JWT ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The page's main heading has appeared and nothing says it is still loading. */
const settled = (heading?: RegExp | string) => async (page: Page) => {
  const h1 = page.getByRole('heading', { level: 1 });
  // A screen's code arrives on first use: give a loaded machine time to fetch and draw it.
  await expect(heading ? h1.filter({ hasText: heading }) : h1.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
};

async function hrScreens(request: APIRequestContext, token: string): Promise<Screen[]> {
  const surveys = await getJson<Array<{ id: number; title: string; status: string }>>(request, token, '/survey/survey_get/');
  const closed = surveys.find((s) => s.status === 'closed')!;
  const open = surveys.find((s) => s.status === 'open')!;
  const ratees = await getJson<Array<{ ratee: { id: number } }>>(request, token, `/feedback/survey/${closed.id}/ratees/`);
  const ratee = ratees[0]!.ratee.id;
  const lists = ['groups', 'designations', 'departments', 'competency-types', 'competencies', 'statements'];
  return [
    { path: '/portrayal/dashboard', name: 'dashboard', ready: settled() },
    { path: '/portrayal/admin/workforce', name: 'workforce', ready: settled('Workforce') },
    { path: '/portrayal/admin/workforce/permissions', name: 'permissions', ready: settled() },
    { path: '/portrayal/admin/organization', name: 'organization', ready: settled() },
    { path: '/portrayal/admin/survey', name: 'surveys', ready: settled('Surveys') },
    { path: `/portrayal/admin/survey/${open.id}`, name: 'survey-open', ready: settled(open.title) },
    { path: `/portrayal/admin/survey/${closed.id}`, name: 'survey-closed', ready: settled(closed.title) },
    { path: '/portrayal/admin/survey/new', name: 'survey-new', ready: settled() },
    { path: '/portrayal/admin/master', name: 'master', ready: settled() },
    ...lists.map((list) => ({ path: `/portrayal/admin/master/${list}`, name: `master-${list}`, ready: settled() })),
    { path: `/portrayal/admin/feedback?survey=${closed.id}`, name: 'feedback', ready: settled() },
    { path: `/portrayal/admin/feedback/${closed.id}/${ratee}`, name: 'report', ready: settled() },
    { path: `/portrayal/admin/feedback/analytics?survey=${closed.id}`, name: 'analytics', ready: settled() },
    { path: '/portrayal/admin/feedback/trends', name: 'trends', ready: settled() },
    { path: '/portrayal/admin/feedback/alerts', name: 'alerts', ready: settled() },
    { path: '/portrayal/admin/audit-log', name: 'audit-log', ready: settled('Audit log') },
    { path: '/portrayal/account', name: 'account', ready: settled() },
  ];
}

async function employeeScreens(request: APIRequestContext, token: string): Promise<Screen[]> {
  type Lists = { result: Array<{ survey: { id: number }; assignments: Array<{ id: number }> }> };
  const drafts = await getJson<Lists>(request, token, '/survey/survey_by_user_draft/');
  const done = await getJson<Lists>(request, token, '/survey/survey_by_user_complete/');
  const reports = await getJson<Array<{ survey: { id: number } }>>(request, token, '/feedback/my-reports/');
  const pending = drafts.result[0]?.assignments[0];
  const submitted = done.result[0]?.assignments[0];
  return [
    { path: '/portrayal/dashboard', name: 'dashboard', ready: settled() },
    { path: '/portrayal/user/survey-list', name: 'survey-list', ready: settled() },
    ...(pending ? [{ path: `/portrayal/user/survey-list/${pending.id}`, name: 'answer', ready: settled() }] : []),
    { path: '/portrayal/user/submited-survey-list', name: 'submitted', ready: settled() },
    ...(submitted ? [{ path: `/portrayal/user/submited-survey-list/${submitted.id}`, name: 'review', ready: settled() }] : []),
    { path: '/portrayal/user/my-feedback', name: 'my-feedback', ready: settled() },
    ...reports.slice(0, 1).map((r) => ({ path: `/portrayal/user/my-feedback/${r.survey.id}`, name: 'my-report', ready: settled() })),
    { path: '/portrayal/account', name: 'account', ready: settled() },
  ];
}

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Tables (and anything else) wider than their box at this width. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) wide.push(`page ${document.documentElement.scrollWidth}px`);
    for (const table of document.querySelectorAll('table, [role="table"], [role="grid"]')) {
      let box: HTMLElement | null = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (box && box.scrollWidth > box.clientWidth + 1) wide.push(`${table.getAttribute('aria-label') ?? table.tagName} ${box.scrollWidth}>${box.clientWidth}`);
    }
    return wide;
  });

async function checkScreens(page: Page, who: string, screens: Screen[], width: Width) {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    const label = `${who} ${screen.name} at ${width}px`;
    problems.push(...(await violations(page)).map((v) => `${label}: ${v}`));
    if (width === 1280) problems.push(...(await overflowing(page)).map((w) => `${label}: too wide: ${w}`));
    await snap(page, `a11y-${who}-${screen.name}-${width}`);
  }
  expect(problems).toEqual([]);
}

// A test per person and width, so that the two browsers share the work (the screens only read the demo).
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

for (const width of WIDTHS) {
  test(`HR: every screen of the demo is accessible at ${width}px${width === 1280 ? ' and fits a laptop' : ''}`, async ({ page, request }) => {
    const token = await demoToken(request, HR);
    await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
    await checkScreens(page, 'hr', await hrScreens(request, token), width);
  });

  test(`employees: every screen of the demo is accessible at ${width}px${width === 1280 ? ' and fits a laptop' : ''}`, async ({ page, request }) => {
    for (const [who, email] of [
      ['lina', LINA],
      ['clara', CLARA],
    ] as const) {
      const token = await demoToken(request, email);
      await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
      await checkScreens(page, who, await employeeScreens(request, token), width);
    }
  });
}
