import { defineConfig } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium (never a downloaded browser), fully headless, against
 * the built app served by a real server that global-setup.ts starts on a free loopback
 * port with a fresh data directory. See docs/testing.md.
 *
 * retries: 0 everywhere. A journey that only passes on a second try is a bug in the app or
 * in the test, and a retry would hide it; the trace kept on failure is what to look at.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  // The suite takes 6–22 minutes depending on the machine and its load (two workers, the server and two
  // Chromiums share 2 cores, and some machines here are 2–3× slower than others). The
  // limits leave room for the slow machines; a journey that waits on a real bug still
  // fails, only later.
  timeout: 90_000,
  globalTimeout: 35 * 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI === 'true' ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // baseURL comes from the server global-setup.ts started (E2E_BASE_URL); the `test`
    // exported by fixtures/test.ts provides it, so always import `test` from there.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    locale: 'en-US',
    timezoneId: 'Africa/Accra',
    colorScheme: 'light',
    // The service worker (ADR 070) has journeys of its own (pwa, web-push), which allow it. Others
    // run without one: page.route() cannot see requests a worker answers, and each journey's
    // new context would otherwise install it and download the app's shell again.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
