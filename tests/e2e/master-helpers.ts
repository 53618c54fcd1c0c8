import { expect, type Page } from '@playwright/test';

/** What the master data specs look for on the page. */
export const dialog = (page: Page) => page.getByRole('dialog');
export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
export const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/** Opens a list from the master data index. */
export async function openList(page: Page, list: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Master lists' }).getByRole('link', { name: list, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: list })).toBeVisible();
}

export async function addNamed(page: Page, singular: string, name: string): Promise<void> {
  await page
    .getByRole('button', { name: `Add ${singular}` })
    .first()
    .click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page)
    .getByRole('button', { name: `Add ${singular}` })
    .click();
}
