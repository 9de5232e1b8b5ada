import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn, sql, fillMoment } from './helpers';

// A supervisor's day of corrections, as usability testing found it wanting. Anna Nowak (1003)
// opens a day of last month of Jan Kowalski (1002) from her team's list (month and search in the
// URL), tries a record that would double the day (refused, naming the record it overlaps),
// lengthens the day instead, approves part of the overtime with a comment, withdraws it, goes
// back to the list as she left it, closes the month on purpose — the dialog names the month, the
// people and the days — and reopens it with a reason.
//
// Rerunnable: the day's records, history and approvals are set before and put back after; the
// month's close by Anna is undone after.

const LAST_MONTH = "(date_trunc('month', (now() AT TIME ZONE 'Europe/Warsaw')::date) - interval '1 month')::date";
const NEXT_TO_LAST = `(${LAST_MONTH} + interval '1 month')::date`;

interface Setup {
  workdayId: number;
  day: string;
  saved: string;
  since: string;
}

/** Jan's last working weekday of last month, open, with one work record 08:00–16:00 and nothing approved. */
function setUp(): Setup {
  undoClose();
  const [workdayId, day] = sql(`SELECT workday_id, day::text FROM work_times.workdays
      WHERE employee_id = 1002 AND day >= ${LAST_MONTH} AND day < ${NEXT_TO_LAST} AND day_kind = 'working'
        AND scheduled_seconds > 0 AND extract(isodow from day) BETWEEN 1 AND 5 AND lock_state = 'open'
      ORDER BY day DESC LIMIT 1`).split('|');
  expect(workdayId, 'Jan has an open working day last month').toBeTruthy();
  const saved = sql(`SELECT coalesce(json_agg(r), '[]') FROM work_times.records r WHERE workday_id = ${workdayId}`);
  const since = sql('SELECT now()::text');
  sql(`DELETE FROM work_times.records WHERE workday_id = ${workdayId};
       INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source)
         VALUES (${workdayId}, 1002, '${day}', 'work', ('${day} 08:00'::timestamp AT TIME ZONE 'Europe/Warsaw'),
                 ('${day} 16:00'::timestamp AT TIME ZONE 'Europe/Warsaw'), 'terminal');
       UPDATE work_times.workdays SET approved_overtime = 0, compensated_undertime = 0, approved_by_name = '' WHERE workday_id = ${workdayId}`);
  return { workdayId: Number(workdayId), day, saved, since };
}

/** Last month's close by Anna undone, whatever the test reached. */
function undoClose(): void {
  sql(`UPDATE work_times.workdays SET lock_state = 'open', locked_by = NULL, locked_by_name = '', locked_at = NULL
         WHERE day >= ${LAST_MONTH} AND day < ${NEXT_TO_LAST} AND locked_by = 1003;
       DELETE FROM work_times.closed_months WHERE month = ${LAST_MONTH}
         AND employee_id IN (SELECT 1002 UNION SELECT generate_series(2001, 2999))`);
}

function putBack(s: Setup): void {
  undoClose();
  sql(`DELETE FROM work_times.corrections WHERE workday_id = ${s.workdayId} AND corrected_at >= '${s.since}';
       DELETE FROM work_times.records WHERE workday_id = ${s.workdayId};
       INSERT INTO work_times.records SELECT * FROM json_populate_recordset(null::work_times.records, '${s.saved}');
       UPDATE work_times.workdays SET approved_overtime = 0, compensated_undertime = 0, approved_by_name = '' WHERE workday_id = ${s.workdayId}`);
}

async function pageOf(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'manager', path);
  return page;
}

