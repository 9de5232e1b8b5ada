import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn, sql } from './helpers';

// Substitutions (docs/substitutions.md): the manager names a substitute, who then decides a team
// request in her stead, and the request says so.

async function userPage(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, path);
  return page;
}

const CANCEL_MANAGERS_SUBSTITUTIONS = `UPDATE absences.substitutions SET status_id = 4 WHERE employee_id = 1003 AND status_id IN (1, 2)`;

// Whatever happens, the manager's substitution ends with the test (a timeout too): a substitute
// left in place would decide her team's requests in other suites.
test.afterEach(() => {
  sql(CANCEL_MANAGERS_SUBSTITUTIONS);
});

const warsawToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

test('a manager names a substitute, who approves a team request in her stead, and the request shows it', async ({ browser }) => {
  test.setTimeout(240_000);
  // An earlier run's substitution of the manager would overlap this one: cancelled.
  sql(CANCEL_MANAGERS_SUBSTITUTIONS);
  // A pending request of the manager's team to decide (the demo keeps one ahead for everyone):
  // the newest filed, which heads the substitute's list; not Jan Kowalski's, whose requests other
  // specs follow.
  const pending = sql(`SELECT r.request_no FROM absences.requests r
      JOIN absences.employee_ancestors a ON a.employee_id = r.employee_id AND a.ancestor_id = 1003
      WHERE r.status_id = 1 AND r.employee_id <> 1002 ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 1`).trim();
  expect(pending).toMatch(/^[A-Z]+\/\d{4}\/\d{6}$/);

  // The manager proposes Katarzyna Wiśniewska (HR, a colleague under the same supervisor) from today.
  const manager = await userPage(browser, 'manager', '/substitutions/my');
  await manager.getByRole('button', { name: 'Zaproponuj zastępstwo' }).click();
  const form = manager.getByRole('dialog');
  await manager.getByTestId('substitution-substitute').fill('Wiśniewska');
  await manager.getByRole('option', { name: /Katarzyna Wiśniewska/ }).click();
  const today = warsawToday();
  await manager.getByTestId('substitution-from').fill(today);
  await manager.getByTestId('substitution-to').fill(today);
  await manager.getByTestId('substitution-comment').fill('Szkolenie (test end-to-end)');
  await form.getByRole('button', { name: 'Zaproponuj' }).click();
  await expect(manager.getByRole('row', { name: /Katarzyna Wiśniewska/ }).first()).toContainText('Zaproponowane');
  await manager.screenshot({ path: `${SCREENSHOTS}substitutions-my.png`, fullPage: true });

  // Her supervisor, the company's head (Admin and a manager), confirms it on his team's page.
  const head = await userPage(browser, 'admin', '/substitutions/team');
  // His team's list holds every run's substitutions of hers: the substitute's name narrows it.
  await head.getByLabel('Szukaj').fill('Wiśniewska');
  await head.getByRole('button', { name: /^Potwierdź Anna Nowak.*Katarzyna Wiśniewska/ }).first().click();
  await head.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(head.getByRole('button', { name: /^Potwierdź Anna Nowak.*Katarzyna Wiśniewska/ })).toHaveCount(0);

  // The substitute finds the team's request among what waits for her and approves it.
  const substitute = await userPage(browser, 'hr', '/substitutions/my');
  await expect(substitute.getByText(/Wnioski do decyzji w zastępstwie/)).toBeVisible();
  await substitute.getByRole('button', { name: `Akceptuj ${pending}` }).click();
  await substitute.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(substitute.getByRole('button', { name: `Akceptuj ${pending}` })).toHaveCount(0);
  await substitute.screenshot({ path: `${SCREENSHOTS}substitutions-decided.png`, fullPage: true });

  // The manager opens the request: approved by the substitute in her stead.
  await manager.goto('/leave-requests/team');
  await manager.getByLabel('Szukaj').fill(pending);
  await manager.getByRole('button', { name: pending, exact: true }).click();
  const details = manager.getByRole('dialog');
  await expect(details).toContainText('Katarzyna Wiśniewska w zastępstwie Anna Nowak');
  await manager.screenshot({ path: `${SCREENSHOTS}request-decided-by-substitute.png`, fullPage: true });
});
