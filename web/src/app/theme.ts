import { createTheme, type Theme } from '@mui/material/styles';
import type { Settings } from '../shared/settings/settings-slice';

/** Background and surface colours; the bordered skin swaps them and draws borders instead of shadows. */
const SURFACES = {
  light: { background: '#F8F7FA', paper: '#FFFFFF' },
  dark: { background: '#25293C', paper: '#2F3349' },
};

export function createAppTheme(settings: Settings, scheme: 'light' | 'dark', direction: 'ltr' | 'rtl'): Theme {
  const s = SURFACES[scheme];
  const bordered = settings.skin === 'bordered';
  const primary = scheme === 'dark' ? settings.darkThemePrimaryColor : settings.lightThemePrimaryColor;
  return createTheme({
    direction,
    palette: {
      mode: scheme,
      primary: { main: primary },
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
    },
  });
}
