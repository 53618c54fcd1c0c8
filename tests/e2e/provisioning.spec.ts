import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';

/*
 * The admin connects an identity provider: opens Provisioning from the menu, creates a token (shown once), and an
 * HR system then provisions a person with it over SCIM; the token's "last used" shows it, and revoking it shuts it out.
 */
let company: Company;

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'scim');
});

async function both(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin creates a SCIM token, an HR system provisions with it, and revoking shuts it out', async ({ page, request }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/provisioning');
  await expect(page.getByRole('heading', { name: 'Provisioning', level: 1 })).toBeVisible();
  await expect(page.getByText('No SCIM tokens yet')).toBeVisible();
  await both(page, 'provisioning-empty');

  await page.getByRole('button', { name: 'Create token' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Name/).fill('Okta production');
  await both(page, 'provisioning-create');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByTestId('scim-token');
  await expect(secret).toBeVisible();
  const token = (await secret.textContent())!.trim();
  await both(page, 'provisioning-created');

  const created = await request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: `ada@${company.email.split('@')[1]}`,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      externalId: 'okta-ada',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Okta production' })).toBeVisible();
  await expect(page.getByText('Never used')).toHaveCount(0);
  await both(page, 'provisioning-tokens');

  await page.getByRole('button', { name: 'Revoke Okta production' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Revoke “Okta production”?');
  await both(page, 'provisioning-revoke');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('No SCIM tokens yet')).toBeVisible();
  const refused = await request.get('/scim/v2/Users', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});
