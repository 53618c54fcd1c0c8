import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotDir } from './env';

/**
 * Keeps a full-page picture of each screen the suite passes through, for a person to look at
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`). Off by default: a hundred full-page pictures cost the
 * suite minutes that prove nothing.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
