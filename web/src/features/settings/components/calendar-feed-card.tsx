import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_MODULE, findModule } from '@shared/config/runtime-config';
import { formatDate } from '@shared/dates/format';
import { useSharedSelector } from '@shared/store-hooks';
import { useConfirm } from '@shared/ui/confirm-provider';
import { ProblemAlert } from '@shared/ui/problem-alert';
import {
  feedAddress,
  useDeleteMyCalendarFeedMutation,
  useGetMyCalendarFeedQuery,
  useRenewMyCalendarFeedMutation,
} from '../api/calendar-feed-api';
import { SettingsCard } from './settings-card';

type CopyState = 'idle' | 'copied' | 'failed';

/** The address just made, shown this once (the service keeps only its hash), with a copy button. */
function NewAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement | null>(null);
  // The button that made the address is gone (or replaced): the address is where the user goes next.
  useEffect(() => field.current?.focus(), []);

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure context) or refused: the field stays selectable by hand.
      setCopy('failed');
      field.current?.select();
    }
  };

  return (
    <Stack spacing={1} data-testid="calendar-feed-address">
      <Alert severity="warning">{t('settings.calendarFeed.shownOnce')}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('settings.calendarFeed.address')}
          value={address}
          size="small"
          fullWidth
          inputRef={field}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
          }}
        />
        <Button
          variant="outlined"
          aria-label={t('settings.calendarFeed.copyAddress')}
          onClick={() => void copyAddress()}
          sx={{ flexShrink: 0 }}
        >
          {t('settings.calendarFeed.copy')}
        </Button>
      </Stack>
      <Typography variant="body2" role="status" color={copy === 'failed' ? 'error' : 'text.secondary'}>
        {copy === 'copied' ? t('settings.calendarFeed.copied') : copy === 'failed' ? t('settings.calendarFeed.copyFailed') : ''}
      </Typography>
    </Stack>
  );
}

/**
 * The secret address of the user's iCalendar feed of absences (docs/calendar-feed.md): made,
 * renewed (the old one stops working) or switched off here; shown in full only when made.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const modules = useSharedSelector((s) => s.config.runtime?.modules ?? []);
  const feed = useGetMyCalendarFeedQuery();
  const [renew, renewing] = useRenewMyCalendarFeedMutation();
  const [remove, removing] = useDeleteMyCalendarFeedMutation();
  const [failure, setFailure] = useState<unknown>(null);
  // The full address of the last one made: in this screen's memory only, gone when it closes.
  const [address, setAddress] = useState('');
  const busy = renewing.isLoading || removing.isLoading;

  const make = async () => {
    setFailure(null);
    try {
      const call = renew();
      const made = await call.unwrap();
      // The secret lives in this screen's state alone: the store drops the mutation's result.
      call.reset();
      // Joined to the base URL the app's calls go to (the employee module's, as lib/api.ts does).
      setAddress(made.path ? feedAddress(findModule(modules, EMPLOYEE_MODULE).apiBaseUrl, made.path, i18n.language) : '');
    } catch (e) {
      setFailure(e);
    }
  };
  const askToRenew = async () => {
    if (
      await confirm({
        question: t('settings.calendarFeed.renewQuestion'),
        confirmLabel: t('settings.calendarFeed.renew'),
        cancelLabel: t('common.cancel'),
        destructive: true,
      })
    )
      await make();
  };
  const askToSwitchOff = async () => {
    if (
      !(await confirm({
        question: t('settings.calendarFeed.switchOffQuestion'),
        confirmLabel: t('settings.calendarFeed.switchOff'),
        cancelLabel: t('common.cancel'),
        destructive: true,
      }))
    )
      return;
    setFailure(null);
    try {
      await remove().unwrap();
      setAddress('');
    } catch (e) {
      setFailure(e);
    }
  };

  const info = feed.data;
  return (
    <SettingsCard title={t('settings.calendarFeed.title')} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.calendarFeed.intro')}
      </Typography>
      <ProblemAlert error={feed.error} fallback={t('settings.calendarFeed.loadFailed')} />
      <ProblemAlert error={failure} fallback={t('settings.calendarFeed.failed')} />
      {info && !info.exists && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{t('settings.calendarFeed.none')}</Typography>
          <Button variant="contained" disabled={busy} onClick={() => void make()}>
            {t('settings.calendarFeed.create')}
          </Button>
        </Stack>
      )}
      {info?.exists && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" data-testid="calendar-feed-created">
            {t('settings.calendarFeed.createdAt', { date: formatDate(info.createdAt, 'dateTimeShort') })}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" disabled={busy} onClick={() => void askToRenew()}>
              {t('settings.calendarFeed.renew')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => void askToSwitchOff()}>
              {t('settings.calendarFeed.switchOff')}
            </Button>
          </Stack>
        </Stack>
      )}
      {address && <NewAddress key={address} address={address} />}
    </SettingsCard>
  );
}
