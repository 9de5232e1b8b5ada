import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
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
import { presetsApi, type Preset } from '@shared/settings/presets-api';
import { DEFAULT_PRIMARY_COLOR, settingsActions, type Settings } from '@shared/settings/settings-slice';
import { useSharedDispatch, useSharedSelector } from '@shared/store-hooks';
import { useConfirm } from '@shared/ui/confirm-provider';
import { logWarning } from '@shared/logging/dev-log';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { SettingsCard } from './components/settings-card';

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

/** The user's presets kept by the identity provider: which one is the default, and removing one. */
function SavedPresets() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const inUse = useSharedSelector((s) => s.settings.presetId);
  // Every key of the user (no key filter), so nothing the user keeps is hidden from them.
  const presets = presetsApi.useGetPresetsQuery({ userId, key: '' }, { skip: !userId });
  const [markDefault, marking] = presetsApi.useMarkPresetAsDefaultMutation();
  const [remove, removing] = presetsApi.useDeletePresetMutation();
  const [failed, setFailed] = useState(false);
  const busy = marking.isLoading || removing.isLoading;

  const run = async (action: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await action();
    } catch (e) {
      logWarning('preset not changed', e);
      setFailed(true);
    }
  };
  const askToRemove = async (p: Preset) => {
    if (
      await confirm({
        question: t('settings.presets.deleteQuestion', { name: p.name }),
        confirmLabel: t('settings.presets.delete'),
        cancelLabel: t('common.cancel'),
        destructive: true,
      })
    ) {
      await run(() => remove({ userId, id: p.id }).unwrap());
    }
  };

  const rows = presets.data?.data ?? [];
  return (
    <SettingsCard title={t('settings.presets.title')} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.presets.intro')}
      </Typography>
      {presets.isError && <Alert severity="warning">{t('settings.presets.loadFailed')}</Alert>}
      {failed && (
        <Alert severity="error" data-testid="preset-failed">
          {t('settings.presets.failed')}
        </Alert>
      )}
      {presets.isSuccess && rows.length === 0 && <Typography variant="body2">{t('settings.presets.none')}</Typography>}
      {rows.length > 0 && (
        <List disablePadding aria-label={t('settings.presets.title')}>
          {rows.map((p) => (
            <ListItem key={p.id} disableGutters divider data-testid={`preset-${p.id}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={p.name} secondary={p.key !== p.name ? p.key : undefined} sx={{ flex: '1 1 160px' }} />
              {p.isDefault && <Chip size="small" color="primary" label={t('settings.presets.default')} />}
              {p.id === inUse && <Chip size="small" variant="outlined" label={t('settings.presets.inUse')} />}
              {!p.isDefault && (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`${t('settings.presets.makeDefault')}: ${p.name}`}
                  onClick={() => void run(() => markDefault({ userId, id: p.id }).unwrap())}
                >
                  {t('settings.presets.makeDefault')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                disabled={busy}
                aria-label={`${t('settings.presets.delete')}: ${p.name}`}
                onClick={() => void askToRemove(p)}
              >
                {t('settings.presets.delete')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </SettingsCard>
  );
}

/**
 * Settings: theme, skin, primary colour, layout and language (saved locally and to the
 * `appSettings` preset), the saved presets, and the calendar feed's address.
 */
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
      <SettingsCard title={t('settings.appearance')}>
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
      </SettingsCard>
      <SettingsCard title={t('settings.layout')}>
        <Choice name="appContentLayoutNav" options={['vertical', 'horizontal']} />
        <Choice name="appContentWidth" options={['boxed', 'fluid']} />
        <Choice name="navbarType" options={['sticky', 'static', 'hidden']} />
        <Choice name="footerType" options={['static', 'sticky', 'hidden']} />
        <Box>
          <Toggle name="isNavbarBlurEnabled" />
          <Toggle name="isVerticalNavCollapsed" />
        </Box>
      </SettingsCard>
      <SavedPresets />
      <CalendarFeedCard />
    </Stack>
  );
}
