import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo company the end-to-end server starts on (`npm run seed:demo`): its accounts that sign in. */
export const DEMO_PASSWORD = 'Demo-2026-feedback';
export const HR = 'hr@northwind-demo.com';
export const CLARA = 'clara.lefevre@northwind-demo.com';
export const LINA = 'lina.adeyemi@northwind-demo.com';

/** Signs in through the form as a demo account and waits for the dashboard. */
export async function signInToDemo(page: Page, email: string): Promise<void> {
  await page.goto('/authentication/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
}

/** A demo account's sign-in token, for the API calls a spec makes beside the browser. */
export async function demoToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/auth/token/', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}
