/**
 * The focus ring as a browser would draw it: the app's theme and CssBaseline rendered, the
 * keyboard moving focus, and the outline read from the cascade (jsdom weighs selectors by
 * specificity). MUI's own `outline: 0` on ButtonBase, Chip and the inputs is a class rule
 * inserted after the global styles, so a global rule no more specific than it loses.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/settings/settings-slice';
import { createAppTheme } from '../theme';

/**
 * Focus as the Tab key moves it. jsdom's `:focus-visible` guesses from the last key pressed and
 * the element focus came from, and misses a Tab from one control to the next, so each control
 * is reached from the page as the first Tab stop.
 */
function tabTo(element: HTMLElement) {
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => element.focus());
}

// jsdom keeps the `outline` shorthand as written; a browser would expand it the same way.
const ringOf = (el: Element) => getComputedStyle(el).outline;

describe('the keyboard focus ring', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`shows on MUI buttons, chips, list items, checkboxes and text fields (${scheme})`, async () => {
      const theme = createAppTheme(DEFAULT_SETTINGS, scheme, 'ltr');
      render(
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Button>Zapisz</Button>
          <IconButton aria-label="Menu">≡</IconButton>
          <Chip label="Filtr" onClick={() => {}} />
          <ListItemButton>Pozycja</ListItemButton>
          <Checkbox slotProps={{ input: { 'aria-label': 'Zgoda' } }} />
          <TextField label="Dzień" />
        </ThemeProvider>,
      );
      const ring = `3px solid ${theme.palette.primary.main}`;
      for (const control of [
        screen.getByRole('button', { name: 'Zapisz' }),
        screen.getByRole('button', { name: 'Menu' }),
        screen.getByRole('button', { name: 'Filtr' }),
        screen.getByRole('button', { name: 'Pozycja' }),
      ]) {
        tabTo(control);
        expect(ringOf(control), control.textContent ?? '').toBe(ring);
      }
      // The checkbox's input is invisible: the ring is drawn on the box around it.
      const checkbox = screen.getByRole('checkbox', { name: 'Zgoda' });
      tabTo(checkbox);
      expect(ringOf(checkbox.closest('.MuiButtonBase-root')!)).toBe(ring);
      // A text field is ringed as a whole, not the bare input inside its border.
      const input = screen.getByRole('textbox', { name: 'Dzień' });
      tabTo(input);
      expect(ringOf(input.closest('.MuiInputBase-root')!)).toBe(ring);
      expect(ringOf(input)).not.toContain('solid');
    });
  }

  // Last: jsdom's guess of `:focus-visible` goes wrong after a script's focus.
  it('stays off what a script focuses after a key press (a dialog, the main content after the skip link)', () => {
    const theme = createAppTheme(DEFAULT_SETTINGS, 'light', 'ltr');
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div role="dialog" aria-label="Okno" tabIndex={-1} />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Okno' });
    tabTo(dialog);
    expect(ringOf(dialog)).not.toContain('solid');
  });
});
