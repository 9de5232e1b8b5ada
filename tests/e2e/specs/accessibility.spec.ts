import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

// Issue 9, items 3, 7 and 8: every leave screen in light and dark has no serious or critical
// axe violation (contrast included), names itself in the title, and the request lists fit a
// laptop and a phone (screenshots for the lead under tests/e2e/screenshots/).

interface Screen {
  user: 'employee' | 'manager' | 'hr';
  path: string;
  title: string;
  /** Opens a part of the screen that axe should see too (the date picker). */
  open?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { user: 'employee', path: '/dashboards', title: 'Pulpit – Kadry' },
  {
    user: 'employee', path: '/leave-requests/new', title: 'Nowy wniosek – Kadry',
    open: async (page) => {
      await page.getByRole('button', { name: 'Wybierz datę: Od' }).click();
      await expect(page.getByRole('grid')).toBeVisible();
    },
  },
  { user: 'employee', path: '/leave-requests/my', title: 'Moje wnioski – Kadry' },
  { user: 'employee', path: '/leave-requests/my-limits', title: 'Moje limity – Kadry' },
  { user: 'employee', path: '/calendar/my', title: 'Mój kalendarz – Kadry' },
  { user: 'employee', path: '/calendar/timesheets', title: 'Moja ewidencja czasu – Kadry' },
  { user: 'manager', path: '/leave-requests/team', title: 'Podgląd wniosków zespołu – Kadry' },
  { user: 'manager', path: '/calendar/team', title: 'Kalendarz zespołu – Kadry' },
  { user: 'manager', path: '/leave-requests/limits', title: 'Raport limitów – Kadry' },
  { user: 'hr', path: '/leave-requests/report', title: 'Raport wniosków – Kadry' },
];

async function signedIn(browser: Browser, user: string, colorScheme: 'light' | 'dark', viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ colorScheme, viewport });
  const page = await context.newPage();
  await signIn(page, user, '/dashboards');
  return page;
}

test('every leave screen passes axe in the light and the dark theme', async ({ browser }) => {
  test.setTimeout(300_000);
  const report: string[] = [];
  for (const user of ['employee', 'manager', 'hr'] as const) {
    // One sign-in per user; the theme follows the device (docs/product.md §4 'system'), switched here.
    const page = await signedIn(browser, user, 'light');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const screen of SCREENS.filter((x) => x.user === user)) {
        await page.goto(screen.path);
        await expect(page).toHaveTitle(screen.title);
        await page.locator('main').waitFor();
        await page.waitForLoadState('networkidle');
        await screen.open?.(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          report.push(`${screen.path} [${scheme}] ${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        }
      }
    }
    await page.context().close();
  }
  expect(report).toEqual([]);
});

test('the skip link is the first tab stop and the date picker moves by arrow keys', async ({ browser }) => {
  const page = await signedIn(browser, 'employee', 'light');
  await page.goto('/leave-requests/new');
  await expect(page.getByTestId('submit-request')).toBeVisible();
  // The skip link comes first of everything focusable, before the 15 stops of the menu.
  const first = await page.evaluate(() => document.querySelector('a[href], button, input, [tabindex]:not([tabindex="-1"])')?.outerHTML.slice(0, 300));
  expect(first).toContain('Przejdź do treści');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('button', { name: 'Wybierz datę: Od' }).click();
  const grid = page.getByRole('grid');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-day'));
  await expect.poll(focused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const start = (await focused())!;
  await page.keyboard.press('ArrowDown');
  const next = new Date(Date.parse(`${start}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect.poll(focused).toBe(next);
  // One tab stop for the whole month.
  expect(await grid.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  await page.context().close();
});

test('request lists fit a laptop and a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const shots: [string, string, string][] = [
    ['employee', '/leave-requests/my', 'my-requests'],
    ['manager', '/leave-requests/team', 'team-requests'],
    ['hr', '/leave-requests/report', 'requests-report'],
  ];
  for (const [user, path, name] of shots) {
    const page = await signedIn(browser, user, 'light');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // 1280 px: the table fits, the actions stay in view.
    const overflow = await page.evaluate(() => {
      const container = document.querySelector('.MuiTableContainer-root');
      return container ? container.scrollWidth - container.clientWidth : 0;
    });
    expect(overflow, `${path} scrolls sideways at 1280 px`).toBeLessThanOrEqual(2);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-1280x800.png` });
    // 390 px: cards, every card shows its status.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('table-cards')).toBeVisible();
    await expect(page.getByTestId('table-cards').locator('li').first()).toContainText('Status');
    await page.screenshot({ path: `${SCREENSHOTS}${name}-390x844.png` });
    await page.context().close();
  }
});
