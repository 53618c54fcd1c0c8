import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

/** One Lighthouse run with its default (mobile) settings, in Debian's Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
