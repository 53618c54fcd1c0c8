import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, signInThroughTheForm, startSignedIn, type Company } from './company';
import { addNamed, dialog, openList, row, toast } from './master-helpers';
import { snap } from './screens';

let company: Company;
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'masterlists');
});

test('groups and designations: add, refuse a duplicate, edit, delete', async ({ page }) => {
  await signInThroughTheForm(page, company);
  await page.getByRole('link', { name: 'Master data' }).first().click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/master\/groups$/);
  await expect(page.getByText('No groups yet')).toBeVisible();
  await snap(page, 'master-01-groups-empty');

  await addNamed(page, 'group', '  Graduate programme ');
  await expect(toast(page, 'Group added')).toBeVisible();
  await expect(row(page, 'Graduate programme')).toBeVisible();
  await snap(page, 'master-02-group-added');

  // The form warns before sending: any case, spaces around.
  await addNamed(page, 'group', 'GRADUATE programme');
  await expect(dialog(page).getByText('Group "GRADUATE programme" already exists.')).toBeVisible();
  await snap(page, 'master-03-duplicate-warned');
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  // Another tab adds "Sales" meanwhile: the server refuses, and says so at the field.
  await page.request.post('/api/group/', { data: { name: 'Sales' }, headers: authHeader(company) });
  await addNamed(page, 'group', 'sales ');
  await expect(dialog(page).getByText('Group "sales" already exists.')).toBeVisible();
  await snap(page, 'master-04-duplicate-refused-by-server');
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  await row(page, 'Graduate programme').getByRole('button', { name: 'Edit Graduate programme' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Graduate scheme');
  await snap(page, 'master-05-edit');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Group saved')).toBeVisible();
  await expect(row(page, 'Graduate scheme')).toBeVisible();

  await row(page, 'Graduate scheme').getByRole('button', { name: 'Delete Graduate scheme' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('“Graduate scheme” will be removed from your groups.');
  await snap(page, 'master-06-confirm-delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' }).click();
  await expect(toast(page, 'Group deleted')).toBeVisible();
  await expect(row(page, 'Graduate scheme')).toHaveCount(0);

  await openList(page, 'Designations');
  for (const name of ['Sales manager', 'Software engineer', 'Team lead']) {
    await addNamed(page, 'designation', name);
    await expect(row(page, name)).toBeVisible();
  }
  await row(page, 'Team lead').getByRole('button', { name: 'Edit Team lead' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Sales manager');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(page).getByText('Designation "Sales manager" already exists.')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Team leader');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(row(page, 'Team leader')).toBeVisible();
  await row(page, 'Software engineer').getByRole('button', { name: 'Delete Software engineer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete designation' }).click();
  await expect(row(page, 'Software engineer')).toHaveCount(0);
  await page.getByRole('searchbox').fill('lead');
  await expect(page.getByText('1 of 2 designations', { exact: true })).toBeVisible();
  await snap(page, 'master-07-designations-searched');

  await openList(page, 'Company types');
  await expect(page.getByText('Read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: /add company type/i })).toHaveCount(0);
  await snap(page, 'master-08-platform-read-only');

  // On a phone the index of lists becomes a select above the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('combobox', { name: 'Master list' }).click();
  await page.getByRole('option', { name: 'Designations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Designations' })).toBeVisible();
  await snap(page, 'master-17-phone');
});

test('a designation in use is archived instead of deleted: kept by its holder, offered to nobody new, restored', async ({ page, request }) => {
  const headers = authHeader(company);
  const made = await request.post('/api/designation/', { headers, data: { name: 'Field analyst' } });
  expect(made.status()).toBe(201);
  const designation = (await made.json()).id as number;
  expect((await request.post('/api/designation/', { headers, data: { name: 'Field engineer' } })).status()).toBe(201);
  const person = await request.post('/api/employee-registration/', {
    headers,
    data: { username: 'ines', email: 'ines.moreau@masterlists-staff.example.com', emp_code: 'MA-1', first_name: 'Ines', last_name: 'Moreau', designation },
  });
  expect(person.status(), await person.text()).toBe(201);

  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/master/designations');
  await row(page, 'Field analyst').getByRole('button', { name: 'Delete Field analyst' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: 'Delete designation' }).click();
  await expect(ask.getByRole('heading', { name: 'This designation is in use' })).toBeVisible();
  await expect(ask).toContainText('still used by 1 employee');
  await snap(page, 'master-18-in-use-archive-offered');
  await ask.getByRole('button', { name: 'Archive designation' }).click();
  await expect(toast(page, 'Designation archived')).toBeVisible();
  await expect(row(page, 'Field analyst')).toContainText('Archived');
  await snap(page, 'master-19-archived');

  // The person keeps it; a new person is not offered it.
  await page.goto('/portrayal/admin/workforce');
  await row(page, 'ines.moreau@masterlists-staff.example.com').getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Designation' })).toHaveText('Field analyst (archived)');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Add employee' }).first().click();
  await dialog(page).getByRole('combobox', { name: 'Designation' }).click();
  await expect(page.getByRole('option', { name: 'Field engineer' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Field analyst/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/portrayal/admin/master/designations');
  await row(page, 'Field analyst').getByRole('button', { name: 'Restore Field analyst' }).click();
  await expect(toast(page, 'Designation restored')).toBeVisible();
  await expect(row(page, 'Field analyst')).not.toContainText('Archived');
});
