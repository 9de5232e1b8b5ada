import { expect, test } from '@playwright/test';
import { menuTexts, signIn, signInOnProviderPage, SCREENSHOTS } from './helpers';

// The menu of the pages built so far (docs/product.md §2, §6), with the current group open: every demo
// account is also an Employee; a manager also sees the team calendar.
const BUILT_MENU_EMPLOYEE = ['Ogólne', 'Pulpit', 'Deklaracja – świadczenie urlopowe', 'Moja ewidencja czasu', 'Mój kalendarz', 'Karta pracownika', 'Ustawienia', 'Wnioski', 'Praca zdalna', 'Czas pracy', 'Zastępstwa'];
const BUILT_MENU_MANAGER = ['Ogólne', 'Pulpit', 'Deklaracja – świadczenie urlopowe', 'Moja ewidencja czasu', 'Mój kalendarz', 'Kalendarz zespołu', 'Karta pracownika', 'Ustawienia', 'Wnioski', 'Praca zdalna', 'Czas pracy', 'Zastępstwa'];

test('an employee signs in through the real login page and sees their menu', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Jan');
  expect(await menuTexts(page)).toEqual(BUILT_MENU_EMPLOYEE);
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}dashboard-light.png`, fullPage: true });
});

test('a manager signs in and sees their menu, in the dark theme too', async ({ page }) => {
  await signIn(page, 'manager');
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Anna');
  expect(await menuTexts(page)).toEqual(BUILT_MENU_MANAGER);
  // The navbar's theme switch cycles light -> dark -> system.
  const themeSwitch = page.getByRole('button', { name: /^Motyw:/ });
  while ((await themeSwitch.getAttribute('aria-label')) !== 'Motyw: Ciemny') await themeSwitch.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(37, 41, 60)');
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}dashboard-dark.png`, fullPage: true });
  // Put the account back to the light theme for the next run.
  while ((await themeSwitch.getAttribute('aria-label')) !== 'Motyw: Jasny') await themeSwitch.click();
});

test('an anonymous visit to a protected page returns there after sign-in', async ({ page }) => {
  await page.goto('/profile');
  await signInOnProviderPage(page, 'hr');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Karta pracownika' })).toBeVisible();
  await expect(page.getByTestId('profile-full-name')).toHaveText('Katarzyna Wiśniewska');
  expect(await page.evaluate(() => localStorage.getItem('redirected_from_path'))).toBeNull();
});

test('logout signs out at the provider and a protected page asks for sign-in again', async ({ page }) => {
  await signIn(page, 'employee');
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  // The provider has ended its session once it answers the end-session request; only then may
  // the test navigate (the app's own pages may already show '/login-progress' before it).
  const endSession = page.waitForResponse((r) => new URL(r.url()).pathname === '/end-session');
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await endSession;
  await page.waitForURL((u) => u.pathname === '/' || u.pathname.startsWith('/login') || u.pathname.startsWith('/auth/'));
  // The post-logout page may itself head for the provider, sometimes only after the network
  // has gone quiet: when that navigation interrupts ours, let it land and ask again.
  await page.waitForLoadState('networkidle');
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto('/dashboards');
      break;
    } catch (error) {
      if (attempt === 3 || !/interrupted by another navigation/.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
  await page.waitForURL((u) => u.pathname.startsWith('/login'));
  // Let the login page settle so the context closes cleanly.
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
});
