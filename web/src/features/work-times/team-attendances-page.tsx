import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
import { DateField } from '@shared/ui/date-field';
import { useGetAttendancesQuery } from './api/work-times-api';
import { AttendanceTable } from './components/attendance-table';
import { problemText } from './components/problem-alert';
import { today } from './format';

const STATUSES = ['present', 'late', 'on_break', 'left', 'on_leave', 'remote', 'absent', 'not_started', 'day_off'];
const COUNTERS = ['present', 'late', 'onLeave', 'remote', 'absent'] as const;

/** `work-times/team-attendances`: the team on a day, its counters, a status filter and search. */
export default function TeamAttendancesPage() {
  const { t } = useTranslation();
  const [date, setDate] = useState(today);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 25, sort: ['employeeFullName'] });
  const { data, isFetching, error } = useGetAttendancesQuery({ kind: 'team', date, query, status });
  const filters = (
    <TextField select size="small" label={t('workTimes.attendance.status')} sx={{ minWidth: 200 }} value={status}
      onChange={(e) => { setStatus(e.target.value); setQuery({ ...query, page: 1 }); }}>
      <MenuItem value="">{t('workTimes.filters.any')}</MenuItem>
      {STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`workTimes.status.${s}`)}</MenuItem>)}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.teamAttendances')}</Typography>
      <Box sx={{ maxWidth: 220 }}>
        <DateField label={t('workTimes.attendance.date')} value={date} onChange={(d) => { if (d) { setDate(d); setQuery({ ...query, page: 1 }); } }} testId="attendance-date" />
      </Box>
      <Box component="section" aria-label={t('workTimes.attendance.counters')}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}>
        {COUNTERS.map((c) => (
          <Paper key={c} variant="outlined" sx={{ p: 1.5 }} data-testid={`counter-${c}`}>
            <Typography variant="body2" color="text.secondary">{t(`workTimes.attendance.counter.${c}`)}</Typography>
            <Typography variant="h6" component="p">{data?.[c] ?? 0}</Typography>
          </Paper>
        ))}
      </Box>
      <AttendanceTable rows={data?.data ?? []} total={data?.total ?? 0} loading={isFetching && !data}
        error={error ? problemText(error, t('workTimes.loadFailed')) : undefined} query={query} onQueryChange={setQuery}
        filters={filters} filtersActive={!!status} />
    </Stack>
  );
}
