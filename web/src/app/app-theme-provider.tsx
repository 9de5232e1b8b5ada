import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@shared/i18n/languages';
import { resolveColorScheme } from '@shared/settings/settings-storage';
import { useAppSelector } from './hooks';
import { createAppTheme } from './theme';

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Light, dark or system (follows the device, live), skin and primary colour; direction from the language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useAppSelector((s) => s.settings);
  const systemDark = useMediaQuery(SYSTEM_DARK_QUERY, { noSsr: true });
  const { i18n } = useTranslation();
  const scheme = resolveColorScheme(settings.theme, systemDark);
  const direction = directionOf(i18n.language);
  const theme = useMemo(() => createAppTheme(settings, scheme, direction), [settings, scheme, direction]);
  useEffect(() => {
    document.documentElement.style.colorScheme = scheme;
    document.documentElement.dataset.theme = scheme;
    document.documentElement.dir = direction;
  }, [scheme, direction]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
