import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/settings/settings-slice';
import { createAppTheme } from '../theme';

type Overrides = (theme: unknown) => Record<string, { outline?: string }>;

describe('keyboard focus', () => {
  it('is a visible 3 px ring in the primary colour, in light and dark', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const theme = createAppTheme(DEFAULT_SETTINGS, scheme, 'ltr');
      const overrides = theme.components?.MuiCssBaseline?.styleOverrides as unknown as Overrides;
      expect(overrides(theme)['*:focus-visible:not([tabindex="-1"])'].outline).toBe(`3px solid ${theme.palette.primary.main}`);
    }
  });
});
