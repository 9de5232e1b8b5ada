import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, filingOutcome, signIn, sql } from './helpers';

// Regular remote work (docs/remote-work.md): the employee applies for an agreement, Admin gives
// the opinion, the supervisor approves it, and the employee files HO within its terms.

const iso = (d: Date) => d.toISOString().slice(0, 10);
// The agreement covers next year, the last the form offers; its Mondays without a holiday
// (Easter Monday 29 III, 3 V and 1 XI fall on Mondays in 2027).
const YEAR = 2027;
const HOLIDAY_MONDAYS = new Set(['2027-03-29', '2027-05-03', '2027-11-01']);
function randomMonday(): string {
  for (;;) {
    const monday = iso(new Date(Date.UTC(YEAR, 0, 4 + 7 * Math.floor(Math.random() * 51))));
    if (!HOLIDAY_MONDAYS.has(monday)) return monday;
  }
}

async function userPage(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, path);
  return page;
}

test('an employee applies for a remote work agreement, Admin gives the opinion, the manager approves, HO is filed within it', async ({ browser }) => {
  test.setTimeout(240_000);
  // An application an earlier run left open would stop this one (one at a time): withdrawn.
  sql(`UPDATE absences.home_office_agreements SET status_id = 5 WHERE employee_id = 1002 AND status_id IN (1, 2)`);

  const employee = await userPage(browser, 'employee', '/home-offices/my');
  await employee.getByRole('button', { name: 'Złóż wniosek o porozumienie' }).click();
  const form = employee.getByRole('dialog');
  await employee.getByTestId('agreement-valid-from').fill(`${YEAR}-01-01`);
  await employee.getByTestId('agreement-valid-to').fill(`${YEAR}-12-31`);
  await form.getByRole('checkbox', { name: /^pon/ }).check();
  await form.getByRole('checkbox', { name: /^śr/ }).check();
  for (const statement of await form.getByRole('group').last().getByRole('checkbox').all()) await statement.check();
  await employee.getByTestId('agreement-justification').fill('Dojazd do biura zajmuje ponad godzinę (test end-to-end).');
  await employee.screenshot({ path: `${SCREENSHOTS}agreement-application.png`, fullPage: true });
  await form.getByRole('button', { name: 'Złóż wniosek' }).click();
  await expect(employee.getByTestId('agreement-filed')).toBeVisible();
  const number = /PZ\/\d+\/\d{4}/.exec(await employee.getByTestId('agreement-filed').innerText())?.[0] ?? '';
  expect(number).toMatch(/^PZ\/\d+\/\d{4}$/);
  await expect(employee.getByRole('row', { name: new RegExp(number) })).toContainText('Oczekuje na opinię');

  // Admin gives a positive opinion from the list of every agreement.
  const admin = await userPage(browser, 'admin', '/home-offices/list');
  await admin.getByLabel('Szukaj').fill('Kowalski');
  await admin.getByRole('button', { name: `Wydaj opinię ${number}` }).click();
  const opinion = admin.getByRole('dialog');
  await opinion.getByRole('radio', { name: 'Opinia pozytywna' }).check();
  await opinion.getByRole('button', { name: 'Wydaj opinię' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(number) })).toContainText('Oczekuje na decyzję');

  // The manager approves it among the team's agreements.
  const manager = await userPage(browser, 'manager', '/leave-requests/team?tab=home-office-agreements');
  await manager.getByRole('button', { name: `Zatwierdź ${number}` }).click();
  await manager.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(manager.getByRole('button', { name: `Zatwierdź ${number}` })).toHaveCount(0);
  await manager.screenshot({ path: `${SCREENSHOTS}team-agreements.png`, fullPage: true });

  await employee.reload();
  await expect(employee.getByRole('row', { name: new RegExp(number) })).toContainText('Zatwierdzone');

  // HO on a Monday of the agreement is filed; a Tuesday is refused by the form's preview.
  let filed = false;
  for (let attempt = 0; attempt < 5 && !filed; attempt += 1) {
    const monday = randomMonday();
    await employee.goto('/leave-requests/new');
    await employee.getByRole('combobox', { name: /Rodzaj wniosku/ }).click();
    await employee.getByRole('option', { name: 'Praca zdalna', exact: true }).click();
    if (attempt === 0) {
      const tuesday = iso(new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000));
      await employee.getByTestId('from-date').fill(tuesday);
      await employee.getByTestId('to-date').fill(tuesday);
      await expect(employee.getByText(/nie jest objęta zatwierdzonym porozumieniem/)).toBeVisible();
    }
    await employee.getByTestId('from-date').fill(monday);
    await employee.getByTestId('to-date').fill(monday);
    await employee.getByTestId('submit-request').click();
    const outcome = await filingOutcome(employee, /\/leave-requests\/my\/\d+$/);
    if (outcome === 'filed') filed = true;
    else if (outcome === 'conflict') await employee.getByRole('button', { name: 'Nie', exact: true }).click();
  }
  expect(filed).toBe(true);
  await expect(employee.locator('#request-details-title')).toHaveText(/HO\/\d{4}\/\d{6}/);
  const requestNo = await employee.locator('#request-details-title').innerText();
  await employee.goto('/home-offices/my');
  // The new request is among my remote work requests, newest first.
  await expect(employee.getByRole('link', { name: requestNo.split(' ').pop() ?? '' })).toBeVisible();
  await employee.screenshot({ path: `${SCREENSHOTS}home-offices-my.png`, fullPage: true });
});
