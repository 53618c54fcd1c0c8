import { expect, test, type Locator } from '@playwright/test';
import { snap } from './screens';

/*
 * The landing and the plans promise only what the product does (issue 38, item 12; issue 40): alerts
 * come after a survey closes, "machine-enabled learning" is statistics and word lists run on the
 * company's server with no trained model; coaching (issue 41) is the coach pool, consent, sessions and webhooks the product runs.
 * The spec's feature names stay as headings.
 */

const featureText = (features: Locator, title: string) =>
  features.getByRole('listitem').filter({ has: features.page().getByRole('heading', { level: 3, name: title, exact: true }) });

for (const width of [1280, 390]) {
  test(`the features and plans say what the product does today, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#features');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(11);

    await expect(featureText(features, 'Alerts for succession and development')).toContainText('once it closes');
    const learning = featureText(features, 'Machine-enabled learning');
    await expect(learning).toContainText('not a model trained on your data');
    await expect(learning).toContainText('no answer leaves it');
    await expect(learning).toContainText('rater-quality signals');
    const coaching = featureText(features, 'Coaching integration');
    await expect(coaching).toContainText('can withdraw it at any time');
    await expect(coaching).toContainText('signed webhooks for your coaching provider');
    const body = page.locator('body');
    for (const promise of [/as (the )?results come in/i, /sharpen/i, /coaches work from the same report/i, /who has answered and who has not/i]) {
      await expect(body).not.toContainText(promise);
    }
    await features.scrollIntoViewIfNeeded();
    await snap(page, `public-features-${width}`);

    await page.goto('/#pricing');
    await page.getByRole('button', { name: 'See what’s included in Scale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scale' });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Coaching: a coach pool matched to development areas' })).toBeVisible();
    await expect(dialog).not.toContainText(/machine-enabled learning from your own results/i);
    await expect(dialog).not.toContainText(/coaching integration/i);
    await snap(page, `public-plan-scale-${width}`);
  });
}
