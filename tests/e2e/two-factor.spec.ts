import { expect, test, type Page } from '@playwright/test';
import { totp } from '../api/helpers/totp';
import { registeredCompany, signInThroughTheForm } from './company';
import { snap } from './screens';

/** A code for the secret the page showed, computed here with node:crypto; `offset` steps from now. */
const codeFor = (secret: string, offset = 0) => totp(secret, new Date(), offset);

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/authentication/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

/*
 * Two-factor sign-in, as a person sets it up: on the account page, the secret read off the
 * screen, the app's code computed in the test (RFC 6238 with node:crypto), the recovery codes
 * shown once; then signing out and in again with the password and then a code.
 */
test('enrol in two-factor sign-in from the account page, then sign in with a code', async ({ page, request }) => {
  const company = await registeredCompany(request, 'twofactor');
  await signInThroughTheForm(page, company);
  await page.goto('/portrayal/account');

  const card = page.getByRole('heading', { name: 'Two-factor sign-in' }).locator('xpath=ancestor::div[contains(@class, "rt-Card")][1]');
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await card.getByLabel(/current password/i).fill(company.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  await snap(page, 'two-factor-01-setting-up');
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await card.getByLabel(/code from your app/i).fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await snap(page, 'two-factor-02-recovery-codes');
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 of 10 recovery codes left')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'two-factor-03-on');

  // The password alone no longer signs in: the API answers a challenge, not a token.
  const passwordOnly = await request.post('/auth/token/', { data: { email: company.email, password: company.password } });
  expect(await passwordOnly.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);

  // A wrong code is refused at its field; the next step's code (the one enrolling spent cannot come back) signs in.
  await signInWithPassword(page, company.email, company.password);
  const code = page.getByRole('textbox', { name: /^code/i });
  await snap(page, 'two-factor-04-code-step');
  await code.fill(codeFor(secret, 0) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/This code is not right/)).toBeVisible();
  await snap(page, 'two-factor-05-wrong-code');
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);

  // A recovery code works instead of the app's, once.
  await page.goto('/portrayal/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signInWithPassword(page, company.email, company.password);
  await page.getByRole('textbox', { name: /^code/i }).fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
  await page.goto('/portrayal/account');
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
});
