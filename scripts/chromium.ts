import { existsSync } from 'node:fs';

/** Flags Chromium needs to run headless as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROMIUM_PATH, then the usual Debian places; undefined when none exists. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return candidates.find((c) => existsSync(c));
}

export function chromiumPath(): string {
  return findChromium() ?? '/usr/bin/chromium';
}
