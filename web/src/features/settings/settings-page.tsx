import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@shared/session/change-language';
import { DEFAULT_PRIMARY_COLOR, settingsActions, type Settings } from '@shared/settings/settings-slice';
import { useSharedDispatch, useSharedSelector } from '@shared/store-hooks';

/** Primary colours offered; the first is the default (docs/product.md §9). */
export const PRIMARY_COLORS = [DEFAULT_PRIMARY_COLOR, '#7367F0', '#28C76F', '#FF9F43', '#EA5455', '#00897B'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Choice<K extends keyof Settings>({ name, options }: { name: K; options: readonly Settings[K][] }) {
  const { t } = useTranslation();
  const dispatch = useSharedDispatch();
  const value = useSharedSelector((s) => s.settings[name]);
  return (
    <Section title={t(`settings.${String(name)}.label`)}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-label={t(`settings.${String(name)}.label`)}
        onChange={(_, v) => v !== null && dispatch(settingsActions.settingsChanged({ [name]: v } as Partial<Settings>))}
      >
        {options.map((o) => (
          <ToggleButton key={String(o)} value={o as string}>
            {t(`settings.${String(name)}.${String(o)}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Section>
  );
}

function Toggle({ name }: { name: 'isNavbarBlurEnabled' | 'isVerticalNavCollapsed' }) {
  const { t } = useTranslation();
  const dispatch = useSharedDispatch();
  const value = useSharedSelector((s) => s.settings[name]);
  return (
    <FormControlLabel
      control={<Switch checked={value} onChange={(e) => dispatch(settingsActions.settingsChanged({ [name]: e.target.checked }))} />}
      label={t(`settings.${name}`)}
    />
  );
}

/** Settings: theme, skin, primary colour, layout and language. Saved locally and to the `appSettings` preset. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const dispatch = useSharedDispatch();
  const theme = useSharedSelector((s) => s.settings.theme);
  const scheme = theme === 'dark' ? 'darkThemePrimaryColor' : 'lightThemePrimaryColor';
  const primary = useSharedSelector((s) => s.settings[scheme]);
  const languages = useSharedSelector((s) => s.auth.languages);
  const languageId = useSharedSelector((s) => s.auth.profile.languageId);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h6" component="h2">
              {t('settings.appearance')}
            </Typography>
            <Choice name="theme" options={['light', 'dark', 'system']} />
            <Choice name="skin" options={['default', 'bordered']} />
            <Section title={t('settings.primaryColor')}>
              <Stack direction="row" spacing={1} role="radiogroup" aria-label={t('settings.primaryColor')}>
                {PRIMARY_COLORS.map((c) => (
                  <ButtonBase
                    key={c}
                    role="radio"
                    aria-checked={primary.toLowerCase() === c.toLowerCase()}
                    aria-label={c}
                    onClick={() => dispatch(settingsActions.settingsChanged({ lightThemePrimaryColor: c, darkThemePrimaryColor: c }))}
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: 1,
                      bgcolor: c,
                      outline: primary.toLowerCase() === c.toLowerCase() ? '3px solid' : 'none',
                      outlineColor: 'text.primary',
                      outlineOffset: 2,
                    }}
                  />
                ))}
              </Stack>
            </Section>
            {languages.length > 0 && (
              <Section title={t('settings.language')}>
                <TextField
                  select
                  size="small"
                  value={languageId}
                  onChange={(e) => void dispatch(changeLanguage(Number(e.target.value)))}
                  sx={{ maxWidth: 280 }}
                  slotProps={{ htmlInput: { 'aria-label': t('settings.language') } }}
                >
                  {languages.map((l) => (
                    <MenuItem key={l.languageId} value={l.languageId}>
                      {l.nativeName}
                    </MenuItem>
                  ))}
                </TextField>
              </Section>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h6" component="h2">
              {t('settings.layout')}
            </Typography>
            <Choice name="appContentLayoutNav" options={['vertical', 'horizontal']} />
            <Choice name="appContentWidth" options={['boxed', 'fluid']} />
            <Choice name="navbarType" options={['sticky', 'static', 'hidden']} />
            <Choice name="footerType" options={['static', 'sticky', 'hidden']} />
            <Box>
              <Toggle name="isNavbarBlurEnabled" />
              <Toggle name="isVerticalNavCollapsed" />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
