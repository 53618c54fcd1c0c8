import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, signInThroughTheForm } from './company';
import { snap } from './screens';

/*
 * Sign-out ends the session on the server: the account page lists where one is signed in,
 * signs another session out, and the menu's sign-out leaves the token it held refused.
 */
test('the account page lists sessions, signs one out, and signing out ends the token on the server', async ({ page, request }) => {
  const company = await registeredCompany(request, 'sessions');
  await signInThroughTheForm(page, company);
  const browserToken = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(browserToken).toBeTruthy();

  await page.goto('/portrayal/account');
  const list = page.getByRole('table');
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  // The API session the company was registered with is the other one.
  const others = page.getByRole('button', { name: /^Sign out .*, last seen/ });
  await expect(others).toHaveCount(1);
  await snap(page, 'sessions-01-listed');
  await others.click();
  await expect(others).toHaveCount(0);
  await expect(list.getByText('This device', { exact: true })).toBeVisible();
  expect((await request.get('/api/auth-user/', { headers: authHeader(company) })).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect((await request.get('/api/auth-user/', { headers: { authorization: `JWT ${browserToken}` } })).status()).toBe(401);
});

test('sign out everywhere asks first, then ends every session, this one included', async ({ page, request }) => {
  const company = await registeredCompany(request, 'everywhere');
  await signInThroughTheForm(page, company);
  await page.goto('/portrayal/account');
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await snap(page, 'sessions-02-everywhere-asks');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  expect((await request.get('/api/auth-user/', { headers: authHeader(company) })).status()).toBe(401);
});
