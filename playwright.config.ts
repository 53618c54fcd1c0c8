import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { e2eDataDir, e2ePort, e2eUrl } from './tests/e2e/env';

/**
 * The specs that change the demo company (the server starts on it) run one after another. The
 * accessibility spec only reads it, whatever state those leave, so it runs beside them.
 */
const onTheDemo = /(feedback|organization|team|trends)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two browsers at once: the specs that change the demo in one at a time, the rest (each registers its own company) beside them.
  workers: 2,
  retries: 0,
  // A hang guard, not a speed figure (npm run bench measures speed): CI's two cores have run the
  // longest flows (a team's report and plan, an account's whole life) twice as slowly as here.
  timeout: 120_000,
  // A loaded 2-core machine can take a few seconds to draw a list; a person would wait that long too.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eUrl,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // Recording a trace of every test costs the suite minutes; ask for it when a failure needs one (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'demo', testMatch: onTheDemo, workers: 1, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'chromium', testIgnore: onTheDemo, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh data directory every run, with the demo company (npm run seed:demo) beside the
    // companies the suite registers itself.
    // The demo is seeded while the SPA builds: two cores, two jobs.
    command: `rm -rf ${e2eDataDir} && (npx tsx server/cli/seed-demo.ts & seed=$!; npx tsx scripts/build-spa.ts && wait $seed) && npm start`,
    url: `${e2eUrl}/api/health/`,
    // Invitations gather for 3 s, not 3 minutes: mails a spec waits for still come within its patience.
    env: { PORT: String(e2ePort), DATA_DIR: e2eDataDir, APP_URL: e2eUrl, MAIL_BATCH_SECONDS: '3', TRUST_PROXY: 'loopback' },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
