import { execFileSync } from 'node:child_process';
import { inflateRawSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Kadry2026!';
export const IDENTITY_URL = process.env.KADRY_IDENTITY_URL ?? 'http://localhost:8081';
export const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;
const PG_PORT = process.env.KADRY_PG_PORT ?? '55432';

/** Direct SQL on the test stack's database, for set-up the API cannot make. */
export function sql(statement: string): string {
  return execFileSync('psql', ['-h', '127.0.0.1', '-p', PG_PORT, '-U', 'kadry', '-d', 'kadry', '-v', 'ON_ERROR_STOP=1', '-Atqc', statement], {
    env: { ...process.env, PGPASSWORD: 'kadry', PGCONNECT_TIMEOUT: '5' },
    timeout: 15_000,
  }).toString().trim();
}

/** Fills the provider's real login page (fields `username`, `password`, a submit button). */
export async function signInOnProviderPage(page: Page, username: string, password = PASSWORD) {
  await page.waitForURL((url) => url.href.startsWith(IDENTITY_URL) && url.pathname.startsWith('/login'));
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"], form input[type="submit"], form button:not([type])').first().click();
}

/** The announcement's accept button (neutral wording: docs/decisions/web-bonus-wording.md). */
export const ACCEPT_ANNOUNCEMENT = 'Potwierdzam zapoznanie się z komunikatem';

/** 'Komunikat ZFŚS': the blocking announcement of the holiday-benefit campaign. */
export const announcementDialog = (page: Page) => page.getByRole('dialog', { name: 'Komunikat ZFŚS' });

/** Reads the announcement to its end, accepts it and answers the follow-up with 'Później'. */
export async function completeAnnouncement(page: Page) {
  const dialog = announcementDialog(page);
  await dialog.getByTestId('announcement-bottom').scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: ACCEPT_ANNOUNCEMENT }).click();
  await page.getByRole('dialog', { name: 'Oświadczenie ZFŚS' }).getByRole('button', { name: 'Później' }).click();
}

/**
 * The announcement may show up just as a test ends; accepting it is then moot, and Playwright
 * would report the handler's interrupted click as an error outside every test.
 */
async function acceptWhileTheTestRuns(page: Page) {
  try {
    await completeAnnouncement(page);
  } catch (error) {
    if (!/Test ended|has been closed/.test(String(error))) throw error;
  }
}

/**
 * Opens `path`, signs in when asked (with the demo password unless another is given) and waits
 * until the app shows the page. While a campaign is
 * open the announcement blocks every page once a week until accepted: it is accepted whenever it
 * shows up, unless the spec tests it itself (`keepAnnouncement`).
 */
export async function signIn(page: Page, username: string, path = '/', { keepAnnouncement = false, password = PASSWORD } = {}) {
  if (!keepAnnouncement) await page.addLocatorHandler(announcementDialog(page), () => acceptWhileTheTestRuns(page));
  await page.goto(path);
  await signInOnProviderPage(page, username, password);
  // Back in the app (not the provider, not the callback page).
  await page.waitForURL((url) => !url.href.startsWith(IDENTITY_URL) && !url.pathname.startsWith('/auth/'));
  // A kept announcement may open before the menu is seen, and as a modal it hides the menu from
  // the accessibility tree: either one shows that the app is there.
  const menu = page.getByRole('navigation', { name: /Menu główne|Main menu/ });
  await expect((keepAnnouncement ? menu.or(announcementDialog(page)) : menu).first()).toBeVisible();
}

/** Visible texts of the side navigation (groups and items). */
export async function menuTexts(page: Page): Promise<string[]> {
  const nav = page.getByTestId('vertical-nav').getByRole('navigation');
  return (await nav.locator('.MuiListItemText-primary').allInnerTexts()).map((t) => t.trim());
}

/**
 * After "Złóż wniosek": 'filed' (the app went to `filedUrl`), 'conflict' (the question to
 * cancel a pending request) or 'taken' (approved leave of an earlier run holds the days:
 * refused, nothing to confirm). Any other refusal fails the test.
 */
export async function filingOutcome(page: Page, filedUrl: RegExp): Promise<'filed' | 'conflict' | 'taken'> {
  const outcome = await Promise.race([
    page.waitForURL(filedUrl, { timeout: 30_000 }).then(() => 'filed' as const),
    page.getByTestId('conflict-question').waitFor({ timeout: 30_000 }).then(() => 'conflict' as const),
    page.getByTestId('request-error').waitFor({ timeout: 30_000 }).then(() => 'error' as const),
  ]);
  if (outcome !== 'error') return outcome;
  const refusal = await page.getByTestId('request-error').innerText();
  if (!/pokrywa się z zatwierdzonym/.test(refusal)) throw new Error(`filing refused: ${refusal}`);
  return 'taken';
}

/** The entries of a zip file (central directory; stored or deflated). */
export function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const extra = zip.readUInt16LE(p + 30);
    const comment = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    p += 46 + nameLength + extra + comment;
  }
  return files;
}

/**
 * Types a moment into the app's date and time field (`DateTimeField`) whose day input has the
 * test id `testId`: the day, then the 24-hour time (`value` is "yyyy-MM-ddTHH:mm").
 */
export async function fillMoment(scope: Locator, testId: string, value: string): Promise<void> {
  const [day, time] = value.split('T');
  await scope.getByTestId(testId).fill(day);
  await scope.getByTestId(`${testId}-time`).fill(time);
  await scope.getByTestId(`${testId}-time`).blur();
}
