import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
import { DateField } from '@shared/ui/date-field';
import { useListResult } from './components/list-result';
import { useGetAttendancesQuery } from './api/work-times-api';
import type { AttendanceList } from './api/types';
import { ATTENDANCE_STATUSES, AttendanceTable } from './components/attendance-table';
import { today } from './format';
import { SelectFilter } from '@shared/ui/select-filter';
import { TitledPage } from '@shared/ui/titled-page';

/** The day's facts, not the state at this minute: who came at all, who came late, who was away. */
const COUNTERS = ['present', 'late', 'onLeave', 'remote', 'absent', 'noSchedule'] as const;

/**
 * A counter of the day. `noSchedule` (people nobody scheduled that day) is being added to
 * AttendanceList by the service; the proto of this tree does not have it yet, so it is read
 * where present.
 */
const countOf = (list: AttendanceList | undefined, counter: (typeof COUNTERS)[number]): number => {
  const value = (list as (AttendanceList & { noSchedule?: unknown }) | undefined)?.[counter];
  return typeof value === 'number' ? value : 0;
};

/** `work-times/team-attendances`: the team on a day, its counters, a status filter and search. */
export default function TeamAttendancesPage() {
  const { t } = useTranslation();
  const [date, setDate] = useState(today);
  // What the day field holds while a date is being typed: the list stays on the last whole date.
  const [typedDate, setTypedDate] = useState(date);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 25, sort: ['employeeFullName'] });
  const result = useGetAttendancesQuery({ kind: 'team', date, query, status });
  const list = useListResult(result);
  const filters = (
    <SelectFilter
      label={t('workTimes.attendance.status')}
      sx={{ minWidth: 200 }}
      value={status}
      anyLabel={t('workTimes.filters.any')}
      options={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`workTimes.attendance.statuses.${s}`) }))}
      onChange={(value) => {
        setStatus(value);
        setQuery({ ...query, page: 1 });
      }}
    />
  );
  return (
    <TitledPage title={t('menu.teamAttendances')}>
      <Box sx={{ maxWidth: 220 }}>
        <DateField
          label={t('workTimes.attendance.date')}
          value={typedDate}
          testId="attendance-date"
          onChange={(d) => {
            setTypedDate(d);
            if (d) {
              setDate(d);
              setQuery({ ...query, page: 1 });
            }
          }}
        />
      </Box>
      <Box component="section" aria-label={t('workTimes.attendance.counters')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('workTimes.attendance.countersHint')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          }}
        >
          {COUNTERS.map((c) => (
            <Paper key={c} variant="outlined" sx={{ p: 1.5 }} data-testid={`counter-${c}`}>
              <Typography variant="body2" color="text.secondary">
                {t(`workTimes.attendance.counter.${c}`)}
              </Typography>
              <Typography variant="h6" component="p">
                {countOf(result.data, c)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <AttendanceTable {...list} query={query} onQueryChange={setQuery} filters={filters} filtersActive={!!status} />
    </TitledPage>
  );
}
