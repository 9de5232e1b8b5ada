import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers';

// What people see on the leave screens, and where focus goes.

const HOLIDAYS_2027 = new Set(['2027-01-01', '2027-01-06', '2027-03-29', '2027-05-03', '2027-05-27', '2027-11-01', '2027-11-11', '2027-12-24']);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000));

/** Monday to Friday of a random week of 2027 without a holiday. */
function randomWorkWeek(): string[] {
  for (;;) {
    const monday = iso(new Date(Date.UTC(2027, 0, 4 + 7 * Math.floor(Math.random() * 48))));
    const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
    if (!days.some((d) => HOLIDAYS_2027.has(d))) return days;
  }
}

async function userPage(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, path);
  return page;
}

/** Files annual leave from..to; answers the new request's number, or null when the week is taken. */
async function file(page: Page, from: string, to: string): Promise<string | null> {
  await page.goto('/leave-requests/new');
  await page.getByTestId('from-date').fill(from);
  await page.getByTestId('to-date').fill(to);
  await expect(page.getByTestId('request-preview')).toContainText('Dni robocze');
  await page.getByTestId('submit-request').click();
  const outcome = await Promise.race([
    page.waitForURL(/\/leave-requests\/my\/\d+$/, { timeout: 30_000 }).then(() => 'filed'),
    page.getByRole('dialog').getByTestId('conflict-question').waitFor({ timeout: 30_000 }).then(() => 'conflict'),
    page.getByTestId('request-error').waitFor({ timeout: 30_000 }).then(() => 'error'),
  ]);
  if (outcome === 'conflict') await page.getByRole('button', { name: 'Nie', exact: true }).click();
  if (outcome !== 'filed') return null;
  const title = page.locator('#request-details-title');
  await expect(title).toHaveText(/UW\/\d{4}\/\d{6}/);
  return (await title.innerText()).split(' ').pop() ?? null;
}

async function cancelOwn(page: Page, number: string) {
  await page.goto('/leave-requests/my');
  await page.getByLabel('Szukaj').fill(number);
  await page.getByRole('button', { name: number, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anuluj wniosek' }).click();
  await page.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: number }).first()).toContainText('Anulowany');
}

test('filing over a pending request lists what is cancelled and names its action', async ({ browser }) => {
  test.setTimeout(180_000);
  const employee = await userPage(browser, 'employee', '/leave-requests/new');
  let week: string[] = [];
  let first: string | null = null;
  for (let attempt = 0; attempt < 5 && !first; attempt += 1) {
    week = randomWorkWeek();
    first = await file(employee, week[0], week[4]);
  }
  expect(first).toMatch(/^UW\//);

  // Wednesday and Thursday over Monday–Friday: Monday, Tuesday and Friday go with it.
  await employee.goto('/leave-requests/new');
  await employee.getByTestId('from-date').fill(week[2]);
  await employee.getByTestId('to-date').fill(week[3]);
  await expect(employee.getByTestId('request-preview')).toContainText('Dni robocze: 2');
  await employee.getByTestId('submit-request').click();
  const dialog = employee.getByRole('dialog', { name: 'Termin pokrywa się z innym wnioskiem' });
  await expect(dialog).toBeVisible();
  const item = dialog.getByTestId(`conflict-${first}`);
  await expect(item).toContainText('Urlop wypoczynkowy');
  await expect(item).toContainText('5 dni roboczych');
  const day = (d: string) => new Intl.DateTimeFormat('pl', { day: 'numeric', month: 'long', timeZone: 'Europe/Warsaw' }).format(new Date(`${d}T12:00:00Z`));
  await expect(dialog.getByTestId(`conflict-lost-${first}`)).toHaveText(
    `Anulowany zostanie cały wniosek, także dni poza nowym terminem: ${day(week[0])}, ${day(week[1])}, ${day(week[4])}.`,
  );
  await dialog.getByRole('button', { name: 'Złóż i anuluj poprzedni' }).click();
  await employee.waitForURL(/\/leave-requests\/my\/\d+$/);
  const title = employee.locator('#request-details-title');
  await expect(title).toHaveText(/UW\/\d{4}\/\d{6}/);
  const second = (await title.innerText()).split(' ').pop() ?? '';
  expect(second).not.toBe(first);

  await employee.goto('/leave-requests/my');
  await employee.getByLabel('Szukaj').fill(first!);
  await expect(employee.getByRole('row', { name: new RegExp(first!.replace(/\//g, '\\/')) })).toContainText('Anulowany');
  await cancelOwn(employee, second);
});

test('a rejection needs the manager’s own comment or a chosen suggestion', async ({ browser }) => {
  test.setTimeout(180_000);
  const employee = await userPage(browser, 'employee', '/leave-requests/new');
  let number: string | null = null;
  for (let attempt = 0; attempt < 5 && !number; attempt += 1) {
    const week = randomWorkWeek();
    number = await file(employee, week[1], week[1]);
  }
  expect(number).toMatch(/^UW\//);

  const manager = await userPage(browser, 'manager', '/leave-requests/team');
  await manager.getByLabel('Szukaj').fill(number!);
  const reject = manager.getByRole('button', { name: `Odrzuć ${number}` });
  await reject.click();
  const dialog = manager.getByRole('dialog', { name: 'Odrzuć' });
  const comment = dialog.getByRole('textbox', { name: 'Komentarz' });
  await expect(comment).toHaveValue('');
  await dialog.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(dialog).toContainText('Komentarz jest wymagany');
  await dialog.getByRole('button', { name: 'odrzucenie wniosku' }).click();
  await expect(comment).toHaveValue('odrzucenie wniosku');
  await dialog.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(manager.getByRole('row', { name: new RegExp(number!.replace(/\//g, '\\/')) })).toContainText('Odrzucony');
  // Focus never falls to <body> after the dialog.
  await expect.poll(() => manager.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
});

test('the dashboard, my limits and the new-request form show one annual-leave figure', async ({ browser }) => {
  test.setTimeout(120_000);
  const employee = await userPage(browser, 'employee', '/dashboards');
  const widget = (await employee.getByTestId('annual-leave-available').innerText()).trim();
  const available = Number(/^(\d+(?:[.,]\d)?)/.exec(widget)?.[1].replace(',', '.'));
  expect(available).toBeGreaterThan(0);

  await employee.goto('/leave-requests/my-limits');
  await expect(employee.getByTestId('annual-leave-balance')).toContainText(`Do wykorzystania: ${available} dni`);

  // A leave after 30 September counts the carried-over days too (art. 168 is the employer's deadline).
  const today = new Date();
  let day = iso(new Date(today.getTime() + 14 * 86_400_000));
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  if (day.slice(0, 4) !== String(today.getFullYear())) test.skip(true, 'the new request would fall into next year');
  await employee.goto('/leave-requests/new');
  await employee.getByTestId('from-date').fill(day);
  await employee.getByTestId('to-date').fill(day);
  await expect(employee.getByTestId('request-preview')).toContainText(`Dostępny limit: ${available} dni`);
});
