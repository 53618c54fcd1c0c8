import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { e2eDataDir, e2ePort, e2eUrl } from './tests/e2e/env';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A loaded 2-core machine can take a few seconds to draw a list; a person would wait that long too.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eUrl,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh data directory every run, with the demo company (npm run seed:demo) beside the
    // companies the suite registers itself.
    command: `rm -rf ${e2eDataDir} && npx tsx server/cli/seed-demo.ts && npx tsx scripts/start.ts`,
    url: `${e2eUrl}/api/health/`,
    env: { PORT: String(e2ePort), DATA_DIR: e2eDataDir, APP_URL: e2eUrl },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
