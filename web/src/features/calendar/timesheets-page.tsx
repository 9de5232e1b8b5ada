import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@shared/dates/duration';
import { formatDate } from '@shared/dates/format';
import { now } from '@shared/dates/warsaw';
import { useSharedSelector } from '@shared/store-hooks';
import { Icon } from '@shared/ui/icons';
import { TitledPage } from '@shared/ui/titled-page';
import { useGetTimesheetsQuery } from './api/calendar-api';
import { isPlannedDay, timesheetTotals } from './timesheet-days';
import { NoRowsRow } from '@shared/ui/small-table';

const pad = (n: number) => String(n).padStart(2, '0');
// On a phone the date, kind of day, time and absence fit; the calendar day (the row's shade says
// it) and the start and end (the schedule's 08:00) are left out.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** `calendar/timesheets`: the user's timesheet of a month (docs/product.md §3 "Timesheet row"). */
export default function TimesheetsPage() {
  const { t, i18n } = useTranslation();
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const today = now();
  const [month, setMonth] = useState({ year: today.getFullYear(), month: today.getMonth() + 1 });
  const last = new Date(month.year, month.month, 0).getDate();
  const { data = [], isFetching } = useGetTimesheetsQuery(
    { employeeId: userId, dateFrom: `${month.year}-${pad(month.month)}-01`, dateTo: `${month.year}-${pad(month.month)}-${pad(last)}` },
    { skip: !userId },
  );
  const move = (delta: number) => {
    const m = month.month + delta;
    setMonth({ year: month.year + Math.floor((m - 1) / 12), month: ((m - 1 + 12) % 12) + 1 });
  };
  const todayDate = formatDate(today, 'date');
  const totals = timesheetTotals(data, todayDate);
  const plannedDays = data.filter((row) => isPlannedDay(row, todayDate)).length;
  const totalText =
    plannedDays === 0
      ? t('timesheets.total', { time: formatDuration(totals.worked, t) })
      : plannedDays === data.length
        ? t('timesheets.totalPlanned', { time: formatDuration(totals.planned, t) })
        : t('timesheets.totalSoFar', { worked: formatDuration(totals.worked, t), planned: formatDuration(totals.planned, t) });
  const monthName = new Date(month.year, month.month - 1, 1).toLocaleDateString(i18n.language === 'ua' ? 'uk' : i18n.language, {
    month: 'long',
    year: 'numeric',
  });
  return (
    <TitledPage title={t('menu.myTimesheet')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={t('calendar.previous')} onClick={() => move(-1)}>
          <Icon name="chevronLeft" />
        </IconButton>
        <Typography variant="h6" sx={{ minWidth: 200, textAlign: 'center', textTransform: 'capitalize' }}>
          {monthName}
        </Typography>
        <IconButton aria-label={t('calendar.next')} onClick={() => move(1)}>
          <Icon name="chevronRight" />
        </IconButton>
        <Typography color="text.secondary" sx={{ ml: 2 }} data-testid="timesheet-total">
          {totalText}
        </Typography>
      </Stack>
      {/* On a phone the table may still scroll sideways: the keyboard scrolls it too. */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('menu.myTimesheet')}>
        <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('timesheets.columns.date')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('timesheets.columns.calendarDay')}</TableCell>
              <TableCell>{t('timesheets.columns.type')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('timesheets.columns.start')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('timesheets.columns.end')}</TableCell>
              <TableCell align="right">{t('timesheets.columns.workTime')}</TableCell>
              <TableCell>{t('timesheets.columns.absence')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => {
              const planned = isPlannedDay(row, todayDate);
              return (
                <TableRow
                  key={String(row.workDateOn)}
                  data-planned={planned || undefined}
                  sx={{
                    bgcolor: row.isTimesheetDayOff ? 'action.hover' : undefined,
                    '& td': planned ? { color: 'text.secondary', fontStyle: 'italic' } : undefined,
                  }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.workDateOn, 'date')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{row.isCalendarWorkingDay ? t('timesheets.workingDay') : t('timesheets.dayOff')}</TableCell>
                  <TableCell title={row.timesheetTypeDescription}>
                    {t(`timesheets.types.${row.timesheetTypeName}`, { defaultValue: row.timesheetTypeName })}
                    {row.timesheetTypeName === 'S' ? ` — ${row.timesheetTypeDescription}` : ''}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDate(row.startDateAt || null, 'timeShort')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDate(row.endDateAt || null, 'timeShort')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {planned && row.workTime > 0
                      ? t('timesheets.plannedTime', { time: formatDuration(row.workTime, t) })
                      : formatDuration(row.workTime, t)}
                  </TableCell>
                  <TableCell>
                    {row.timesheetAbsenceTypeName
                      ? t(`requests.types.${row.timesheetAbsenceTypeName}`, { defaultValue: row.timesheetAbsenceTypeDescription })
                      : ''}
                  </TableCell>
                </TableRow>
              );
            })}
            {!data.length && <NoRowsRow colSpan={7}>{isFetching ? t('table.loading') : t('table.noData')}</NoRowsRow>}
          </TableBody>
        </Table>
      </TableContainer>
      {plannedDays > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('timesheets.plannedNote')}
        </Typography>
      )}
    </TitledPage>
  );
}
