import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Keyboard users see where they are. Usability testing found 20 of the first 22 Tab stops of the
// current-day page without a visible ring (MUI's `outline: 0` won over the app's rule); every stop
// is now ringed, on itself or on the box around it (a text field's border, a checkbox's circle).
// The team workdays calendar is one grid with one Tab stop, moved by the arrow keys.

/** What has focus and whether a ring of at least 2 px shows on it or on the control around it. */
async function focusedRing(page: Page): Promise<{ what: string; ringed: boolean }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { what: 'body', ringed: false };
    const ringed = (el: Element | null) => {
      if (!el) return false;
      const s = getComputedStyle(el);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    };
    const around = focused.closest('.MuiInputBase-root, .MuiButtonBase-root');
    const what = `${focused.tagName.toLowerCase()} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? ''}`;
    return { what, ringed: ringed(focused) || ringed(around) };
  });
}

test('every one of the first 22 Tab stops of the current-day page shows the focus ring', async ({ page }) => {
  await signIn(page, 'employee', '/work-times/my-current-workday');
  await expect(page.getByRole('heading', { name: 'Bieżący dzień' })).toBeVisible();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const unringed: string[] = [];
  for (let stop = 1; stop <= 22; stop += 1) {
    await page.keyboard.press('Tab');
    const { what, ringed } = await focusedRing(page);
    if (!ringed) unringed.push(`${stop}: ${what}`);
  }
  expect(unringed).toEqual([]);
});

test('the team workdays calendar is one Tab stop moved by the arrow keys, Enter opens the day', async ({ page }) => {
  await signIn(page, 'manager', '/work-times/team-workdays-calendar');
  const grid = page.getByRole('grid', { name: 'Kalendarz dni pracy zespołu' });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
  await grid.locator('[tabindex="0"]').focus();
  expect((await focusedRing(page)).ringed).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('data-cell', '0:1');
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAttribute('data-cell', /^0:(27|28|29|30)$/);
  // Tab leaves the grid at once: the next stop is after it, not the next of hundreds of cells.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="grid"]'))).toBe(false);
  // Back into the grid on the same cell; a day with a record opens its preview with Enter.
  await page.keyboard.press('Shift+Tab');
  await grid.locator('td[data-kind]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});
