import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { IDENTITY_URL, SCREENSHOTS, filingOutcome, signIn, sql } from './helpers';

// The organisation's import from a spreadsheet (docs/people-import.md): HR downloads the
// template, uploads three new people and a supervisor change, reads the preview and applies
// it. One of the new people sets a password from the link, signs in and files leave; their
// new supervisor, also new, sees the request. Then HR corrects one of them on their record.
//
// Rerunnable: the people are new every run (a random SAP suffix) and removed afterwards.

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const sap = (n: number) => `E${run}${n}`;
const PASSWORD = 'Haslo-z-linku-2026';
const HEADER = [
  'Numer SAP', 'Imię', 'Nazwisko', 'Płeć', 'Stanowisko', 'E-mail służbowy', 'ID lokalizacji', 'Lokalizacja',
  'Obszar kadrowy', 'Dział', 'SAP przełożonego', 'Data zatrudnienia', 'Rodzaj umowy', 'Wymiar etatu', 'Wykształcenie',
  'Nazwa użytkownika', 'Role',
];

interface Row { sap: string; first: string; last: string; supervisor: string; username: string; roles: string }
const csvRow = (r: Row) =>
  [r.sap, r.first, r.last, 'K', 'Specjalista', `${r.username}@firma.example.pl`, '1', 'Warszawa', 'ASP', 'Dział importu',
    r.supervisor, '2025-09-01', 'na czas nieokreślony', '1/1', 'wyższe', r.username, r.roles]
    .map((v) => `"${v}"`).join(',');

const lead: Row = { sap: sap(1), first: 'Iwona', last: `Kierownicza ${run}`, supervisor: '00001003', username: `iwona.${run.toLowerCase()}`, roles: 'Manager' };
const joiner: Row = { sap: sap(2), first: 'Julia', last: `Nowozatrudniona ${run}`, supervisor: sap(1), username: `julia.${run.toLowerCase()}`, roles: '' };
const third: Row = { sap: sap(3), first: 'Teresa', last: `Trzecia ${run}`, supervisor: '00001003', username: `teresa.${run.toLowerCase()}`, roles: '' };
const mover: Row = { sap: sap(4), first: 'Marta', last: `Przenoszona ${run}`, supervisor: '00001003', username: `marta.${run.toLowerCase()}`, roles: '' };

test.afterAll(() => {
  const saps = [lead, joiner, third, mover].map((r) => `'${r.sap}'`).join(',');
  const ids = `SELECT employee_id FROM absences.employees WHERE sap_number IN (${saps})`;
  sql(`DELETE FROM identity.users WHERE user_id IN (${ids});
       DELETE FROM absences.request_events WHERE request_id IN (SELECT request_id FROM absences.requests WHERE employee_id IN (${ids}));
       DELETE FROM absences.export_outbox WHERE request_id IN (SELECT request_id FROM absences.requests WHERE employee_id IN (${ids}));
       DELETE FROM absences.requests WHERE employee_id IN (${ids});
       UPDATE absences.employees SET supervisor_id = NULL WHERE sap_number IN (${saps});
       DELETE FROM absences.employees WHERE sap_number IN (${saps});
       SELECT absences.rebuild_ancestors();`);
});

async function userPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  return context.newPage();
}

