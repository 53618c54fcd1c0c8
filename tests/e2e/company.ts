import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

export interface Company {
  email: string;
  password: string;
  /** A JWT for API calls and for starting a page signed in. */
  token: string;
}

let registrations = 0;

/**
 * Registers a company through the API, confirms it from the outbox and signs its admin in. Each company is a visitor
 * of its own, from an address of its own behind the suite's proxy (the server trusts loopback's X-Forwarded-For): the
 * suite registers more companies in an hour than one address may (README: rate limits).
 */
export async function registeredCompany(request: APIRequestContext, label: string): Promise<Company> {
  const email = `hr.${label}@${label}-${Date.now()}.example.com`;
  const password = 'correct horse battery';
  registrations += 1;
  const visitor = `10.${process.pid % 250}.${Math.floor(registrations / 250) % 250}.${(registrations % 250) + 1}`;
  const registered = await request.post('/api/users/', {
    headers: { 'X-Forwarded-For': visitor },
    data: { company_name: `${label[0]!.toUpperCase()}${label.slice(1)} Industries`, first_name: 'Hana', last_name: 'Novak', email, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await linkFromOutbox(email, '/authentication/confirmation-link/');
  const confirmed = await request.patch(`/api/confirmation-link/${link.split('/').filter(Boolean).pop()}/`);
  expect(confirmed.status()).toBe(200);
  const signedIn = await request.post('/auth/token/', { data: { email, password } });
  return { email, password, token: (await signedIn.json()).token as string };
}

/** Signs in through the login screen, as a person does. */
export async function signInThroughTheForm(page: Page, company: Company): Promise<void> {
  await page.goto('/authentication/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(company.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(company.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/portrayal\/dashboard/);
}

/** Starts every page of this test already signed in (the token the SPA keeps). */
export async function startSignedIn(page: Page, company: Company): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), company.token);
}

export const authHeader = (company: Company) => ({ authorization: `JWT ${company.token}` });
