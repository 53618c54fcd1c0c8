import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Milliseconds, as Lighthouse simulates them on its mobile settings. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of script the page fetched, as transferred. */
  scriptBytes: number;
  failedAudits: string[];
}

export interface LighthouseOptions {
  /** Stored in the page's origin before the run (the SPA's session token), on an otherwise empty profile. */
  localStorage?: Record<string, string>;
}

/**
 * Writes localStorage through a page that loads none of the app (an API path), so the fresh
 * profile's HTTP cache stays empty; Lighthouse then must not reset the origin's storage.
 */
async function seedLocalStorage(port: number, url: string, items: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/api/health/', url).href);
    await page.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Runs that Lighthouse itself could not record (NO_NAVSTART now and then), tried again before giving up. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run with its default (mobile) settings, in Debian's Chromium. A run whose
 * trace Lighthouse lost scores 0 without saying why; it is run again rather than counted.
 */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    const scores = await runOnce(url, options);
    if (!('failed' in scores)) return scores;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} runs: ${scores.failed}`);
    console.log(`Lighthouse run lost (${scores.failed}); running it again`);
  }
}

async function runOnce(url: string, options: LighthouseOptions): Promise<LighthouseScores | { failed: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    if (options.localStorage) await seedLocalStorage(chrome.port, url, options.localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(options.localStorage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) return { failed: result.lhr.runtimeError.code };
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    const resources = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      scriptBytes: resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
      failedAudits: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
    };
  } finally {
    chrome.kill();
  }
}
