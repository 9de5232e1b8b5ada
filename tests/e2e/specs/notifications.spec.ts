import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, filingOutcome, signIn } from './helpers';

// Notifications (docs/notifications.md): an employee files leave; the supervisor's bell counts
// it, she opens the request from the notification and approves it; the employee's bell then
// shows the decision.

// Days off of 2027 on weekdays (Ustawa o dniach wolnych od pracy, art. 1); the form takes dates
// up to the end of next year.
const HOLIDAYS_2027 = new Set(['2027-01-01', '2027-01-06', '2027-03-29', '2027-05-03', '2027-05-27', '2027-11-01', '2027-11-11', '2027-12-24']);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Thursday and Friday of a random week of 2027 without a holiday. */
function randomDays(): { from: string; to: string } {
  for (;;) {
    const thursday = new Date(Date.UTC(2027, 0, 7 + 7 * Math.floor(Math.random() * 50)));
    const days = [0, 1].map((i) => iso(new Date(thursday.getTime() + i * 86_400_000)));
    if (!days.some((d) => HOLIDAYS_2027.has(d))) return { from: days[0], to: days[1] };
  }
}

async function userPage(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, path);
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Powiadomienia/ });

/** Everything read first, so that the count the test waits for is its own notification's. */
async function markAllRead(page: Page) {
  const counted = page.waitForResponse((r) => r.url().includes('/notifications/api/notifications/my/unread-count'));
  await page.reload();
  await counted;
  if ((await bell(page).getAttribute('aria-label')) === 'Powiadomienia') return;
  await bell(page).click();
  await page.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Powiadomienia');
}

/**
 * Opens the dashboard until the bell counts one unread (the relay publishes within a second or
 * two; the bell polls each minute). Not where the page is: an open dialog hides the top bar.
 */
async function awaitOneUnread(page: Page) {
  await expect(async () => {
    await page.goto('/dashboards');
    await expect(bell(page)).toHaveAccessibleName('Powiadomienia (1 nieprzeczytane)', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test('the supervisor learns of a request from the bell, opens it from there and approves; the employee learns of the decision', async ({ browser }) => {
  test.setTimeout(180_000);
  const manager = await userPage(browser, 'manager', '/dashboards');
  const employee = await userPage(browser, 'employee', '/leave-requests/new');
  await markAllRead(manager);
  await markAllRead(employee);

  // The employee files two days of annual leave (another week if an earlier run holds these).
  let number = '';
  for (let attempt = 0; attempt < 6 && !number; attempt += 1) {
    const days = randomDays();
    await employee.goto('/leave-requests/new');
    await employee.getByTestId('from-date').fill(days.from);
    await employee.getByTestId('to-date').fill(days.to);
    await expect(employee.getByTestId('request-preview')).toContainText('Dni robocze: 2');
    await employee.getByTestId('submit-request').click();
    const outcome = await filingOutcome(employee, /\/leave-requests\/my\/\d+$/);
    if (outcome === 'filed') {
      const title = employee.locator('#request-details-title');
      await expect(title).toHaveText(/UW\/\d{4}\/\d{6}/);
      number = ((await title.innerText()).split(' ').pop() ?? '').trim();
    } else if (outcome === 'conflict') {
      await employee.getByRole('button', { name: 'Nie', exact: true }).click();
    }
  }
  expect(number).toMatch(/^UW\/\d{4}\/\d{6}$/);

  // The supervisor's bell counts it; the notification names the request and opens it.
  await awaitOneUnread(manager);
  await bell(manager).click();
  const item = manager.getByRole('link', { name: new RegExp(`Nowy wniosek do decyzji: Jan Kowalski, ${number.replace(/\//g, '\\/')}`) });
  await expect(item).toBeVisible();
  await expect(manager.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
  await manager.screenshot({ path: `${SCREENSHOTS}notifications-bell.png` });
  await item.click();
  await expect(manager).toHaveURL(/\/leave-requests\/team\/\d+$/);
  await expect(bell(manager)).toHaveAccessibleName('Powiadomienia');
  const details = manager.getByRole('dialog');
  await expect(details).toContainText(number);
  await details.getByRole('button', { name: 'Akceptuj', exact: true }).click();
  await manager.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(details).toContainText('Zaakceptowany');

  // The employee's bell shows the decision.
  await awaitOneUnread(employee);
  await bell(employee).click();
  await expect(employee.getByRole('link', { name: new RegExp(`Wniosek ${number.replace(/\//g, '\\/')} .* został zatwierdzony \\(decyzja: Anna Nowak\\)`) })).toBeVisible();
  await expect(employee.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
  await employee.screenshot({ path: `${SCREENSHOTS}notifications-decided.png` });
});
