import { expect, test, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../api/sso/test-provider';
import { registeredCompany, startSignedIn, type Company } from './company';
import { e2eUrl } from './env';
import { snap } from './screens';

/*
 * Single sign-on end to end: the admin sets up the company's OpenID Connect provider on its settings screen, signs out,
 * and a person the company has not added yet signs in through the provider's own login page and lands on the dashboard.
 */
const DOMAIN = `sso-${Date.now()}.example.com`;
let company: Company;
let idp: TestProvider;

test.beforeAll(async ({ request }) => {
  idp = await startTestProvider(`${e2eUrl}/authentication/sso/callback`);
  company = await registeredCompany(request, 'sso');
});
test.afterAll(async () => {
  await idp?.close();
});

async function both(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin sets up single sign-on and a new person signs in through the company’s provider', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/single-sign-on');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(page.getByText(`${e2eUrl}/authentication/sso/callback`)).toBeVisible();
  await page.getByLabel('Issuer (discovery) URL').fill(idp.issuer);
  await page.getByLabel('Client ID').fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByLabel('Email domains').fill(DOMAIN);
  await page.getByLabel('Employee code claim').fill('employee_id');
  await page.getByLabel('Create people on first sign-in').check();
  await both(page, 'sso-settings-filled');
  await page.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on saved').first()).toBeVisible();
  // Write-only: saved, the secret's field is empty again.
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  await both(page, 'sso-settings-saved');

  // Signed out, as the admin would from the user menu; the next page starts without a token.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/authentication/login');
  await both(page, 'sso-login-page');
  await page.getByRole('link', { name: 'Sign in with your company’s SSO' }).click();
  await expect(page).toHaveURL(/\/authentication\/sso$/);

  // An address no company leads to: refused on the page, in words.
  await page.getByLabel('Work email').fill('someone@nowhere.example.net');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('No company signs in with single sign-on at this address');
  await both(page, 'sso-sign-in-refused');

  const email = `noor.haddad@${DOMAIN}`;
  idp.people.set(email, { email, given_name: 'Noor', family_name: 'Haddad', employee_id: 'E-4711' });
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The provider's own login page (oidc-provider's), the address already filled in from login_hint.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByPlaceholder('and password').fill('anything');
  await both(page, 'sso-provider-login');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
  await page
    .getByRole('button', { name: /Noor Haddad|NH/ })
    .first()
    .waitFor();
  await both(page, 'sso-signed-in-dashboard');
});

test('a callback this browser did not start is refused with a way to start again', async ({ page }) => {
  await page.goto('/authentication/sso/callback?code=forged&state=forged');
  await expect(page.getByRole('alert')).toContainText('did not start in this browser');
  await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
  await both(page, 'sso-callback-refused');
});
