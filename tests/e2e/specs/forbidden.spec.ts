import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Every demo account holds Employee, and every page built so far is open to Employee, so the
 * guard is shown with a session whose token lost the Employee role (the app reads roles from
 * the token; the gateway, which verifies signatures, would refuse such a token anyway).
 * Replace with a real role-limited page (e.g. leave-requests/team) once that feature lands.
 */
test('a page without the ability lands on the 403 page', async ({ page }) => {
  await signIn(page, 'manager');
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(localStorage.getItem(key)!);
    const [h, p, s] = user.access_token.split('.');
    const claims = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
    claims.role = [9043]; // Manager only: no Page_Dashboards_Dashboard
    const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    user.access_token = `${h}.${payload}.${s}`;
    localStorage.setItem(key, JSON.stringify(user));
  });
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/errors\/403$/);
  await expect(page.getByRole('heading', { name: 'Brak dostępu' })).toBeVisible();
  // A page the role still allows opens normally.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Ustawienia', exact: true })).toBeVisible();
});

test('an unknown address shows the error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
});
