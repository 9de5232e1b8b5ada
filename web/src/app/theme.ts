import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { Settings } from '@shared/settings/settings-slice';

/** Background and surface colours; the bordered skin swaps them and draws borders instead of shadows. */
const SURFACES = {
  light: { background: '#F8F7FA', paper: '#FFFFFF' },
  dark: { background: '#25293C', paper: '#2F3349' },
};

/** WCAG 1.4.3: text at least 4.5:1; a little margin over it for anti-aliasing. */
export const MIN_TEXT_CONTRAST = 4.6;

/** MUI's default status colours per mode, before they are made readable. */
const STATUS = {
  light: { secondary: '#9C27B0', error: '#D32F2F', warning: '#ED6C02', info: '#0288D1', success: '#2E7D32' },
  dark: { secondary: '#CE93D8', error: '#F44336', warning: '#FFA726', info: '#29B6F6', success: '#66BB6A' },
};

/**
 * The colour darkened (light mode) or lightened (dark mode) in small steps until text in it
 * reads at MIN_TEXT_CONTRAST on every given surface: links, text buttons, outlined chips.
 */
export function readableOn(color: string, surfaces: string[], scheme: 'light' | 'dark'): string {
  let c = color;
  for (let i = 0; i < 30 && surfaces.some((bg) => getContrastRatio(c, bg) < MIN_TEXT_CONTRAST); i += 1) {
    c = scheme === 'dark' ? lighten(c, 0.08) : darken(c, 0.06);
  }
  return c;
}

/** The keyboard focus ring (WCAG 2.4.7): 3 px of the readable primary colour, off the element's edge. */
export const focusRing = (theme: Theme) => ({ outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 });

export function createAppTheme(settings: Settings, scheme: 'light' | 'dark', direction: 'ltr' | 'rtl'): Theme {
  const s = SURFACES[scheme];
  const bordered = settings.skin === 'bordered';
  const primary = scheme === 'dark' ? settings.darkThemePrimaryColor : settings.lightThemePrimaryColor;
  // The surfaces, and the paper under the hover/selected tint (weekend and holiday cells).
  const surfaces = [s.background, s.paper, scheme === 'dark' ? lighten(s.paper, 0.12) : darken(s.paper, 0.06)];
  return createTheme({
    direction,
    palette: {
      mode: scheme,
      primary: { main: readableOn(primary, surfaces, scheme) },
      secondary: { main: readableOn(STATUS[scheme].secondary, surfaces, scheme) },
      error: { main: readableOn(STATUS[scheme].error, surfaces, scheme) },
      warning: { main: readableOn(STATUS[scheme].warning, surfaces, scheme) },
      info: { main: readableOn(STATUS[scheme].info, surfaces, scheme) },
      success: { main: readableOn(STATUS[scheme].success, surfaces, scheme) },
      // Filled buttons and chips pick white or black text that reads at 4.5:1 on them.
      contrastThreshold: 4.5,
      background: bordered ? { default: s.paper, paper: s.background } : { default: s.background, paper: s.paper },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
    components: {
      MuiPaper: bordered
        ? { defaultProps: { elevation: 0 }, styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) } }
        : {},
      MuiCard: bordered ? { defaultProps: { elevation: 0 } } : { defaultProps: { elevation: 2 } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      // A keyboard user always sees where they are: a 3 px ring in the readable primary
      // colour on whatever has keyboard focus (MUI's own ripple is too faint to follow).
      // MUI removes the outline with a one-class rule (ButtonBase, Chip, Link) inserted after
      // the global styles, so the global rule needs two classes' weight to win. What a script
      // focuses (tabindex -1: a dialog's container, the main content after the skip link) is
      // left without a ring around the whole screen.
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          '*:focus-visible:not([tabindex="-1"])': focusRing(theme),
        }),
      },
      // A checkbox, radio or switch is focused on an invisible input: its round box shows it.
      MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) } },
      // A text field, select or the date fields are ringed around their border, not the bare
      // input inside it (whose own outline MUI's `:focus` rule keeps off).
      MuiInputBase: {
        styleOverrides: {
          root: ({ theme }) => ({ '&:has(:focus-visible)': focusRing(theme) }),
          input: { '&:focus-visible': { outline: 0 } },
        },
      },
    },
  });
}
