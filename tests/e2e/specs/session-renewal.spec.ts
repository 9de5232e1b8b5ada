import { expect, test } from '@playwright/test';
import { PASSWORD } from './helpers';
import { startShortTokenStack, type ShortTokenStack } from './short-token-stack';

// With tokens of one minute the session renews silently in the hidden frame
// (the gateway's CSP frames the app's own silent callback), the page never reloads and a
// half-typed request survives three renewals and the expiry of the first token.
const TTL_SECONDS = 60;

let stack: ShortTokenStack;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  stack = await startShortTokenStack(TTL_SECONDS);
});
test.afterAll(async () => {
  await stack?.stop();
});

test('a half-typed request survives three silent renewals of a one-minute token', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: stack.appUrl });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|frame-src|Refused to frame/i.test(m.text())) cspViolations.push(m.text());
  });

  await page.goto('/leave-requests/new');
  await page.waitForURL((url) => url.href.startsWith(stack.issuer) && url.pathname.startsWith('/login'));
  await page.locator('input[name="username"]').fill('employee');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"], form input[type="submit"], form button:not([type])').first().click();
  await page.waitForURL(`${stack.appUrl}/leave-requests/new`);
  await expect(page.getByTestId('submit-request')).toBeVisible();

  const storedToken = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string | undefined) : undefined;
    });
  const firstToken = await storedToken();
  expect(firstToken).toBeTruthy();

  // Count renewals (code exchanges at the provider's token endpoint) and any reload from now on.
  let renewals = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(`${stack.issuer}/token`)) renewals += 1;
  });
  const reloads: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) reloads.push(f.url());
  });
  const started = Date.now();

  const comment = 'Pół wpisany wniosek: wyjazd rodzinny, wrócę do niego po kawie';
  await page.getByTestId('comment').fill(comment);
  await page.getByTestId('from-date').fill('2027-08-16');
  await page.getByTestId('to-date').fill('2027-08-18');
  await expect(page.getByTestId('request-preview')).toContainText('Dni robocze: 3');

  // Three renewals, and past the first token's expiry (its lifetime plus the 5 s the
  // oidc-client-ts expired timer waits).
  await expect.poll(() => renewals, { timeout: 150_000, intervals: [2_000] }).toBeGreaterThanOrEqual(3);
  const waitMore = TTL_SECONDS * 1000 + 5_000 - (Date.now() - started);
  if (waitMore > 0) await page.waitForTimeout(waitMore);

  expect(reloads).toEqual([]);
  expect(cspViolations).toEqual([]);
  await expect(page).toHaveURL(`${stack.appUrl}/leave-requests/new`);
  await expect(page.getByTestId('comment')).toHaveValue(comment);
  const renewedToken = await storedToken();
  expect(renewedToken).toBeTruthy();
  expect(renewedToken).not.toBe(firstToken);
  // The API still answers with the renewed token: a changed date gets a fresh preview.
  await page.getByTestId('to-date').fill('2027-08-17');
  await expect(page.getByTestId('request-preview')).toContainText('Dni robocze: 2');
  expect(renewals).toBeGreaterThanOrEqual(3);
  await context.close();
});
