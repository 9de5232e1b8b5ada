import { expect, test } from '@playwright/test';
import { SCREENSHOTS, filingOutcome, signIn } from './helpers';

// Thursdays of 2027 that are working days (Corpus Christi 27 May and 11 November are not).
const HOLIDAY_THURSDAYS = new Set(['2027-05-27', '2027-11-11']);
function randomThursday(): string {
  for (;;) {
    const day = new Date(Date.UTC(2027, 0, 7 + 7 * Math.floor(Math.random() * 50))).toISOString().slice(0, 10);
    if (day.startsWith('2027') && !HOLIDAY_THURSDAYS.has(day)) return day;
  }
}

test('a supervisor files hours off for a team member from a chosen start time, and the span shows everywhere', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager', '/leave-requests/new/supervisor');

  // Supervisor mode: the request is for somebody of the team.
  const employee = page.getByRole('combobox', { name: /Pracownik/ });
  await employee.fill('Kowalski');
  await page.getByRole('option', { name: /Jan Kowalski/ }).click();
  await page.getByRole('combobox', { name: /Rodzaj wniosku/ }).click();
  await page.getByRole('option', { name: 'Opieka nad dzieckiem (godziny)' }).click();
  await page.getByTestId('from-date').fill(randomThursday());
  await page.getByTestId('hours').fill('2');

  // docs/product.md §5: the time starts at 12:00, the list is 24-hour in 5-minute steps.
  const start = page.getByTestId('start-time');
  await expect(start).toHaveValue('12:00');
  await expect(page.getByText('Koniec o 14:00')).toBeVisible();
  await start.click();
  await expect(page.getByRole('option', { name: '12:00' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('option', { name: '12:05' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}new-request-time.png`, fullPage: true });
  await start.fill('8:3');
  await page.getByRole('option', { name: '08:30' }).click();
  await expect(start).toHaveValue('08:30');
  await expect(page.getByText('Koniec o 10:30')).toBeVisible();
  await expect(page.getByTestId('request-preview')).toBeVisible();

  // A day an earlier run (or another test) holds answers with the conflict question: another Thursday.
  let filed = false;
  for (let attempt = 0; attempt < 6 && !filed; attempt += 1) {
    await page.getByTestId('submit-request').click();
    const outcome = await filingOutcome(page, /\/leave-requests\/team\/\d+$/);
    filed = outcome === 'filed';
    if (!filed) {
      if (outcome === 'conflict') await page.getByRole('button', { name: 'Nie', exact: true }).click();
      await page.getByTestId('from-date').fill(randomThursday());
    }
  }
  expect(filed).toBe(true);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Jan Kowalski');
  await expect(dialog).toContainText('08:30–10:30');
  await expect(dialog).toContainText('2 godz.');
  const number = ((await page.locator('#request-details-title').innerText()).split(' ').pop() ?? '').trim();
  expect(number).toMatch(/^OPH\/\d{4}\/\d{6}$/);
  await page.screenshot({ path: `${SCREENSHOTS}hours-off-details.png`, fullPage: true });

  // The team list shows the span; rejecting it gives the hours back (and cleans up).
  await page.goto('/leave-requests/team');
  await page.getByLabel('Szukaj').fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('2 godz. (08:30–10:30)');
  await page.getByRole('button', { name: `Odrzuć ${number}` }).click();
  // The comment starts empty; the SPEC's text is a ready choice.
  await page.getByRole('dialog').getByRole('button', { name: 'odrzucenie wniosku' }).click();
  await page.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(row).toContainText('Odrzucony');
});
