import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn } from './company';
import { dialog, row, toast } from './master-helpers';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { employeeToken } from './survey-helpers';

/**
 * Issue 37: an activated colleague's sign-in address changes only when its owner agrees from
 * the current address; the new one then proves itself with the usual link.
 */
test('an address someone else changes waits for its owner, who agrees from the current address', async ({ page, request }) => {
  const company = await registeredCompany(request, 'consent');
  const domain = `consent-staff-${Date.now()}.example.com`;
  const ben = { first: 'Ben', last: 'Li', email: `ben.li@${domain}` };
  const made = await request.post('/api/employee-registration/', {
    headers: authHeader(company),
    data: { username: 'ben', email: ben.email, emp_code: 'C-BEN', first_name: ben.first, last_name: ben.last, send_invitation: true },
  });
  expect(made.status(), await made.text()).toBe(201);
  await employeeToken(request, { id: (await made.json()).id as number, ...ben });
  const next = `ben@li-home-${Date.now()}.example.com`;

  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/workforce');
  await row(page, ben.email).getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog(page)).toContainText(`we will ask Ben Li at ${ben.email} to agree`);
  await expect(dialog(page).getByRole('textbox', { name: /Reason to change it without asking them/ })).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Email', exact: true }).fill(next);
  await snap(page, 'email-consent-01-employee-dialog');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toContainText(`We asked Ben Li at ${ben.email} to agree to sign in with ${next}`);

  const consent = await linkFromOutbox(ben.email, '/authentication/email-change-consent/');
  await page.goto(new URL(consent).pathname);
  await expect(page.getByText(next, { exact: true })).toBeVisible();
  await snap(page, 'email-consent-02-consent-page');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { name: 'Now open the link at the new address' })).toBeVisible();
  await snap(page, 'email-consent-03-agreed');

  const confirm = await linkFromOutbox(next, '/authentication/email-change/');
  await page.goto(new URL(confirm).pathname);
  await expect(page.getByRole('heading', { name: 'Your sign-in address is changed' })).toBeVisible();
});
