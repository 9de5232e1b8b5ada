import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCEPT_ANNOUNCEMENT, announcementDialog, SCREENSHOTS, signIn, unzip } from './helpers';

// The ZFŚS holiday-benefit declaration. The announcement blocks until read to the end
// and accepted (logs 1, 2, 3), the employee files and edits a declaration with the server's live
// calculator, and HR downloads the campaign's declarations as CSV and XLSX.
//
// Rerunnable: the announcement is tested with `posteditor`, whom no other spec signs in, after this
// week's announcement logs and current declaration of that account are removed; the employee's
// declaration in the current campaign is removed first, so it is filed and then edited every run.

const PG_PORT = process.env.KADRY_PG_PORT ?? '55432';

/** Direct SQL on the test stack's database, for the set-up the API cannot make (removing rows). */
function sql(statement: string): void {
  execFileSync('psql', ['-h', '127.0.0.1', '-p', PG_PORT, '-U', 'kadry', '-d', 'kadry', '-v', 'ON_ERROR_STOP=1', '-Atqc', statement], {
    env: { ...process.env, PGPASSWORD: 'kadry', PGCONNECT_TIMEOUT: '5' },
    timeout: 15_000,
  });
}

/** The account's logs and declaration of the campaign go, as if it had not yet seen it this year. */
function forgetCampaign(userId: number, campaignId: number): void {
  sql(`DELETE FROM bonus_declarations.logs WHERE user_id = ${userId};
       DELETE FROM bonus_declarations.declarations WHERE user_id = ${userId} AND campaign_id = ${campaignId}`);
}

/** The most recent Monday 00:00 in Warsaw as ISO 8601 with the offset of that moment. */
function mondayInWarsaw(now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })
      .formatToParts(now).map((p) => [p.type, p.value]),
  );
  const back = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday);
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) - back)).toISOString().slice(0, 10);
  const hourInWarsaw = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(d);
  const offset = ['+01:00', '+02:00'].find((o) => hourInWarsaw(new Date(`${day}T00:00:00${o}`)) === '00');
  return `${day}T00:00:00${offset}`;
}

interface Api {
  userId: number;
  post: <T>(path: string, body: unknown) => Promise<T>;
  get: <T>(path: string) => Promise<T>;
}

/** The gateway's API with the signed-in user's token (the one the app holds). */
async function apiOf(page: Page): Promise<Api> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : '';
  });
  expect(token, 'the app holds a token').not.toBe('');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string };
  const headers = { Authorization: `Bearer ${token}` };
  const checked = async <T>(what: string, r: Awaited<ReturnType<Page['request']['get']>>) => {
    expect(r.ok(), `${what}: ${r.status()} ${await r.text()}`).toBe(true);
    return (await r.json()) as T;
  };
  return {
    userId: Number(claims.sub),
    post: async (path, body) => checked(path, await page.request.post(path, { headers, data: body })),
    get: async (path) => checked(path, await page.request.get(path, { headers })),
  };
}

interface Configuration {
  bonusDeclarationConfiguration?: { campaignId: number; bonusDeclarationsAvailable: boolean; bonusDeclarationsDeadlinePassed: boolean };
}
interface Declaration {
  bonusDeclarationId: number;
  fullName: string;
  sapNumber: string;
  editedDate: string;
}

async function campaignOf(api: Api): Promise<number> {
  const config = await api.get<Configuration>('/api/configuration');
  const campaign = config.bonusDeclarationConfiguration;
  expect(campaign, 'the demo data have a current bonus declaration campaign').toBeTruthy();
  expect(campaign!.bonusDeclarationsAvailable && !campaign!.bonusDeclarationsDeadlinePassed, 'the campaign is open today').toBe(true);
  return campaign!.campaignId;
}

const ownDeclaration = async (api: Api, campaignId: number) =>
  (await api.post<{ total: number; data: Declaration[] }>('/api/bonus-declarations/search', { page: 1, pageSize: 1, campaignId, userId: api.userId })).data[0];

const logCount = async (api: Api, type: number, dateFrom?: string) =>
  (await api.post<{ total: number }>('/api/bonus-declarations/logs/search', { page: 1, pageSize: 1, userId: api.userId, bonusDeclarationLogTypeId: type, dateFrom })).total;

async function newPage(browser: Browser, username: string, path: string, keepAnnouncement = false): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, username, path, { keepAnnouncement });
  return page;
}

/** Filled in by the employee's test, read by HR's. */
const declared = { fullName: '', sapNumber: '' };

