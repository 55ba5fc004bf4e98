import { defineConfig } from '@playwright/test';

// The browser journeys in e2e/: the built server (started once by e2e/global-setup.ts on a fresh
// data folder with the demo data) in the system Chromium; Playwright never downloads a browser.
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // the journeys share one server and change its data: one worker, tests of a file in order
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // on CI a failing test runs once more; a pass on the retry is reported as flaky, never hidden
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    // a trace of the retry on CI, of the failure when run locally; kept under test-results/
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
