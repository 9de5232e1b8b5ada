import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn, sql, fillMoment } from './helpers';

// Working time end to end. The employee (Jan Kowalski, 1002) starts and stops his day
// and finds it in his workdays; his manager (Anna Nowak, 1003) corrects the day's record with a
// reason and approves the overtime it makes; the running month cannot be closed, so she closes
// the last one, and Jan's days of it can no longer change.
//
// Rerunnable: Jan's records, clock events, approvals and corrections of today, and the current
// and last month's locks of Anna's team, are put back before and after (docs/work-times.md "Locks").

const TODAY = "(now() AT TIME ZONE 'Europe/Warsaw')::date";
const THIS_MONTH = `date_trunc('month', ${TODAY})::date`;
const LAST_MONTH = `(${THIS_MONTH} - interval '1 month')::date`;
const ANNAS_TEAM = '(SELECT 1002 UNION SELECT generate_series(2001, 2999))';

function resetToday(): void {
  sql(`UPDATE work_times.workdays SET lock_state = 'open', locked_by = NULL, locked_by_name = '', locked_at = NULL
         WHERE day >= ${THIS_MONTH} AND lock_state = 'locked';
       UPDATE work_times.workdays SET lock_state = 'open', locked_by = NULL, locked_by_name = '', locked_at = NULL
         WHERE day >= ${LAST_MONTH} AND day < ${THIS_MONTH} AND locked_by = 1003;
       DELETE FROM work_times.closed_months WHERE month IN (${THIS_MONTH}, ${LAST_MONTH}) AND employee_id IN ${ANNAS_TEAM};
       DELETE FROM work_times.corrections WHERE workday_id IN (SELECT workday_id FROM work_times.workdays WHERE employee_id = 1002 AND day = ${TODAY});
       DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM work_times.workdays WHERE employee_id = 1002 AND day = ${TODAY});
       UPDATE work_times.workdays SET approved_overtime = 0, compensated_undertime = 0, approved_by_name = ''
         WHERE employee_id = 1002 AND day = ${TODAY};
       DELETE FROM work_times.workdays WHERE employee_id = 1002 AND day = ${TODAY} AND NOT has_schedule;
       DELETE FROM work_times.clock_events WHERE employee_id = 1002 AND occurred_at > now() - interval '2 days'`);
}

async function pageOf(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

/** Today at `hh:mm` in Warsaw, as "yyyy-MM-ddTHH:mm". */
function todayAt(hhmm: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return `${day}T${hhmm}`;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => resetToday());
test.afterAll(() => resetToday());

// Remote work is work (art. 67¹⁸, docs/work-times.md "Remote work"): a past working day of Jan's
// with an approved home-office request and no clock records counts as the schedule says.
test('an approved home-office day is remote work for the employee, counted as the schedule says', async ({ browser }) => {
  const found = sql(`SELECT w.workday_id || '|' || w.day::text FROM work_times.workdays w
      WHERE w.employee_id = 1002 AND w.lock_state = 'open' AND w.day_kind = 'working' AND w.has_schedule
        AND w.day < ${TODAY} AND w.day >= ${TODAY} - 40 AND extract(isodow from w.day) BETWEEN 1 AND 5
        AND EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id)
        AND NOT EXISTS (SELECT 1 FROM absences.requests q WHERE q.employee_id = 1002 AND q.status_id IN (1, 2, 5)
                        AND w.day BETWEEN q.from_date AND q.to_date)
        AND NOT EXISTS (SELECT 1 FROM work_times.days_off_given g WHERE g.employee_id = 1002 AND w.day IN (g.given_on, g.for_day))
      ORDER BY w.day DESC LIMIT 1`);
  expect(found, 'Jan has a past working day with records').not.toBe('');
  const [workdayId, day] = found.split('|');
  const records = sql(`SELECT coalesce(json_agg(r), '[]') FROM work_times.records r WHERE workday_id = ${workdayId}`);
  sql(`DELETE FROM work_times.records WHERE workday_id = ${workdayId}`);
  const requestId = sql(`INSERT INTO absences.requests (request_no, employee_id, filed_by_id, request_type_id, status_id,
        from_date, to_date, number_of_days, number_of_working_days)
      VALUES ('HO/${day.slice(0, 4)}/' || (910000 + ${workdayId}), 1002, 1002, 40, 2, '${day}', '${day}', 1, 1)
      RETURNING request_id`).split('\n')[0];
  try {
    const page = await pageOf(browser, 'employee', `/work-times/my-workdays?month=${day.slice(0, 7)}&pageSize=100`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(day) }) });
    await expect(row).toContainText('Praca zdalna');
    await row.getByRole('link', { name: new RegExp(day) }).click();
    await expect(page.getByTestId('remote-day')).toContainText('Czas liczony wg harmonogramu');
    const summary = page.getByTestId('workday-summary');
    const figure = (label: string) => summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    const scheduled = await figure('Czas wg harmonogramu').textContent();
    expect(scheduled).toMatch(/^[1-9]\d*g/);
    await expect(figure('Czas pracy')).toHaveText(scheduled!);
    await expect(figure('Niedogodziny')).toHaveText('0g 0m');
    await page.screenshot({ path: `${SCREENSHOTS}work-times-remote-day.png`, fullPage: true });
    await page.context().close();
  } finally {
    sql(`DELETE FROM absences.requests WHERE request_id = ${requestId};
         INSERT INTO work_times.records SELECT * FROM json_populate_recordset(null::work_times.records, '${records.replace(/'/g, "''")}')`);
  }
});

