import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox, outboxCount } from './outbox';
import { snap } from './screens';

const email = `hr.admin@acme-${Date.now()}.example.com`;
const firstPassword = 'correct horse battery';
const secondPassword = 'staple paper clip 42';
const thirdPassword = 'a brand new passphrase';

/** A form field by its accessible name (labels carry a required mark, so match the name exactly). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function signIn(page: Page, password: string) {
  await page.goto('/authentication/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
}

test('a company registers, confirms, signs in, changes and resets its password', async ({ page }) => {
  await page.goto('/');
  await snap(page, '01-landing');

  await page.goto('/authentication/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, '02-register');
  await field(page, 'Company name').fill('Acme Manufacturing');
  await field(page, 'First name').fill('Hana');
  await field(page, 'Last name').fill('Novak');
  await field(page, 'Business email').fill('hana@gmail.com');
  await field(page, 'Password').fill(firstPassword);
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByText(/business email/i).first()).toBeVisible();
  await snap(page, '03-register-free-mail-refused');
  await field(page, 'Business email').fill(email);
  await page.getByRole('button', { name: /create account|register/i }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await snap(page, '04-verify-email');

  // Signing in before confirming is refused with a message that says to confirm.
  await page.goto('/authentication/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(firstPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText(/confirm your email/i).first()).toBeVisible();
  await snap(page, '05-login-unconfirmed');

  const confirmation = await linkFromOutbox(email, '/authentication/confirmation-link/');
  await page.goto(confirmation);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  await snap(page, '06-email-confirmed');
  // A second visit to the used link: already confirmed, a way to sign in, no "invalid link".
  await page.goto(confirmation);
  await expect(page.getByRole('heading', { name: 'Your address is already confirmed' })).toBeVisible();
  await expect(page.getByText(/invalid|expired/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await snap(page, '06b-email-already-confirmed');

  await signIn(page, firstPassword);
  await expect(page.getByText(/Hana/).first()).toBeVisible();
  await expect(page.getByText('Acme Manufacturing').first()).toBeVisible();
  await snap(page, '07-dashboard');

  await page.goto('/portrayal/account');
  await snap(page, '08-account');
  await field(page, 'Current password').fill(firstPassword);
  await field(page, 'New password').fill(secondPassword);
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText(/password has been changed/i).first()).toBeVisible();
  await snap(page, '09-password-changed');

  // The session goes on with the token the change returned.
  await page.reload();
  await expect(page).toHaveURL(/\/portrayal\/account/);

  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  await snap(page, '10-signed-out');

  const mailsBefore = outboxCount(email);
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/forgot-password/);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/on its way|check your inbox/i).first()).toBeVisible();
  await snap(page, '11-reset-requested');

  const reset = await linkFromOutbox(email, '/authentication/password-reset/', mailsBefore);
  await page.goto(reset);
  await snap(page, '12-reset-form');
  await field(page, 'New password').fill(thirdPassword);
  await page.getByRole('button', { name: /set my password/i }).click();
  await expect(page.getByText(/new password is set/i).first()).toBeVisible();
  await snap(page, '13-reset-done');

  // The spent link cannot be used twice.
  await page.goto(reset);
  await field(page, 'New password').fill('yet another passphrase');
  await page.getByRole('button', { name: /set my password/i }).click();
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
