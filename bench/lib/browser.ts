import { chromium, type Browser, type BrowserContext } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

/**
 * Debian's Chromium with a context signed in as `jwt` (the token the SPA keeps)
 * and `instrument` run in every page before the app. The caller closes the browser.
 */
export async function signedInChromium(jwt: string, instrument: () => void): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => localStorage.setItem('token', token), jwt);
  // tsx names the functions it compiles with a helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(instrument);
  return { browser, context };
}
