import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chunksWith, FORM_CODE, SIGNED_IN_CODE } from './chunks';
import { snap } from './screens';

const SECTIONS = {
  Features: 'features',
  Pricing: 'pricing',
  Consulting: 'consulting-projects',
  Masterclass: 'masterclass-certification',
  'Contact us': 'contact-us',
};
const PLANS = ['Starter', 'Growth', 'Scale', 'Enterprise'];
const PAGES = ['/', '/consulting-projects', '/master-class-certification', '/privacy', '/terms'];

/** Script files the page fetched, as URL paths. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('the landing loads none of the signed-in area; the forms arrive only near the contact section', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const signedIn = chunksWith(SIGNED_IN_CODE);
  expect(signedIn.size).toBeGreaterThan(0);
  expect(scripts.filter((s) => signedIn.has(s))).toEqual([]);
  expect(scripts.filter((s) => chunksWith(FORM_CODE).has(s))).toEqual([]);

  await page.locator('#contact-us').scrollIntoViewIfNeeded();
  await expect(page.getByRole('tab', { name: 'Request a demo' })).toBeVisible();
  // The forms bring rjsf, and still nothing else of the signed-in area.
  expect(scripts.filter((s) => chunksWith(FORM_CODE).has(s)).length).toBeGreaterThan(0);
  const rest = chunksWith(SIGNED_IN_CODE.filter((p) => !FORM_CODE.includes(p)));
  expect(scripts.filter((s) => rest.has(s))).toEqual([]);
});

test('the top navigation reaches every section, from the landing and from the other pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const [name, id] of Object.entries(SECTIONS)) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/authentication/login');
  await expect(page.getByRole('link', { name: 'Register' }).first()).toHaveAttribute('href', '/authentication/register');

  for (const path of ['/consulting-projects', '/master-class-certification']) {
    await page.goto(path);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  }

  // Inside the whole app (the router), the landing is the same page.
  await page.goto('/authentication/login');
  await page.getByRole('link', { name: 'Competency 360 home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /every competency/ })).toBeVisible();
});

test('on a phone, the menu opens, leads to a section and closes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  for (const [name, id] of Object.entries(SECTIONS)) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Someone signed in (a stored token) is offered the way back to the app instead.
  await page.evaluate(() => localStorage.setItem('token', 'a-token'));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portrayal/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('every plan opens its dialog, which traps focus and closes', async ({ page }) => {
  await page.goto('/#pricing');
  for (const [i, plan] of PLANS.entries()) {
    const button = page.getByRole('button', { name: `See what’s included in ${plan}` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: plan });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    if (i === 0) {
      await snap(page, 'public-plan-dialog-1280');
      await expectNoSeriousViolations(page, 'plan dialog');
      // Tabbing past the last control comes back inside the dialog.
      for (let n = 0; n < 6; n += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    if (i % 2 === 0) await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
  await expect(page.getByText('USD per report, excluding taxes and duties.')).toBeVisible();
  await expect(page.getByText('$180')).toBeVisible();
});

test('every public page: one h1, no serious accessibility violation, at 360 px and 1280 px', async ({ page }) => {
  // Five pages at two widths, each through axe: longer than the default minute on a busy machine.
  test.setTimeout(180_000);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      if (path === '/') {
        // Bring the lazy forms in, so that they are checked too.
        await page.locator('#contact-us').scrollIntoViewIfNeeded();
        await expect(page.getByRole('tab', { name: 'Request a demo' })).toBeVisible();
      }
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, `${path} at ${width}px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `public${path === '/' ? '-landing' : path.replace(/\//g, '-')}-${width}`);
    }
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoSeriousViolations(page, 'menu open at 360px');
  await snap(page, 'public-menu-360');
});

test('the footer and the registration form lead to the privacy notice and the terms', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Anonymity of feedback/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();

  await page.goto('/authentication/register');
  await expect(page.getByText('By registering you agree to the Terms and the Privacy notice.')).toBeVisible();
  await page.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy notice', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});
