import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn, sql } from './helpers';

// The day off in exchange, as Anna Nowak (1003) gives it: one of her people worked the first
// Sunday of last month (the seed's 09:00–13:00) and had no day off, so the month's evaluation
// pays the Sunday's 4 h at 100 %. She opens a working day of that month that had no work, gives
// it off for the Sunday, and the Sunday's row says the day off is given and carries no overtime.
// On a phone the dialog is usable too.
//
// Rerunnable: the person's day's records are taken away before and put back after; the day off
// is taken back after.

const LAST_MONTH = "(date_trunc('month', (now() AT TIME ZONE 'Europe/Warsaw')::date) - interval '1 month')::date";

interface Setup {
  person: number;
  sunday: string;
  workdayId: number;
  day: string;
  saved: string;
}

/** One of Anna's full-time people who worked last month's first Sunday, and a plain working day to give off. */
function setUp(): Setup {
  const [person, sunday] = sql(`SELECT r.employee_id, r.day::text FROM work_times.records r
      JOIN absences.employees e ON e.employee_id = r.employee_id
      WHERE e.supervisor_id = 1003 AND e.fraction_numerator = e.fraction_denominator
        AND r.day BETWEEN ${LAST_MONTH} AND ${LAST_MONTH} + 6 AND extract(isodow from r.day) = 7
        AND NOT EXISTS (SELECT 1 FROM work_times.days_off_given g WHERE g.employee_id = r.employee_id)
        AND NOT EXISTS (SELECT 1 FROM work_times.workdays w WHERE w.employee_id = r.employee_id
                        AND w.day >= ${LAST_MONTH} AND w.day < ${LAST_MONTH} + interval '1 month' AND w.lock_state <> 'open')
        AND coalesce((SELECT settlement_months FROM work_times.employee_terms t WHERE t.employee_id = r.employee_id
                       AND t.valid_from <= ${LAST_MONTH} ORDER BY t.valid_from DESC LIMIT 1), 1) = 1
      ORDER BY r.employee_id DESC LIMIT 1`).split('|');
  expect(person, 'one of Anna’s people worked last month’s first Sunday').toBeTruthy();
  const [workdayId, day] = sql(`SELECT w.workday_id, w.day::text FROM work_times.workdays w
      WHERE w.employee_id = ${person} AND w.day >= ${LAST_MONTH} AND w.day < ${LAST_MONTH} + interval '1 month'
        AND w.day_kind = 'working' AND extract(isodow from w.day) BETWEEN 1 AND 5
      ORDER BY w.day DESC LIMIT 1`).split('|');
  const saved = sql(`SELECT coalesce(json_agg(r), '[]') FROM work_times.records r WHERE workday_id = ${workdayId}`);
  sql(`DELETE FROM work_times.records WHERE workday_id = ${workdayId}`);
  return { person: Number(person), sunday, workdayId: Number(workdayId), day, saved };
}

function putBack(s: Setup): void {
  sql(`WITH gone AS (DELETE FROM work_times.days_off_given WHERE employee_id = ${s.person} AND given_on = '${s.day}'
         RETURNING replaced_kind, replaced_start, replaced_end, replaced_seconds)
       UPDATE work_times.workdays w SET day_kind = gone.replaced_kind, planned_start = gone.replaced_start,
         planned_end = gone.replaced_end, scheduled_seconds = gone.replaced_seconds FROM gone WHERE w.workday_id = ${s.workdayId};
       DELETE FROM work_times.records WHERE workday_id = ${s.workdayId};
       INSERT INTO work_times.records SELECT * FROM json_populate_recordset(null::work_times.records, '${s.saved}')`);
}

async function pageOf(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

/** "2026-10-04" as the screens write it in Polish ("4 października"). */
const spoken = (date: string) =>
  new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

test('Anna gives a working day off for a Sunday worked, and the Sunday loses its 100 % supplement', async ({ browser }) => {
  const s = setUp();
  try {
    const month = s.sunday.slice(0, 7);
    const evaluation = await pageOf(browser, 'manager', `/work-times/team-time-evaluation/${s.person}?month=${month}`);
    const sundayRow = evaluation.getByRole('row').filter({ hasText: s.sunday }).first();
    await expect(sundayRow).toBeVisible();

    const workday = await pageOf(browser, 'manager', `/work-times/workday/${s.workdayId}`);
    await workday.getByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' }).click();
    const dialog = workday.getByRole('dialog', { name: 'Udziel dnia wolnego' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('day-off-for-date').fill(s.sunday);
    await workday.screenshot({ path: `${SCREENSHOTS}work-times-give-day-off.png` });
    await dialog.getByRole('button', { name: 'Udziel', exact: true }).click();
    await expect(workday.getByText(`Dzień wolny za pracę w dniu ${s.sunday}`).or(workday.getByText(`Dzień wolny za pracę w dniu ${spoken(s.sunday)}`))).toBeVisible();
    await expect(workday.getByRole('button', { name: 'Cofnij dzień wolny' })).toBeVisible();

    await evaluation.reload();
    await expect(evaluation.getByText(/Dni wolne udzielone/).first()).toBeVisible();
    await evaluation.screenshot({ path: `${SCREENSHOTS}work-times-day-off-evaluation.png`, fullPage: true });

    // On a phone: the day's page and its withdraw button are reachable by keyboard.
    const phone = await pageOf(browser, 'manager', `/work-times/workday/${s.workdayId}`);
    await phone.setViewportSize({ width: 390, height: 844 });
    const withdraw = phone.getByRole('button', { name: 'Cofnij dzień wolny' });
    await withdraw.focus();
    await expect(withdraw).toBeFocused();
    await phone.screenshot({ path: `${SCREENSHOTS}work-times-day-off-phone.png`, fullPage: true });
    await phone.keyboard.press('Enter');
    await expect(phone.getByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' })).toBeVisible();
  } finally {
    putBack(s);
  }
});