test('the employee starts and stops the day and finds it in his workdays', async ({ browser }) => {
  const page = await pageOf(browser, 'employee', '/work-times/my-current-workday');
  await expect(page.getByRole('heading', { name: 'Bieżący dzień' })).toBeVisible();
  await expect(page.getByText('Nie rozpoczęto')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('W pracy');
  // The live timer counts on while he works.
  const timer = page.getByTestId('live-timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 5_000 });
  await page.getByRole('button', { name: 'Przerwa', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Koniec przerwy' })).toBeVisible();
  await page.getByRole('button', { name: 'Koniec przerwy' }).click();
  await page.getByRole('button', { name: 'Zakończ' }).click();
  await expect(page.getByTestId('clock-state')).toHaveText('Zakończono');
  await page.screenshot({ path: `${SCREENSHOTS}work-times-current-day.png`, fullPage: true });

  await page.goto('/work-times/my-workdays');
  const today = todayAt('00:00').slice(0, 10);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(today) }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\dg \d+m/);
  await page.screenshot({ path: `${SCREENSHOTS}work-times-my-workdays.png`, fullPage: true });
});

test('the manager corrects the record, approves the overtime and closes the month', async ({ browser }) => {
  const workdayId = sql(`SELECT workday_id FROM work_times.workdays WHERE employee_id = 1002 AND day = ${TODAY}`);
  expect(workdayId, 'the employee has a workday today').not.toBe('');
  const page = await pageOf(browser, 'manager', `/work-times/workday/${workdayId}`);
  await expect(page.getByText('Jan Kowalski').first()).toBeVisible();
  // A forgotten card: the day really ran 07:00-18:00.
  await page.getByRole('button', { name: /^Zmień / }).first().click();
  const dialog = page.getByRole('dialog');
  await fillMoment(dialog, 'record-start', todayAt('07:00'));
  await fillMoment(dialog, 'record-end', todayAt('18:00'));
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Powód korekty jest wymagany')).toBeVisible();  // no reason, no change
  await dialog.getByLabel('Powód korekty').fill('Karta nie zadziałała przy wyjściu');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  const corrections = page.getByRole('table', { name: /Korekty|Historia/ });
  await expect(corrections).toContainText('Karta nie zadziałała przy wyjściu');
  await expect(corrections).toContainText('Anna Nowak');

  // The dialog offers the whole amount; she approves it.
  await page.getByRole('button', { name: 'Zatwierdź nadgodziny' }).click();
  await page.getByRole('dialog', { name: 'Zatwierdź nadgodziny' }).getByRole('button', { name: 'Zatwierdź', exact: true }).click();
  await expect(page.getByTestId('approval-message')).toContainText('Zatwierdzono nadgodziny');
  await expect(page.getByTestId('workday-summary')).toContainText(/Zatwierdzone nadgodziny\s*[1-9]g/);
  await page.screenshot({ path: `${SCREENSHOTS}work-times-workday-corrected.png`, fullPage: true });

  // The running month cannot be closed: its last days can still be worked and corrected.
  await page.goto('/work-times/team-workdays');
  await page.getByRole('button', { name: 'Zamknij miesiąc' }).click();
  const runningMonth = await page.getByRole('dialog').getByTestId('lock-month').innerText();
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij miesiąc', exact: true }).click();
  await expect(page.getByText('Miesiąc można zamknąć dopiero po jego zakończeniu.')).toBeVisible();
  expect(sql(`SELECT lock_state FROM work_times.workdays WHERE workday_id = ${workdayId}`)).toBe('open');

  // Last month is over: she closes it, once the dialog names it (as she reads it before closing).
  await page.getByRole('button', { name: 'Poprzedni miesiąc' }).click();
  await page.getByRole('button', { name: 'Zamknij miesiąc' }).click();
  await expect(page.getByRole('dialog').getByTestId('lock-month')).not.toHaveText(runningMonth);
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij miesiąc', exact: true }).click();
  await expect(page.getByText(/Zamknięto \d+/)).toBeVisible();
  const lastMonthsDay = sql(`SELECT workday_id FROM work_times.workdays WHERE employee_id = 1002 AND day >= ${LAST_MONTH}
                             AND day < ${THIS_MONTH} AND day_kind = 'working' ORDER BY day LIMIT 1`);
  expect(sql(`SELECT lock_state FROM work_times.workdays WHERE workday_id = ${lastMonthsDay}`)).toBe('locked');

  await page.goto(`/work-times/workday/${lastMonthsDay}`);
  await expect(page.getByTestId('locked-banner')).toContainText('Dzień zamknięty – zmiany niemożliwe');
  await expect(page.getByRole('button', { name: 'Zatwierdź nadgodziny' })).toHaveCount(0);
});

test('after the lock the employee finds last month closed', async ({ browser }) => {
  const page = await pageOf(browser, 'employee', '/work-times/my-workdays');
  await page.getByRole('button', { name: 'Poprzedni miesiąc' }).click();
  const first = page.getByRole('row').filter({ hasText: 'Zamknięty' }).first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeAttached();
  await page.screenshot({ path: `${SCREENSHOTS}work-times-locked.png`, fullPage: true });
});
