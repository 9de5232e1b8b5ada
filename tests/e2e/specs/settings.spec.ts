import { expect, test, type Page } from '@playwright/test';
import { IDENTITY_URL, signIn } from './helpers';

const setLanguage = async (page: Page, label: RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

test('theme and language survive a reload, and both reach the server', async ({ page }) => {
  await signIn(page, 'hranalyst', '/settings');
  await expect(page.getByRole('heading', { name: /^(Ustawienia|Settings)$/ })).toBeVisible();
  // Start from Polish and light even if an earlier, interrupted run left the account otherwise.
  if ((await page.locator('html').getAttribute('lang')) !== 'pl') await setLanguage(page, /Język|Language/, 'Polski');
  await expect(page.getByRole('heading', { name: 'Ustawienia', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Jasny', exact: true }).click();

  // Listen before the click: the preset is saved 500 ms after it, which a loaded machine
  // can spend on the assertion below.
  const presetSaved = page.waitForResponse(
    (r) => /\/api\/users\/1010\/presets/.test(r.url()) && ['POST', 'PUT'].includes(r.request().method()) && (r.request().postData() ?? '').includes('"dark"'),
  );
  await page.getByRole('button', { name: 'Ciemny', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const profileSaved = page.waitForResponse((r) => r.url().startsWith(`${IDENTITY_URL}/api/v1/self-manage/profile`) && r.request().method() === 'PUT');
  await setLanguage(page, /Język/, 'English');
  expect((await profileSaved).status()).toBe(200);
  const preset = await presetSaved;
  expect.soft(preset.ok(), `${preset.request().method()} ${preset.request().url()} ${preset.request().postData()} -> ${preset.status()} ${await preset.text()}`).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Forget the local copies: the language comes back from the provider's profile and the
  // theme from the appSettings preset.
  await page.evaluate(() => ['language', 'theme', 'color-scheme'].forEach((k) => localStorage.removeItem(k)));
  // Only the app's own cookies: the provider's session cookies share the host (not the port).
  for (const name of ['theme', 'color-scheme']) await page.context().clearCookies({ name });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.soft(page.locator('html'), 'theme restored from the appSettings preset').toHaveAttribute('data-theme', 'dark');

  // Leave the account as it was.
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await setLanguage(page, /Language/, 'Polski');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});