test('Anna corrects a day, approves part of its overtime, withdraws it, and closes and reopens the month on purpose', async ({ browser }) => {
  const s = setUp();
  try {
    const month = s.day.slice(0, 7);
    // A page long enough for the month of every Kowalski: the day is on it, whatever the order.
    const list = `/work-times/team-workdays?month=${month}&search=Kowalski&page-size=100`;
    const page = await pageOf(browser, list);
    await page.getByRole('link', { name: new RegExp(`^${s.day}`) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/work-times/workday/${s.workdayId}$`));
    await expect(page.getByText('Jan Kowalski').first()).toBeVisible();

    // A second work record over the first would count the day twice: refused before sending.
    await page.getByRole('button', { name: 'Dodaj rejestrację' }).click();
    const add = page.getByRole('dialog', { name: 'Dodaj rejestrację' });
    await fillMoment(add, 'record-start', `${s.day}T09:00`);
    await fillMoment(add, 'record-end', `${s.day}T17:00`);
    await add.getByLabel('Powód korekty').fill('Praca dopisana z listy obecności');
    await add.getByRole('button', { name: 'Zapisz' }).click();
    await expect(add.getByText('Nakłada się na wpis Praca 08:00–16:00')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}work-times-overlap-refused.png` });
    await add.getByRole('button', { name: 'Anuluj' }).click();

    // The day really ran to 18:00: the record is lengthened, which makes 2 h of overtime.
    await page.getByRole('button', { name: 'Zmień 08:00–16:00' }).click();
    const edit = page.getByRole('dialog', { name: 'Zmień rejestrację' });
    await fillMoment(edit, 'record-end', `${s.day}T18:00`);
    await edit.getByLabel('Powód korekty').fill('Karta nie zadziałała przy wyjściu');
    await edit.getByRole('button', { name: 'Zapisz' }).click();
    await expect(edit).toBeHidden();

    // Part of it, with a comment: the dialog states the amount before anything is sent.
    await page.getByRole('button', { name: 'Zatwierdź nadgodziny' }).click();
    const approve = page.getByRole('dialog', { name: 'Zatwierdź nadgodziny' });
    await expect(approve).toContainText('Do zatwierdzenia: 2g 0m');
    await approve.getByRole('spinbutton', { name: 'Godziny' }).fill('1');
    await approve.getByRole('spinbutton', { name: 'Minuty' }).fill('30');
    await approve.getByLabel('Komentarz').fill('Wdrożenie u klienta');
    await approve.getByRole('button', { name: 'Zatwierdź', exact: true }).click();
    await expect(page.getByTestId('approval-message')).toContainText('Zatwierdzono nadgodziny: 1g 30m');
    await expect(page.getByTestId('workday-summary')).toContainText(/Zatwierdzone nadgodziny\s*1g 30m/);
    const history = page.getByRole('table', { name: 'Historia zmian' });
    await expect(history.getByRole('row').filter({ hasText: 'Zatwierdzenie nadgodzin' })).toContainText('Wdrożenie u klienta');

    // Taken back, after a confirmation.
    await page.getByRole('button', { name: 'Cofnij zatwierdzenie nadgodzin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cofnij', exact: true }).click();
    await expect(page.getByTestId('approval-message')).toContainText('Cofnięto zatwierdzenie nadgodzin: 1g 30m');
    await expect(history.getByRole('row').filter({ hasText: 'Cofnięcie nadgodzin' })).toContainText('1g 30m');
    await page.screenshot({ path: `${SCREENSHOTS}work-times-approval-history.png`, fullPage: true });

    // Back to the list as she left it.
    await page.getByRole('link', { name: 'Wróć do listy' }).click();
    await expect(page).toHaveURL(/\/work-times\/team-workdays\?/);
    expect(new URL(page.url()).searchParams.get('month')).toBe(month);
    expect(new URL(page.url()).searchParams.get('search')).toBe('Kowalski');

    // Closing says what it closes.
    await page.getByRole('button', { name: 'Zamknij miesiąc' }).click();
    const close = page.getByRole('dialog', { name: 'Zamknij miesiąc' });
    await expect(close.getByTestId('lock-days')).toHaveText(/^[1-9]\d*$/);
    await expect(close.getByTestId('lock-people')).not.toHaveText('0');
    await expect(close.getByTestId('lock-month')).not.toBeEmpty();
    await page.screenshot({ path: `${SCREENSHOTS}work-times-close-month.png` });
    await close.getByRole('button', { name: 'Zamknij miesiąc', exact: true }).click();
    await expect(page.getByText(/Zamknięto \d+/)).toBeVisible();
    expect(sql(`SELECT lock_state FROM work_times.workdays WHERE workday_id = ${s.workdayId}`)).toBe('locked');

    // Reopening needs a reason.
    await page.getByRole('button', { name: 'Otwórz miesiąc' }).click();
    const reopen = page.getByRole('dialog');
    await reopen.getByRole('button', { name: 'Otwórz miesiąc' }).click();
    await expect(reopen.getByText('Komentarz jest wymagany')).toBeVisible();
    await reopen.getByLabel('Powód ponownego otwarcia').fill('Korekta listy płac po zwolnieniu lekarskim');
    await reopen.getByRole('button', { name: 'Otwórz miesiąc' }).click();
    await expect(page.getByText(/Otwarto \d+/)).toBeVisible();
    expect(sql(`SELECT lock_state FROM work_times.workdays WHERE workday_id = ${s.workdayId}`)).toBe('open');
  } finally {
    putBack(s);
  }
});
