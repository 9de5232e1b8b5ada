import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
import { Icon } from '@shared/ui/icons';
import { useConfirm } from '@shared/ui/confirm-provider';
import { useGetWorkdaysQuery, useLockMonthMutation } from './api/work-times-api';
import { MonthPicker } from './components/month-picker';
import { ProblemAlert, problemText } from './components/problem-alert';
import { WorkdayTable } from './components/workday-table';
import { currentMonth, monthLabel } from './format';

/** `work-times/team-workdays`: the team's days of a month, with the month's lock. */
export default function TeamWorkdaysPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const [month, setMonth] = useState(currentMonth);
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 25, sort: ['workdayOn', 'employeeFullName'] });
  const [lockState, setLockState] = useState<'' | 'open' | 'locked'>('');
  const [withAlerts, setWithAlerts] = useState(false);
  const { data, isFetching, error } = useGetWorkdaysQuery({ kind: 'team', month, query, lockState, withAlerts });
  const [lock, lockResult] = useLockMonthMutation();
  const [lockedCount, setLockedCount] = useState<number | null>(null);

  const lockMonth = async () => {
    setLockedCount(null);
    const ok = await confirm({
      title: t('workTimes.lock.title'),
      question: t('workTimes.lock.question', { month: monthLabel(month, i18n.language) }),
      confirmLabel: t('workTimes.lock.confirm'),
      cancelLabel: t('common.cancel'),
      symbol: 'warning',
    });
    if (!ok) return;
    const result = await lock({ month });
    if ('data' in result && result.data) setLockedCount(result.data.locked ?? 0);
  };
  const filtersActive = !!lockState || withAlerts;
  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField select size="small" label={t('workTimes.columns.lockState')} sx={{ minWidth: 200 }} value={lockState}
        onChange={(e) => { setLockState(e.target.value as '' | 'open' | 'locked'); setQuery({ ...query, page: 1 }); }}>
        <MenuItem value="">{t('workTimes.filters.any')}</MenuItem>
        <MenuItem value="open">{t('workTimes.lockState.open')}</MenuItem>
        <MenuItem value="locked">{t('workTimes.lockState.locked')}</MenuItem>
      </TextField>
      <FormControlLabel control={<Checkbox checked={withAlerts} onChange={(e) => { setWithAlerts(e.target.checked); setQuery({ ...query, page: 1 }); }} />}
        label={t('workTimes.filters.withAlerts')} />
    </Stack>
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.teamWorkdays')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <MonthPicker value={month} onChange={(m) => { setMonth(m); setQuery({ ...query, page: 1 }); }} />
        <Button variant="outlined" startIcon={<Icon name="lock" />} disabled={lockResult.isLoading} onClick={() => void lockMonth()}>
          {t('workTimes.lock.button')}
        </Button>
      </Stack>
      <ProblemAlert error={lockResult.error} fallback={t('workTimes.lock.failed')} />
      {lockedCount !== null && <Alert severity="success">{t('workTimes.lock.done', { count: lockedCount })}</Alert>}
      <WorkdayTable withEmployee rows={data?.data ?? []} total={data?.total ?? 0} loading={isFetching && !data}
        error={error ? problemText(error, t('workTimes.loadFailed')) : undefined} query={query} onQueryChange={setQuery}
        filters={filters} filtersActive={filtersActive} />
    </Stack>
  );
}
