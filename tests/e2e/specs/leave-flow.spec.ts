import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, filingOutcome, signIn } from './helpers';

// Days off of 2027 on weekdays (Ustawa o dniach wolnych od pracy, art. 1).
const HOLIDAYS_2027 = new Set(['2027-01-01', '2027-01-06', '2027-03-29', '2027-05-03', '2027-05-27', '2027-11-01', '2027-11-11', '2027-12-24']);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Monday to Wednesday of a random week of 2027 without a holiday: three working days. */
function randomWeek(): { from: string; middle: string; to: string } {
  for (;;) {
    const monday = new Date(Date.UTC(2027, 0, 4 + 7 * Math.floor(Math.random() * 48)));
    const days = [0, 1, 2].map((i) => iso(new Date(monday.getTime() + i * 86_400_000)));
    if (!days.some((d) => HOLIDAYS_2027.has(d))) return { from: days[0], middle: days[1], to: days[2] };
  }
}

async function userPage(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

async function fillDates(page: Page, from: string, to: string) {
  // The shared date field takes typed dates in year-month-day order (docs/product.md §5).
  await page.getByTestId('from-date').fill(from);
  await page.getByTestId('to-date').fill(to);
}

async function annualLeave2027(page: Page) {
  await page.goto('/leave-requests/my-limits');
  await page.getByRole('combobox', { name: 'Rok' }).click();
  await page.getByRole('option', { name: '2027' }).click();
  await expect(page.getByTestId('limit-1')).toBeVisible();
  // Overdue leave of the year before is consumed first (KP art. 168): count both annual rows.
  let reserved = 0;
  let approved = 0;
  for (const row of await page.locator('[data-testid="limit-1"], [data-testid="limit-1-overdue"]').all()) {
    reserved += Number(await row.getByTestId('reserved').innerText());
    approved += Number(await row.getByTestId('approved').innerText());
  }
  return { reserved, approved };
}

/** Confirms the shared confirmation dialog ('Tak'). */
async function answerYes(page: Page) {
  await page.getByRole('button', { name: 'Tak', exact: true }).click();
}

test('an employee files leave, meets the conflict dialog, the manager approves, limits follow, HR exports', async ({ browser }) => {
  test.setTimeout(240_000);
  const employee = await userPage(browser, 'employee', '/leave-requests/my-limits');
  const before = await annualLeave2027(employee);

  // File three days; a week taken by an earlier run answers with the conflict dialog: pick another.
  let week = randomWeek();
  let number = '';
  let id = '';
  for (let attempt = 0; attempt < 5 && !number; attempt += 1) {
    await employee.goto('/leave-requests/new');
    await fillDates(employee, week.from, week.to);
    await expect(employee.getByTestId('request-preview')).toContainText('Dni robocze: 3');
    if (attempt === 0) {
      await employee.getByTestId('comment').fill('Urlop rodzinny (test end-to-end)');
      await employee.screenshot({ path: `${SCREENSHOTS}new-request.png`, fullPage: true });
      await employee.getByRole('button', { name: 'Wybierz datę: Do' }).click();
      await expect(employee.getByTestId('to-date-picker')).toBeVisible();
      await employee.screenshot({ path: `${SCREENSHOTS}new-request-date-picker.png` });
      await employee.keyboard.press('Escape');
    }
    await employee.getByTestId('submit-request').click();
    // Filed (the details open), or an earlier run holds the week (the conflict question).
    const outcome = await filingOutcome(employee, /\/leave-requests\/my\/\d+$/);
    if (outcome === 'filed') {
      const title = employee.locator('#request-details-title');
      await expect(title).toHaveText(/UW\/\d{4}\/\d{6}/);
      number = (await title.innerText()).split(' ').pop() ?? '';
      id = employee.url().split('/').pop() ?? '';
    } else {
      if (outcome === 'conflict') await employee.getByRole('button', { name: 'Nie', exact: true }).click();
      week = randomWeek();
    }
  }
  expect(number).toMatch(/^UW\/\d{4}\/\d{6}$/);
  await expect(employee.getByRole('dialog')).toContainText('Złożony');

  // One day inside it: docs/product.md §5's single-day question names the request; 'Nie' keeps both as they are.
  await employee.goto('/leave-requests/new');
  await fillDates(employee, week.middle, week.middle);
  await expect(employee.getByTestId('request-preview')).toContainText(number);
  await employee.getByTestId('submit-request').click();
  await expect(employee.getByTestId('conflict-question')).toContainText(new RegExp(`W dniu \\d+ \\p{L}+ 2027 istnieje już wniosek typu Urlop wypoczynkowy o numerze ${number.replace(/\//g, '\\/')}`, 'u'));
  await employee.getByRole('button', { name: 'Nie', exact: true }).click();
  await expect(employee).toHaveURL(/\/leave-requests\/new$/);

  const pending = await annualLeave2027(employee);
  expect(pending.reserved).toBe(before.reserved + 3);
  await employee.goto('/leave-requests/my');
  await expect(employee.getByRole('button', { name: number })).toBeVisible();
  await employee.screenshot({ path: `${SCREENSHOTS}my-requests.png`, fullPage: true });

  // The supervisor approves it from the team list.
  const manager = await userPage(browser, 'manager', '/leave-requests/team');
  await manager.getByLabel('Szukaj').fill(number);
  await manager.getByRole('button', { name: `Akceptuj ${number}` }).click();
  await answerYes(manager);
  await expect(manager.getByRole('row', { name: new RegExp(number) })).toContainText('Zaakceptowany');
  await manager.goto(`/calendar/team?month=${week.from.slice(0, 7)}`);
  await expect(manager.getByTestId(`day-${week.middle}`)).toContainText('Kowalski · UW');
  await manager.screenshot({ path: `${SCREENSHOTS}team-calendar.png`, fullPage: true });

  // The employee's limits move from reserved to approved.
  const approved = await annualLeave2027(employee);
  expect(approved.reserved).toBe(before.reserved);
  expect(approved.approved).toBe(before.approved + 3);

  // HR exports the filtered report; the CSV holds exactly the request.
  const hr = await userPage(browser, 'hr', '/leave-requests/report');
  await hr.getByLabel('Szukaj').fill(number);
  await expect(hr.getByRole('button', { name: number })).toBeVisible();
  const [download] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Eksport CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^raport-wnioskow-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(number);
  expect(csv).toContain('Jan Kowalski');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

  // Clean up: the employee asks to cancel the approved leave, the manager accepts, the days return.
  await employee.goto(`/leave-requests/my/${id}`);
  await employee.getByRole('dialog').getByRole('button', { name: 'Poproś o anulowanie' }).click();
  await answerYes(employee);
  await expect(employee.getByRole('dialog').filter({ hasText: number })).toContainText('Wniosek o anulowanie');
  await manager.goto('/leave-requests/team');
  await manager.getByLabel('Szukaj').fill(number);
  await manager.getByRole('button', { name: `Akceptuj anulowanie ${number}` }).click();
  await answerYes(manager);
  await expect(manager.getByRole('row', { name: new RegExp(number) })).toContainText('Anulowany');
  const after = await annualLeave2027(employee);
  expect(after).toEqual(before);
});
