import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn, sql } from './helpers';

// Planning a schedule, as Anna Nowak (1003) plans Jan Kowalski's (1002): the first month that
// can still be published with a week's notice (art. 129 §3), copied from the "Dzienna 8–16"
// shift template over Monday to Friday. She makes one day 08:00–23:00 and the planner flags the
// rest Jan would lack before the next morning (art. 132), and the 8 h day (art. 129 §1); she
// sets the day back to the template and publishes. Jan then sees the schedule in "Moje dni
// pracy", and his evaluation of the month measures against it: the time planned is the norm.
//
// Rerunnable: Jan's plan, schedule and publication of that month are taken away before and after.

const JAN = 1002;

/** The first month whose first day is at least 7 days away, "yyyy-MM". */
function plannableMonth(): string {
  return sql(`SELECT to_char(CASE WHEN date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw') + interval '1 month'
                 >= (now() AT TIME ZONE 'Europe/Warsaw')::date + 7
               THEN date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw') + interval '1 month'
               ELSE date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw') + interval '2 months' END, 'YYYY-MM')`);
}

function forget(month: string) {
  sql(`DELETE FROM work_times.planned_days WHERE employee_id = ${JAN} AND date_trunc('month', day) = '${month}-01';
       DELETE FROM work_times.schedule_changes WHERE employee_id = ${JAN} AND date_trunc('month', day) = '${month}-01';
       DELETE FROM work_times.schedule_publications WHERE employee_id = ${JAN} AND month = '${month}-01';
       DELETE FROM work_times.workdays w WHERE employee_id = ${JAN} AND date_trunc('month', day) = '${month}-01'
         AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id)`);
}

/** Jan's row of the planner grid. */
const janRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Jan Kowalski/ }) });

test('a supervisor plans next month from a template, mends a rest breach and publishes; the employee sees it and is evaluated against it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const month = plannableMonth();
  forget(month);
  try {
    const anna = await browser.newPage();
    await signIn(anna, 'manager', `/work-times/schedule-planner?month=${month}&search=Kowalski`);
    const row = janRow(anna);
    await expect(row).toBeVisible();

    // Copy the week: "Dzienna 8–16" Monday to Friday, Saturday and Sunday free.
    await row.locator('td[data-summary]').first().focus();
    await anna.getByRole('button', { name: 'Kopiuj wzorzec' }).click();
    const copy = anna.getByRole('dialog', { name: /Kopiuj wzorzec – Jan Kowalski/ });
    await copy.getByLabel('Tydzień: ta sama zmiana').check();
    await copy.getByRole('combobox', { name: 'Szablon zmiany' }).click();
    await anna.getByRole('option', { name: /Dzienna 8–16/ }).click();
    await copy.getByRole('button', { name: 'Kopiuj', exact: true }).click();
    await expect(copy).toBeHidden();
    const working = row.locator('td[data-kind="working"]');
    await expect(working.first()).toHaveText('08–16');
    await expect(row.locator('td[data-breach]')).toHaveCount(0);

    // A Monday to 23:00: 15 h in an 8-hour day, and 9 h of rest before Tuesday 08:00.
    const monday = await anna.evaluate(
      ([m]) => {
        const d = new Date(`${m}-01T12:00:00Z`);
        while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
        return d.toISOString().slice(0, 10);
      },
      [month],
    );
    let day = row.locator(`td[data-day="${monday}"]`);
    if ((await day.getAttribute('data-kind')) !== 'working') {
      // The first Monday is a holiday: the next one.
      const next = new Date(Date.parse(`${monday}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
      day = row.locator(`td[data-day="${next}"]`);
    }
    await day.focus();
    await anna.keyboard.press('Enter');
    const editor = anna.getByRole('dialog', { name: /Jan Kowalski/ });
    await editor.getByRole('combobox', { name: 'Szablon zmiany' }).click();
    await anna.getByRole('option', { name: 'Własne godziny' }).click();
    await editor.getByTestId('plan-day-end').fill('23:00');
    await editor.getByTestId('plan-day-end').blur();
    await editor.getByRole('button', { name: 'Zapisz' }).click();
    await expect(editor).toBeHidden();
    await expect(day).toHaveAttribute('data-breach', 'true');
    await expect(anna.getByText(/odpoczynek dobowy 11 h \(art\. 132 KP\) – odpoczynek 9g 0m/)).toBeVisible();
    await expect(anna.getByText(/dobowa norma czasu pracy \(art\. 129 § 1 KP\) – zmiana 15g 0m/)).toBeVisible();
    await anna.screenshot({ path: `${SCREENSHOTS}planner-breach.png`, fullPage: true });

    // Publishing is refused while the breach stands; mended, it goes through.
    await anna.getByRole('button', { name: 'Opublikuj' }).click();
    let publish = anna.getByRole('dialog', { name: /Opublikuj harmonogram – Jan Kowalski/ });
    await expect(publish.getByText(/Plan zawiera 3 naruszenia przepisów/)).toBeVisible();
    await publish.getByRole('button', { name: 'Anuluj' }).click();
    await day.focus();
    await anna.keyboard.press('Enter');
    await editor.getByRole('combobox', { name: 'Szablon zmiany' }).click();
    await anna.getByRole('option', { name: /Dzienna 8–16/ }).click();
    await editor.getByRole('button', { name: 'Zapisz' }).click();
    await expect(row.locator('td[data-breach]')).toHaveCount(0);
    await expect(anna.getByText('Plan nie narusza przepisów Kodeksu pracy.')).toBeVisible();
    await anna.getByRole('button', { name: 'Opublikuj' }).click();
    publish = anna.getByRole('dialog', { name: /Opublikuj harmonogram – Jan Kowalski/ });
    await publish.getByRole('button', { name: 'Opublikuj' }).click();
    await expect(publish).toBeHidden();
    await expect(row.getByText('Opublikowany')).toBeVisible();
    await anna.close();

    // Jan sees the published days, and his month is evaluated against them.
    const jan = await browser.newPage();
    await signIn(jan, 'employee', `/work-times/my-workdays?month=${month}`);
    const card = jan.getByRole('region', { name: 'Harmonogram czasu pracy' });
    await expect(card.getByText('08:00–16:00').first()).toBeVisible();
    await expect(card.getByTestId('my-schedule-summary')).toContainText('Anna Nowak');
    await jan.goto('/work-times/my-time-evaluation');
    const nextMonth = jan.getByRole('button', { name: 'Następny miesiąc' });
    const [year, monthNumber] = month.split('-').map(Number);
    const now = new Date();
    for (let i = 0; i < year * 12 + monthNumber - (now.getFullYear() * 12 + now.getMonth() + 1); i += 1) await nextMonth.click();
    const norm = jan.getByTestId('figure-nominalTime');
    await expect(norm).toContainText(/\d+g/);
    const normText = (await norm.innerText()).split('\n').pop()!.trim();
    await expect(jan.getByTestId('figure-scheduledWorkTime')).toContainText(normText);
    await jan.close();
  } finally {
    forget(month);
  }
});
