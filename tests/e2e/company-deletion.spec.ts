import { expect, test } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn } from './company';
import { snap } from './screens';

/** Issue 43: an admin keeps answers for a while, then deletes the company and is signed out to the public site. */
test('an admin sets the answer retention, then deletes the company for good', async ({ page, request }) => {
  const company = await registeredCompany(request, 'shortlived');
  await startSignedIn(page, company);
  await page.goto('/portrayal/account');

  const retention = page.getByRole('spinbutton', { name: /delete individual answers/i });
  await expect(retention).toBeVisible();
  await retention.fill('24');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByText('Answer retention saved').first()).toBeVisible();
  expect((await (await request.get('/api/answer-retention/', { headers: authHeader(company) })).json()).answer_retention_months).toBe(24);

  const danger = page.getByRole('heading', { name: 'Delete company' });
  await danger.scrollIntoViewIfNeeded();
  await snap(page, 'company-deletion-01-account');
  const name = page.getByRole('textbox', { name: 'Company name' });
  await name.fill('shortlived industries');
  await page.getByRole('button', { name: 'Delete company…' }).click();
  await expect(page.getByText(/capitals and spaces included/i).first()).toBeVisible();
  await snap(page, 'company-deletion-02-wrong-name');

  await name.fill('Shortlived Industries');
  await page.getByRole('button', { name: 'Delete company…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete Shortlived Industries for good?')).toBeVisible();
  await snap(page, 'company-deletion-03-confirm');
  await dialog.getByRole('button', { name: 'Delete company and all its data' }).click();

  await expect(page).toHaveURL(/\/$/);
  await snap(page, 'company-deletion-04-public-site');
  expect((await request.get('/api/auth-user/', { headers: authHeader(company) })).status()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the danger card and its dialog fit', async ({ page, request }) => {
    const company = await registeredCompany(request, 'pocket');
    await startSignedIn(page, company);
    await page.goto('/portrayal/account');
    await page.getByRole('heading', { name: 'Delete company' }).scrollIntoViewIfNeeded();
    await snap(page, 'company-deletion-05-phone');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Pocket Industries');
    await page.getByRole('button', { name: 'Delete company…' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await snap(page, 'company-deletion-06-phone-confirm');
  });
});