/** Opens the one-time link, sets the password and answers the username the page showed. */
async function setPasswordFromLink(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const username = (await page.locator('#username').innerText()).trim();
  await page.getByLabel('Nowe hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz nowe hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('status')).toContainText('Hasło zostało ustawione');
  return username;
}

/** A random Monday–Wednesday of 2027 (the new-request form reaches to the end of next year) without a public holiday. */
function week2027(): { from: string; to: string } {
  const holidays = new Set(['2027-01-01', '2027-01-06', '2027-03-29', '2027-05-03', '2027-05-27', '2027-11-01', '2027-11-11', '2027-12-24']);
  for (;;) {
    const monday = new Date(Date.UTC(2027, 0, 4 + 7 * Math.floor(Math.random() * 48)));
    const days = [0, 1, 2].map((i) => new Date(monday.getTime() + i * 86_400_000).toISOString().slice(0, 10));
    if (!days.some((d) => holidays.has(d))) return { from: days[0], to: days[2] };
  }
}

test('HR imports people from a spreadsheet; a new person sets a password, signs in and files leave; the new supervisor sees it', async ({ browser }) => {
  test.setTimeout(240_000);
  const hr = await userPage(browser);
  await signIn(hr, 'hr', '/people/import');
  await expect(hr.getByRole('heading', { level: 1 })).toContainText('Import pracowników');

  // The templates download as files with the columns of the import.
  const [xlsx] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Pobierz szablon XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(readFileSync(await xlsx.path()).subarray(0, 2).toString()).toBe('PK');
  const [csv] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Pobierz szablon CSV' }).click()]);
  expect(readFileSync(await csv.path(), 'utf8')).toContain('Numer SAP');

  // The person who will change supervisor is already employed: imported once, under Anna Nowak.
  const upload = async (rows: Row[]) => {
    const body = [HEADER.map((h) => `"${h}"`).join(','), ...rows.map(csvRow)].join('\n');
    await hr.locator('input[type="file"]').setInputFiles({ name: 'pracownicy.csv', mimeType: 'text/csv', buffer: Buffer.from(body, 'utf8') });
  };
  await upload([mover]);
  await hr.getByRole('button', { name: 'Zastosuj zmiany' }).click();
  await expect(hr.getByText(mover.last).first()).toBeVisible();
  await hr.goto('/people/import');

  await upload([lead, joiner, third, { ...mover, supervisor: lead.sap }]);
  const preview = hr.getByTestId('import-preview');
  await expect(preview).toContainText(joiner.last);
  await expect(hr.getByTestId('count-created')).toContainText('3');
  await expect(hr.getByTestId('count-updated')).toContainText('1');
  await expect(preview).toContainText(`00001003 → ${lead.sap}`);
  await hr.screenshot({ path: `${SCREENSHOTS}people-import-preview.png`, fullPage: true });

  await hr.getByRole('button', { name: 'Zastosuj zmiany' }).click();
  const links = hr.getByTestId('password-links');
  await expect(links).toContainText(joiner.username);
  const linkOf = async (username: string) =>
    (await links.getByTestId(`password-link-${username}`).innerText()).trim();
  const joinerLink = await linkOf(joiner.username);
  const leadLink = await linkOf(lead.username);
  expect(joinerLink).toContain(`${IDENTITY_URL}/ustaw-haslo?token=`);
  await hr.screenshot({ path: `${SCREENSHOTS}people-import-applied.png`, fullPage: true });

  // The new employee sets a password, signs in and files three days of leave.
  const julia = await userPage(browser);
  expect(await setPasswordFromLink(julia, joinerLink)).toBe(joiner.username);
  await signIn(julia, joiner.username, '/leave-requests/new', { password: PASSWORD });
  let number = '';
  for (let attempt = 0; attempt < 3 && !number; attempt += 1) {
    const week = week2027();
    await julia.goto('/leave-requests/new');
    await julia.getByTestId('from-date').fill(week.from);
    await julia.getByTestId('to-date').fill(week.to);
    await expect(julia.getByTestId('request-preview')).toContainText('Dni robocze: 3');
    await julia.getByTestId('submit-request').click();
    if ((await filingOutcome(julia, /\/leave-requests\/my\/\d+$/)) === 'filed') {
      const title = julia.locator('#request-details-title');
      await expect(title).toHaveText(/UW\/\d{4}\/\d{6}/);
      number = ((await title.innerText()).split(' ').pop() ?? '').trim();
    }
  }
  expect(number).toMatch(/^UW\/\d{4}\/\d{6}$/);

  // Her new supervisor, also new, sets a password and finds the request in her team's list.
  const iwona = await userPage(browser);
  await setPasswordFromLink(iwona, leadLink);
  await signIn(iwona, lead.username, '/leave-requests/team', { password: PASSWORD });
  await iwona.getByLabel('Szukaj').fill(number);
  await expect(iwona.getByRole('button', { name: `Akceptuj ${number}` })).toBeVisible();
  await iwona.screenshot({ path: `${SCREENSHOTS}people-import-new-supervisor.png`, fullPage: true });

  // Between imports HR corrects one person's record: found by SAP number, saved, audited.
  await hr.goto('/people/import');
  await hr.getByLabel('Znajdź osobę (nazwisko, numer SAP lub e-mail)').fill(third.sap);
  await hr.getByRole('option', { name: new RegExp(third.last) }).click();
  await expect(hr).toHaveURL(/\/people\/\d+\/record$/);
  const position = hr.getByTestId('record-position');
  await expect(position).toHaveValue('Specjalista');
  await position.fill('Starszy specjalista');
  await hr.getByRole('button', { name: 'Zapisz korektę' }).click();
  await expect(hr.getByText('Korekta zapisana.')).toBeVisible();
  const history = hr.getByRole('table', { name: 'Historia zmian' });
  await expect(history).toContainText('Stanowisko: Specjalista → Starszy specjalista');
  await expect(history).toContainText('korekta na karcie');
  await expect(history).toContainText('Katarzyna Wiśniewska');
  await hr.screenshot({ path: `${SCREENSHOTS}people-import-card-correction.png`, fullPage: true });
});
