import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium';
import { run } from './run';

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
const isRoot = () => process.getuid?.() === 0;

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Finds Chromium for the browser suites (CHROMIUM_PATH, then /usr/bin/chromium). On Debian as
 * root it installs Debian's package itself; elsewhere it says what to install.
 */
export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  if (isDebian() && isRoot()) {
    console.log("Chromium not found: installing Debian's chromium package…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
      (await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], { env })) !== 0
    ) {
      throw new Error('apt-get could not install chromium.');
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
      "elsewhere your distribution's chromium package) or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}