test.describe.serial('ZFŚS holiday benefit declaration', () => {
  test('the announcement blocks until read to the end and accepted, then offers the declaration (logs 1, 2, 3)', async ({ browser }) => {
    test.setTimeout(180_000);
    const since = mondayInWarsaw();
    // Signed in with the dialog left alone; its set-up reset first, then a fresh page.
    const first = await newPage(browser, 'posteditor', '/dashboards', true);
    const firstApi = await apiOf(first);
    forgetCampaign(firstApi.userId, await campaignOf(firstApi));
    await first.context().close();

    const page = await newPage(browser, 'posteditor', '/dashboards', true);
    const api = await apiOf(page);
    const dialog = announcementDialog(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => logCount(api, 1, since), { message: 'the Displayed log' }).toBeGreaterThan(0);
    const accept = dialog.getByTestId('announcement-accept');
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveText('Przewiń treść...');
    // Not closable before acceptance.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await logCount(api, 2, since), 'no Read log before the end is seen').toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}bonus-announcement.png` });

    await dialog.getByTestId('announcement-bottom').scrollIntoViewIfNeeded();
    await expect(accept).toBeEnabled();
    await expect(accept).toHaveText(ACCEPT_ANNOUNCEMENT);
    await accept.click();
    const followUp = page.getByRole('dialog', { name: 'Oświadczenie ZFŚS' });
    await expect(followUp).toContainText('Czy chcesz teraz złożyć oświadczenie?');
    await expect(dialog).toBeHidden();
    await followUp.getByRole('button', { name: 'Tak, przejdź do oświadczenia' }).click();
    await expect(page).toHaveURL(/\/bonus-declarations$/);
    await expect(page.getByTestId('submit-declaration')).toBeVisible();

    // Logs are sent without waiting for them: poll until each has arrived.
    for (const type of [2, 3, 4]) await expect.poll(() => logCount(api, type, since), { message: `log type ${type} since ${since}` }).toBeGreaterThan(0);
    // Accepted this week: a reload does not show it again, though the check runs every 5 s.
    await page.reload();
    await expect(page.getByTestId('submit-declaration')).toBeVisible();
    await page.waitForTimeout(6_000);
    await expect(dialog).toBeHidden();
    await page.context().close();
  });

  test('the declaration is filed by keyboard alone: Tab to each field, type, Space for the statements, Enter to file', async ({ browser }) => {
    test.setTimeout(120_000);
    // posteditor accepted the announcement in the test before and has not filed yet.
    const page = await newPage(browser, 'posteditor', '/bonus-declarations', true);
    await expect(page.getByTestId('submit-declaration')).toBeVisible();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const focusedTestId = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.dataset.testid ?? el?.querySelector('[data-testid]')?.getAttribute('data-testid') ?? '';
    });
    /** Tab forward until the control `testId` has the focus (no mouse), at most 80 stops. */
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if ((await focusedTestId()) === testId) return;
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await tabTo('member-0-incomeGrosze');
    await page.keyboard.type('48000');
    await tabTo('member-0-costsOfObtainingGrosze');
    await page.keyboard.type('3000');
    await expect(page.getByTestId('calc-tier')).toHaveText(/^Przysługujące świadczenie: [\d\s]+,\d{2}\szł$/);
    for (const statement of ['statementDataTrue', 'statementDocumentsOnDemand', 'statementInformationClause']) {
      await tabTo(statement);
      await page.keyboard.press('Space');
      await expect(page.getByTestId(statement)).toBeChecked();
    }
    await tabTo('submit-declaration');
    await page.keyboard.press('Enter');
    const status = page.getByTestId('declaration-status');
    await expect(status).toContainText('Oświadczenie złożone');
    await expect(status).toBeFocused();
    await page.screenshot({ path: `${SCREENSHOTS}bonus-declaration-keyboard.png`, fullPage: true });
    await page.context().close();
  });

  test('the employee files a declaration with the live calculator, reloads and edits it', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, 'employee', '/bonus-declarations');
    const api = await apiOf(page);
    const campaignId = await campaignOf(api);
    // Filed afresh every run: the employee's declaration of this campaign is removed first.
    forgetCampaign(api.userId, campaignId);
    await page.reload();
    const submit = page.getByTestId('submit-declaration');
    await expect(submit).toBeVisible();
    const income = page.getByTestId('member-0-incomeGrosze');

    {
      await income.fill('54 000,00');
      await page.getByTestId('member-0-costsOfObtainingGrosze').fill('3 000');
      await page.getByTestId('member-0-socialInsuranceGrosze').fill('7 403,40');
      await page.getByTestId('member-0-taxDueGrosze').fill('3 150');
      await expect(page.getByTestId('calc-tier')).toHaveText(/^Przysługujące świadczenie: [\d\s]+,\d{2}\szł$/);
      await expect(page.getByTestId('calc-members')).toHaveText('1');
      for (const s of ['statementDataTrue', 'statementDocumentsOnDemand', 'statementInformationClause']) await page.getByTestId(s).check();
      await page.screenshot({ path: `${SCREENSHOTS}bonus-declaration-form.png`, fullPage: true });
      await submit.click();
      const status = page.getByTestId('declaration-status');
      await expect(status).toContainText('Oświadczenie złożone');
      // The form is replaced by the filed one: focus and the view go to the confirmation.
      await expect(status).toBeFocused();
      await expect(status).toBeInViewport();
    }

    await page.reload();
    await expect(page.getByRole('button', { name: 'Zapisz zmiany' })).toBeVisible();
    // Filed, not yet edited; the tier the calculator showed is the one filed.
    await expect(page.getByTestId('edited-date')).toHaveCount(0);
    // A different amount each run (whole złoty and grosze), so the edit always changes something.
    const zloty = 50_000 + Math.floor(Math.random() * 9_000);
    const grosze = String(Math.floor(Math.random() * 100)).padStart(2, '0');
    await income.fill(`${zloty},${grosze}`);
    await expect(page.getByTestId('calc-tier')).toContainText('Przysługujące świadczenie:');
    // Editing keeps the statements ticked (they were filed so).
    await expect(page.getByTestId('statementDataTrue')).toBeChecked();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByTestId('edited-date')).toBeVisible();

    await page.reload();
    // A filed amount comes back grouped as Polish writes it (a non-breaking space every three digits).
    await expect(income).toHaveValue(`${Math.floor(zloty / 1000)}\u00a0${String(zloty % 1000).padStart(3, '0')},${grosze}`);
    const mine = await ownDeclaration(api, campaignId);
    expect(mine).toBeTruthy();
    expect(mine!.editedDate).not.toBe('');
    declared.fullName = mine!.fullName;
    declared.sapNumber = mine!.sapNumber;
    await page.context().close();
  });

  test('on a phone the form starts near the top once the announcement is accepted, and the calculator comes before the submit button', async ({ browser }) => {
    test.setTimeout(120_000);
    // The employee has accepted this week's announcement (signIn does) and declared (the test before).
    const page = await newPage(browser, 'employee', '/bonus-declarations');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const submit = page.getByRole('button', { name: 'Zapisz zmiany' });
    await expect(submit).toBeVisible();
    // Folded to one line that opens it again.
    const fold = page.getByRole('main').getByRole('button', { name: 'Komunikat ZFŚS' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    const taxYear = await page.getByRole('combobox', { name: 'Rok podatkowy dochodu' }).boundingBox();
    expect(taxYear!.y, 'the form starts within the first screen').toBeLessThan(844);
    await page.getByTestId('member-0-incomeGrosze').fill('51 000');
    const calculator = page.getByTestId('bonus-calculator');
    await expect(page.getByTestId('calc-tier')).toBeVisible();
    expect((await calculator.boundingBox())!.y, 'the calculator above the submit button').toBeLessThan((await submit.boundingBox())!.y);
    await page.screenshot({ path: `${SCREENSHOTS}bonus-declaration-phone.png`, fullPage: true });

    // Leaving with the change unsaved asks first; staying keeps the change.
    // The question opens over the menu, which closes only once the page has changed.
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Pulpit' }).click();
    const question = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Zostań na stronie' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/bonus-declarations$/);
    await expect(page.getByTestId('member-0-incomeGrosze')).toHaveValue('51 000');
    await page.context().close();
  });

  test('HR sees the declaration in the report and downloads it as CSV and XLSX', async ({ browser }) => {
    test.setTimeout(120_000);
    expect(declared.sapNumber, 'the employee has declared (the test before)').not.toBe('');
    const hr = await newPage(browser, 'hr', '/bonus-declarations/report');
    await expect(hr.getByRole('heading', { name: 'Raport oświadczeń ZFŚS' })).toBeVisible();
    await hr.getByLabel('Szukaj').fill(declared.sapNumber);
    // What the campaign's declarations add up to, above the list (the employee's among them).
    await expect(hr.getByTestId('campaign-summary')).toContainText(/Złożone oświadczenia: [1-9]\d* · razem do wypłaty: [\d\s]+,\d{2}\szł/);
    const row = hr.getByRole('row').filter({ hasText: declared.fullName });
    await expect(row).toContainText(declared.sapNumber);
    await expect(row).toContainText('zł');
    // Employed on the consideration day, as HR's records say.
    await expect(row).toContainText('Tak');

    const [csvDownload] = await Promise.all([hr.waitForEvent('download'), hr.getByTestId('export-csv').click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await csvDownload.path(), 'utf8');
    expect(csv).toContain(declared.sapNumber);
    expect(csv).toContain(declared.fullName);

    const [xlsxDownload] = await Promise.all([hr.waitForEvent('download'), hr.getByTestId('export-xlsx').click()]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    // A workbook: its sheet and its strings hold the declarant.
    const workbook = unzip(readFileSync(await xlsxDownload.path()));
    expect(workbook.has('xl/workbook.xml')).toBe(true);
    expect(workbook.has('xl/worksheets/sheet1.xml')).toBe(true);
    const cells = [...workbook.values()].join('\n');
    expect(cells).toContain(declared.sapNumber);
    expect(cells).toContain(declared.fullName);

    await hr.getByRole('tab', { name: 'Nie złożyli oświadczenia' }).click();
    await expect(hr.locator('.MuiTablePagination-displayedRows')).toBeVisible();
    await hr.screenshot({ path: `${SCREENSHOTS}bonus-report-non-declarants.png` });
    await hr.context().close();
  });
});
