import { expect, test } from '@playwright/test';
import { linkFromOutbox, outboxCount } from './outbox';
import { snap } from './screens';

const email = `hr.admin@acme-${Date.now()}.example.com`;
const firstPassword = 'correct horse battery';
const secondPassword = 'staple paper clip 42';
const thirdPassword = 'a brand new passphrase';

async function signIn(page: import('@playwright/test').Page, password: string) {
  await page.goto('/authentication/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
}

test('a company registers, confirms, signs in, changes and resets its password', async ({ page }) => {
  await page.goto('/');
  await snap(page, '01-landing');

  await page.goto('/authentication/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, '02-register');
  await page.getByLabel('Company name').fill('Acme Manufacturing');
  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Last name').fill('Novak');
  await page.getByLabel('Business email').fill('hana@gmail.com');
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByText(/business email/i).first()).toBeVisible();
  await snap(page, '03-register-free-mail-refused');
  await page.getByLabel('Business email').fill(email);
  await page.getByRole('button', { name: /create account|register/i }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await snap(page, '04-verify-email');

  // Signing in before confirming is refused with a message that says to confirm.
  await page.goto('/authentication/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText(/confirm your email/i).first()).toBeVisible();
  await snap(page, '05-login-unconfirmed');

  const confirmation = await linkFromOutbox(email, '/authentication/confirmation-link/');
  await page.goto(confirmation);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  await snap(page, '06-email-confirmed');

  await signIn(page, firstPassword);
  await expect(page.getByText(/Hana/).first()).toBeVisible();
  await expect(page.getByText('Acme Manufacturing').first()).toBeVisible();
  await snap(page, '07-dashboard');

  await page.goto('/portrayal/account');
  await snap(page, '08-account');
  await page.getByLabel('Current password').fill(firstPassword);
  await page.getByLabel('New password').fill(secondPassword);
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText(/password has been changed/i).first()).toBeVisible();
  await snap(page, '09-password-changed');

  // The session goes on with the token the change returned.
  await page.reload();
  await expect(page).toHaveURL(/\/portrayal\/account/);

  await page.getByRole('button', { name: /sign out/i }).first().click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  await snap(page, '10-signed-out');

  const mailsBefore = outboxCount(email);
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/forgot-password/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/on its way|check your inbox/i).first()).toBeVisible();
  await snap(page, '11-reset-requested');

  const reset = await linkFromOutbox(email, '/authentication/password-reset/', mailsBefore);
  await page.goto(reset);
  await snap(page, '12-reset-form');
  await page.getByLabel('New password').fill(thirdPassword);
  await page.getByRole('button', { name: /set password|reset|save/i }).click();
  await expect(page.getByText(/password has been (set|reset|changed)/i).first()).toBeVisible();
  await snap(page, '13-reset-done');

  // The spent link cannot be used twice.
  await page.goto(reset);
  await page.getByLabel('New password').fill('yet another passphrase');
  await page.getByRole('button', { name: /set password|reset|save/i }).click();
  await expect(page.getByText(/invalid or has expired/i).first()).toBeVisible();

  await signIn(page, thirdPassword);
  await snap(page, '14-dashboard-after-reset');
});

test('the signed-in area needs a token', async ({ page }) => {
  await page.goto('/portrayal/dashboard');
  await expect(page).toHaveURL(/\/authentication\/login/);
});

test('an unknown API path answers 404 JSON and an unknown page gets the app', async ({ request }) => {
  const api = await request.get('/api/no-such-thing/');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: expect.any(String) });
  const page = await request.get('/some/unknown/page');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});
