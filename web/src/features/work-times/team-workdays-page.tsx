import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import { useConfirmWithComment } from '@shared/ui/confirm-provider';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useGetWorkdaysQuery, useLockMonthMutation } from './api/work-times-api';
import { useListInUrl } from './components/list-in-url';
import { LockMonthDialog } from './components/lock-month-dialog';
import { useListResult } from './components/list-result';
import { MonthPicker } from './components/month-picker';
import { ProblemAlert } from './components/problem-alert';
import { WorkdayTable } from './components/workday-table';
import { monthLabel } from './format';
import { SelectFilter } from '@shared/ui/select-filter';
import { TitledPage } from '@shared/ui/titled-page';

const LIST_DEFAULTS = { pageSize: 25, sort: ['workdayOn', 'employeeFullName'] };
type LockFilter = '' | 'open' | 'locked';
const LOCK_FILTERS: readonly string[] = ['open', 'locked'];
/** Only whether any day is closed: one row is enough. */
const ANY_ROW = { page: 1, pageSize: 1, sort: [], search: '' };

const LOCK_STATES = ['open', 'locked'] as const;

/** `work-times/team-workdays`: the team's days of a month, with the month's lock. */
export default function TeamWorkdaysPage() {
  const { t, i18n } = useTranslation();
  const ask = useConfirmWithComment();
  const { month, setMonth, query, setQuery, params, update } = useListInUrl(LIST_DEFAULTS);
  const lockState = (LOCK_FILTERS.includes(params.get('lock') ?? '') ? params.get('lock') : '') as LockFilter;
  const withAlerts = params.get('alerts') === 'only';
  const workdays = useGetWorkdaysQuery({ kind: 'team', month, query, lockState, withAlerts });
  const list = useListResult(workdays);
  // Reopening is offered once some day of the month is closed.
  const closed = useGetWorkdaysQuery({ kind: 'team', month, query: ANY_ROW, lockState: 'locked' });
  const [lock, lockResult] = useLockMonthMutation();
  const [done, setDone] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  // One key while the close dialog is open: a retried close after a lost answer is done once.
  const [closeKey, setCloseKey] = useState<string | undefined>();

  const lockMonth = async () => {
    const result = await lock({ month, idempotencyKey: closeKey });
    setClosing(false);
    if ('data' in result && result.data) setDone(t('workTimes.lock.done', { count: result.data.locked ?? 0 }));
  };
  const reopenMonth = async () => {
    setDone(null);
    const answer = await ask({
      title: t('workTimes.lock.reopenTitle'),
      question: t('workTimes.lock.reopenQuestion', { month: monthLabel(month, i18n.language), days: closed.data?.total ?? 0 }),
      comment: { required: true, label: t('workTimes.lock.reopenReason') },
      confirmLabel: t('workTimes.lock.reopenButton'),
      cancelLabel: t('common.cancel'),
      symbol: 'warning',
    });
    if (!answer.confirmed) return;
    const result = await lock({ month, unlock: true, reason: answer.comment });
    if ('data' in result && result.data) setDone(t('workTimes.lock.reopened', { count: result.data.locked ?? 0 }));
  };
  const filtersActive = !!lockState || withAlerts;
  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <SelectFilter
        label={t('workTimes.columns.lockState')}
        sx={{ minWidth: 200 }}
        value={lockState}
        anyLabel={t('workTimes.filters.any')}
        options={LOCK_STATES.map((s) => ({ value: s, label: t(`workTimes.lockState.${s}`) }))}
        onChange={(value) => update({ lock: value, page: undefined })}
      />
      <FormControlLabel
        control={
          <Checkbox checked={withAlerts} onChange={(e) => update({ alerts: e.target.checked ? 'only' : undefined, page: undefined })} />
        }
        label={t('workTimes.filters.withAlerts')}
      />
    </Stack>
  );
  return (
    <TitledPage title={t('menu.teamWorkdays')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <MonthPicker
          value={month}
          onChange={(m) => {
            setDone(null);
            setMonth(m);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<Icon name="lock" />}
          disabled={lockResult.isLoading}
          onClick={() => {
            setDone(null);
            lockResult.reset();
            setCloseKey(newIdempotencyKey());
            setClosing(true);
          }}
        >
          {t('workTimes.lock.button')}
        </Button>
        {(closed.data?.total ?? 0) > 0 && (
          <Button variant="text" disabled={lockResult.isLoading} onClick={() => void reopenMonth()}>
            {t('workTimes.lock.reopenButton')}
          </Button>
        )}
      </Stack>
      <ProblemAlert error={lockResult.error} fallback={t('workTimes.lock.failed')} />
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {closing && (
        <LockMonthDialog month={month} busy={lockResult.isLoading} onConfirm={() => void lockMonth()} onClose={() => setClosing(false)} />
      )}
      <WorkdayTable withEmployee {...list} query={query} onQueryChange={setQuery} filters={filters} filtersActive={filtersActive} />
    </TitledPage>
  );
}
