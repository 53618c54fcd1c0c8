import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, signInThroughTheForm, type Company } from './company';
import { dialog, row, toast } from './master-helpers';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { chooseImportFile, createLists, dragOnto, employeeCsv } from './workforce-helpers';

// One story in order: each test goes on from what the one before left.
test.describe.configure({ mode: 'serial' });

let company: Company;
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'workforce');
  await createLists(request, company);
});

test('an admin adds an employee, then imports 200 from a file with one bad row and the corrected file', async ({ page }) => {
  await signInThroughTheForm(page, company);
  await page.getByRole('link', { name: 'Workforce' }).first().click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/workforce$/);
  await expect(page.getByText(/no employees yet/i)).toBeVisible();
  await snap(page, 'workforce-01-empty');

  await page.getByRole('button', { name: 'Add employee' }).first().click();
  const form = dialog(page);
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Mensah');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace.mensah@workforce-staff.example.com');
  // A phone number is kept as typed: the country code's + and the spaces stay.
  await form.getByRole('textbox', { name: 'Contact number' }).fill('+44 (20) 7946-0001');
  await expect(form.getByRole('textbox', { name: 'Contact number' })).toHaveValue('+44 (20) 7946-0001');
  await form.getByRole('textbox', { name: 'Username' }).fill('grace');
  await form.getByRole('textbox', { name: 'Employee code' }).fill('HQ-1');
  await form.getByRole('combobox', { name: 'Designation' }).click();
  await page.getByRole('option', { name: 'Team lead' }).click();
  await snap(page, 'workforce-02-add-form');
  await form.getByRole('button', { name: /add employee/i }).click();
  await expect(toast(page, 'Employee added')).toBeVisible();
  await expect(row(page, 'grace.mensah@workforce-staff.example.com')).toContainText('Team lead');
  await snap(page, 'workforce-03-added');

  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  await chooseImportFile(page, 'employees.csv', employeeCsv('wf', 200, 50));
  await dialog(page).getByRole('button', { name: 'Import', exact: true }).click();
  const problems = dialog(page).getByRole('table');
  await expect(problems).toContainText('51');
  await expect(problems).toContainText('Astronaut');
  await snap(page, 'workforce-04-import-failed');
  const before = await page.request.get('/api/user-get/', { headers: authHeader(company) });
  expect(await before.json()).toHaveLength(1);

  await dialog(page).getByRole('button', { name: 'Choose the corrected file' }).click();
  await chooseImportFile(page, 'employees-corrected.csv', employeeCsv('wf', 200));
  await dialog(page)
    .getByRole('checkbox', { name: /Send the invitation now/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog(page).getByText('200 employees imported')).toBeVisible({ timeout: 30_000 });
  await snap(page, 'workforce-05-import-done');
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox').first().fill('wf17@');
  await expect(row(page, 'wf17@wf-staff.example.com')).toContainText('WF-0017');
  await snap(page, 'workforce-06-search');
  const after = await page.request.get('/api/user-get/', { headers: authHeader(company) });
  expect(await after.json()).toHaveLength(201);
});

test('an imported employee sets a password from the mail, signs in and sees only the user menu', async ({ page }) => {
  const email = 'wf17@wf-staff.example.com';
  const link = await linkFromOutbox(email, '/authentication/password-reset/');
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new passphrase');
  // A first password signs the person in: the welcome link opens their dashboard.
  await page.getByRole('button', { name: /set my password/i }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Survey list' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Submitted surveys' })).toBeVisible();
  for (const admin of ['Workforce', 'Organization', 'Surveys', 'Master data', 'Feedback']) {
    await expect(page.getByRole('link', { name: admin, exact: true })).toHaveCount(0);
  }
  await snap(page, 'workforce-07-employee-menu');
  const refused = await page.request.get('/api/user-get/', { headers: { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('token'))}` } });
  expect(refused.status()).toBe(403);
});

test('an admin grants an employee the Organization area; it applies on their next page without signing in again', async ({ page, browser }) => {
  const email = 'wf17@wf-staff.example.com';
  const signedIn = await page.request.post('/auth/token/', { data: { email, password: 'a brand new passphrase' } });
  const employeeToken = (await signedIn.json()).token as string;
  const employee = await browser.newPage();
  await employee.addInitScript((token) => window.localStorage.setItem('token', token), employeeToken);
  await employee.goto('/portrayal/dashboard');
  await expect(employee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Survey list' })).toBeVisible();
  await expect(employee.getByRole('link', { name: 'Organization', exact: true })).toHaveCount(0);

  await signInThroughTheForm(page, company);
  await page.goto('/portrayal/admin/workforce');
  await page
    .getByRole('tab', { name: 'Permissions' })
    .or(page.getByRole('link', { name: 'Permissions' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/workforce\/permissions$/);
  await page.getByRole('searchbox').first().fill('wf17@');
  await page.getByRole('switch', { name: 'Organization for First17 Last17' }).click();
  await expect(page.getByRole('switch', { name: 'Organization for First17 Last17' })).toBeChecked();
  await expect(toast(page, 'First17 Last17')).toBeVisible();
  await snap(page, 'workforce-08-permissions');

  await employee.reload();
  await expect(employee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization', exact: true })).toBeVisible();
  await expect(employee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workforce', exact: true })).toHaveCount(0);
  await employee.close();
});

test('the imported people appear in the organisation tree, and dragging one onto another changes their manager', async ({ page }) => {
  await signInThroughTheForm(page, company);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization', exact: true }).click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/organization$/);
  const tree = page.getByRole('tree', { name: 'Organization tree' });
  const person = (name: string) => tree.getByRole('treeitem').filter({ hasText: name });
  await expect(person('First1 Last1')).toBeVisible();
  await expect(person('Grace Mensah')).toBeVisible();
  await expect(page.getByText('201 people')).toBeVisible();
  await snap(page, 'organization-01-tree');

  // Search reveals someone deep in the tree, with the matched text highlighted.
  await page.getByRole('searchbox', { name: 'Search people' }).fill('WF-0017');
  await expect(person('First17 Last17')).toBeVisible();
  await expect(person('First17 Last17').locator('mark')).toHaveText('WF-0017');
  await person('First17 Last17').click();
  await expect(page.getByRole('region').or(page.locator('section')).filter({ hasText: 'wf17@wf-staff.example.com' }).first()).toBeVisible();
  await snap(page, 'organization-02-search');
  await page.getByRole('searchbox', { name: 'Search people' }).fill('');
  await expect(page.getByText('To change a manager, drag the person onto the new one', { exact: false })).toBeVisible();

  await dragOnto(page, person('Grace Mensah'), person('First1 Last1'));
  await page.getByRole('alertdialog', { name: 'Move Grace Mensah under First1 Last1?' }).getByRole('button', { name: 'Move' }).click();
  await expect(toast(page, 'Grace Mensah now reports to First1 Last1.')).toBeVisible();
  await snap(page, 'organization-03-moved');
  const nodes = (await (await page.request.get('/api/get-org-hirearchy-data/', { headers: authHeader(company) })).json()) as Array<{
    id: number;
    emp_code: string;
    parent_id: number | null;
  }>;
  const head = nodes.find((n) => n.emp_code === 'WF-0001')!;
  expect(nodes.find((n) => n.emp_code === 'HQ-1')!.parent_id).toBe(head.id);

  // The move was saved: a fresh page shows Grace under the head of the company.
  await page.reload();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(person('Grace Mensah')).toBeVisible();
  await expect(tree.getByRole('treeitem').filter({ hasText: 'Grace Mensah' })).toHaveAttribute('aria-level', '2');
});
