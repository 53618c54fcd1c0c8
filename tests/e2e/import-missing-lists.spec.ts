import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { dialog, row } from './master-helpers';
import { screenshotDir } from './env';
import { chooseImportFile, expectNoAxeViolations, expectNoSidewaysScroll } from './workforce-helpers';

// Issue 38, item 3: a first import names departments, designations and groups Master data does not have yet.
test.describe.configure({ mode: 'serial' });

let company: Company;
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'lists');
  // The one department already there: the file spells it in capitals, and it is used, not made again.
  const made = await request.post('/api/department/', { data: { name: 'Operations' }, headers: authHeader(company) });
  expect(made.status(), await made.text()).toBe(201);
});

const PEOPLE = [
  ['amara', 'Amara', 'Okafor'],
  ['bjorn', 'Björn', 'Lindqvist'],
  ['chloe', 'Chloé', 'Dubois'],
  ['dmitri', 'Dmitri', 'Volkov'],
  ['emi', 'Emi', 'Tanaka'],
  ['farid', 'Farid', 'Haddad'],
  ['grete', 'Grete', 'Müller'],
  ['hina', 'Hina', 'Qureshi'],
] as const;
// Spelled as people type them: any case, blanks around. Each names one item however many rows give it.
const DEPARTMENTS = ['Sales', 'sales ', 'Marketing', 'OPERATIONS', ' Engineering'];
const DESIGNATIONS = ['Account Manager', 'Engineer', 'account  manager', 'Team Lead'];
const GROUPS = ['North', 'South', 'north', ''];

/** 40 people: the first leads, everyone else reports to them. */
function fortyPeople(): string {
  const lines = ['username,email,emp_code,first_name,last_name,designation,department,group,contact_num,manager_emp_code'];
  for (let i = 0; i < 40; i += 1) {
    const [user, first, last] = PEOPLE[i % PEOPLE.length]!;
    const n = Math.floor(i / PEOPLE.length) + 1;
    lines.push(
      [
        `${user}${n}`,
        `${user}${n}@lists-staff.example.com`,
        `LS-${100 + i}`,
        first,
        `${last}`,
        DESIGNATIONS[i % DESIGNATIONS.length],
        DEPARTMENTS[i % DEPARTMENTS.length],
        GROUPS[i % GROUPS.length],
        '',
        i === 0 ? '' : 'LS-100',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The dialog at 1280 and 390 px, kept for a person to look at. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the checklist says the lists come first, and the import offers to create the ones a file names', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/dashboard');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText(/departments, designations and groups come first/)).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Master data' })).toHaveAttribute('href', '/portrayal/admin/master/departments');
  await expect(checklist.getByText(/let the import create the ones your spreadsheet names/)).toBeVisible();
  await shots(page, 'import-missing-00-checklist');

  await page.goto('/portrayal/admin/workforce');
  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  await expect(dialog(page).getByText(/names it does not have yet are listed for you to create/)).toBeVisible();
  await chooseImportFile(page, 'first-forty.csv', fortyPeople());
  await dialog(page).getByRole('button', { name: 'Import', exact: true }).click();

  // Each missing name once, by list, not one error per row.
  await expect(dialog(page).getByRole('heading', { name: 'Not in Master data yet: 3 designations, 3 departments and 2 groups' })).toBeVisible();
  const missing = dialog(page)
    .getByRole('region', { name: /Not in Master data yet/ })
    .getByRole('table');
  await expect(missing.getByRole('row')).toHaveCount(9);
  for (const name of ['Account Manager', 'Engineer', 'Team Lead', 'Sales', 'Marketing', 'Engineering', 'North', 'South']) {
    await expect(missing.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  await expect(missing.getByRole('rowheader', { name: 'Operations' })).toHaveCount(0);
  await expect(row(page, 'Sales')).toContainText('rows 2, 3, 7, 8, 12 and 11 more');
  await expectNoSidewaysScroll(missing);
  await expectNoAxeViolations(page, 'import: missing items');
  await shots(page, 'import-missing-01-listed');
  const none = await page.request.get('/api/user-get/', { headers: authHeader(company) });
  expect(await none.json()).toHaveLength(0);

  await dialog(page).getByRole('button', { name: 'Create these 8 items and import' }).click();
  await expect(
    dialog(page).getByText('40 employees imported. Nobody has been mailed yet: invite them from the list when you are ready. 8 items added to Master data.'),
  ).toBeVisible({ timeout: 30_000 });
  await shots(page, 'import-missing-02-done');
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  const people = (await (await page.request.get('/api/user-get/', { headers: authHeader(company) })).json()) as Array<{
    email: string;
    department: number | null;
    designation: number | null;
    group: number | null;
  }>;
  expect(people).toHaveLength(40);
  const departments = (await (await page.request.get('/api/department/', { headers: authHeader(company) })).json()) as Array<{ id: number; name: string }>;
  expect(departments.map((d) => d.name).sort()).toEqual(['Engineering', 'Marketing', 'Operations', 'Sales']);
  const id = (name: string) => departments.find((d) => d.name === name)!.id;
  const department = (email: string) => people.find((p) => p.email === email)!.department;
  expect(department('amara1@lists-staff.example.com')).toBe(id('Sales'));
  expect(department('bjorn1@lists-staff.example.com')).toBe(id('Sales'));
  expect(department('dmitri1@lists-staff.example.com')).toBe(id('Operations'));

  // The new items are in Master data like any other.
  await page.goto('/portrayal/admin/master/designations');
  for (const name of ['Account Manager', 'Engineer', 'Team Lead']) await expect(row(page, name).first()).toBeVisible();
});
