import { defineConfig } from '@playwright/test';

const SCREENS = 'accessibility.spec.ts';
const ACCOUNTS = ['sign-in.spec.ts', 'session-renewal.spec.ts', 'settings.spec.ts', 'forbidden.spec.ts', 'bonus-declarations.spec.ts'];

/** End-to-end tests of the running stack (`./kadry up`) in Debian's Chromium. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // An assertion may wait for the ZFŚS announcement's handler (helpers.ts), which runs before the
  // check when the dialog opens under it: its reading and two clicks come out of this time.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // `./kadry test` runs the screens first, then the flows and the accounts side by side, each
  // with --workers=2. The screens' checks only look (axe and layout, each test signed in on its
  // own), so two of them run at once. The flows file, approve, correct and close the demo team's
  // requests and months (Jan Kowalski's and Anna Nowak's), so they go one at a time; the
  // accounts' specs (sign-in, token renewal, settings, refused pages, the ZFŚS declaration)
  // touch none of those requests and months, so one of them runs beside the current flow.
  projects: [
    { name: 'screens', testMatch: SCREENS },
    { name: 'accounts', testMatch: ACCOUNTS, workers: 1 },
    { name: 'flows', testIgnore: [SCREENS, ...ACCOUNTS], workers: 1 },
  ],
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.KADRY_GATEWAY_URL ?? 'http://localhost:8080',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1440, height: 900 },
    // A trace records every action's page for a failure's replay, and costs a quarter of the
    // run's time when every test records one: asked for with KADRY_E2E_TRACE=1 (README).
    trace: process.env.KADRY_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
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
