import { defineConfig } from '@playwright/test';

/** End-to-end tests of the running stack (`./kadry up`) in Debian's Chromium. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // `./kadry test` runs the projects one after the other. The screens' checks only look (axe
  // and layout, each test signed in on its own) and run two at a time (--workers=2). The flows
  // file, approve, correct and close the demo people's requests and months, so they stay on
  // one worker: two of them at once would see each other's changes.
  projects: [
    { name: 'screens', testMatch: 'accessibility.spec.ts' },
    { name: 'flows', testIgnore: 'accessibility.spec.ts' },
  ],
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.KADRY_GATEWAY_URL ?? 'http://localhost:8080',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.KADRY_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
