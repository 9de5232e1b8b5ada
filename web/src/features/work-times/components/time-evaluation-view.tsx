import { useMemo, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import type { TimeEvaluation, TimeEvaluationRow, WorkdayRow } from '../api/types';
import { currentMonth, day, duration, scheduleLabel, scheduleText, span, time } from '../format';
import { AwaitingDayOffTable } from './awaiting-day-off-table';
import { AlertChips } from './chips';
import { EmployeeHeading } from './employee-heading';
import { DayOffNote } from './day-off-note';
import { localPage } from './local-table';
import { useCameFrom, workdayPath } from './workday-table';

/** The duration fields of a row in the SPEC's order; the first ones show by default, the chooser adds the rest. */
export const ROW_DURATIONS = [
  'scheduledWorkTime',
  'workTime',
  'unexcusedAbsenceTime',
  'excusedAbsenceTime',
  'wpTime',
  'nightWorkTime',
  'fullTimeCompletion',
  'overtime',
  'dayOffWorkTime',
  'balance',
  'settlementPeriodTransferredOvertimeRest',
  'monthlyTransferredBalanceRest',
  'overtimeTotalRest',
  'wpTimeRemaining',
] as const satisfies readonly (keyof TimeEvaluationRow)[];
// With the date, in–out, schedule and alerts these fit 1280 px with the menu: the balance and
// the alerts were past the right edge with both absences on as well.
const SHOWN_BY_DEFAULT = new Set<string>(['scheduledWorkTime', 'workTime', 'overtime', 'balance']);

/** A working time below full time ("1/2"); "1/1" and an unknown one ("") are full time. */
export const isPartTime = (fraction: string) => fraction !== '' && fraction !== '1/1';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * A person's month: the summary figures and every day of the period's month (my-time-evaluation,
 * team-time-evaluation/{id}). `workdays`, the month's workday rows, say which days were remote
 * work (the evaluation's rows do not).
 */
export function TimeEvaluationView({ evaluation, workdays = [] }: { evaluation: TimeEvaluation; workdays?: readonly WorkdayRow[] }) {
  const { t } = useTranslation();
  const e = evaluation;
  const cameFrom = useCameFrom();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 'all', sort: ['workdayOn'] });
  const workdayById = useMemo(() => new Map(workdays.map((w) => [w.workdayId, w])), [workdays]);
  const d = (v: number) => duration(v, t);
  // In the running month the work counts up to today while the schedule is the whole month's: said beside each, as the timesheet does.
  const running = e.month === currentMonth();
  // The balance is what a person looks for first; then what was worked against what is planned.
  const figures: { key: string; value: string; hint?: string }[] = [
    { key: 'balance', value: d(e.balance) },
    { key: 'workTime', value: d(e.workTime), hint: running ? t('workTimes.summary.soFar') : undefined },
    { key: 'scheduledWorkTime', value: d(e.scheduledWorkTime), hint: running ? t('workTimes.summary.plannedToMonthEnd') : undefined },
    { key: 'nominalTime', value: d(e.nominalTime) },
    { key: 'periodNominalTime', value: d(e.periodNominalTime) },
    { key: 'overtime50', value: d(e.overtime50) },
    { key: 'overtime100', value: d(e.overtime100) },
    { key: 'averageWeekOvertime', value: d(e.averageWeekOvertime) },
    { key: 'approvedOvertime', value: d(e.approvedOvertime) },
    { key: 'nightWorkTime', value: d(e.nightWorkTime) },
    { key: 'wpTimeRemaining', value: d(e.wpTimeRemaining) },
    { key: 'overtimeInYear', value: t('workTimes.summary.ofLimit', { value: d(e.overtimeInYear), limit: d(e.yearlyOvertimeLimit) }) },
    { key: 'daysOffDue', value: String(e.daysOffDue) },
    { key: 'daysOffGiven', value: String(e.daysOffGiven) },
    { key: 'period', value: `${day(e.periodStartOn)} – ${day(e.periodEndOn)}` },
    {
      key: 'workingTimeSystem',
      value: `${t(`workTimes.system.${e.workingTimeSystem}`, { defaultValue: e.workingTimeSystem })}, ${t('workTimes.summary.months', { count: e.settlementMonths })}`,
    },
    // Art. 151 §5 concerns part-timers only: for full time these would be noise.
    ...(isPartTime(e.fraction)
      ? [
          { key: 'fraction', value: e.fraction },
          { key: 'partTimeLimit', value: e.partTimeLimit || t('workTimes.summary.noPartTimeLimit') },
          { key: 'partTimeOverLimit', value: d(e.partTimeOverLimit) },
        ]
      : []),
  ];
  const columns: Column<TimeEvaluationRow>[] = [
    {
      field: 'workdayOn',
      header: t('workTimes.columns.workdayOn'),
      sortable: true,
      noWrap: true,
      cardTitle: true,
      render: (r) =>
        r.workdayId ? (
          <Button size="small" component={Link} to={workdayPath(r.workdayId)} state={cameFrom}>
            {day(r.workdayOn)}
          </Button>
        ) : (
          day(r.workdayOn)
        ),
    },
    // One column for both times: two of '08:00' take the room the balance needs.
    {
      field: 'startEnd',
      header: t('workTimes.columns.startEnd'),
      noWrap: true,
      render: (r) => (phone && !r.workStartAt ? '' : span(r.workStartAt, r.workEndAt)),
    },
    {
      field: 'workStartAt',
      header: t('workTimes.columns.workStartAt'),
      noWrap: true,
      hiddenByDefault: true,
      render: (r) => time(r.workStartAt),
    },
    { field: 'workEndAt', header: t('workTimes.columns.workEndAt'), noWrap: true, hiddenByDefault: true, render: (r) => time(r.workEndAt) },
    {
      field: 'schedule',
      header: t('workTimes.columns.schedule'),
      render: (r) => {
        const workday = workdayById.get(r.workdayId);
        return (
          <>
            {workday ? scheduleLabel({ ...workday, schedule: r.schedule, dayKind: r.dayKind }, t) : scheduleText(r, t)}
            <DayOffNote row={r} />
          </>
        );
      },
    },
    ...ROW_DURATIONS.map((f): Column<TimeEvaluationRow> => ({
      field: f,
      header: t(`workTimes.columns.${f}`),
      sortable: true,
      align: 'right',
      noWrap: true,
      hiddenByDefault: !SHOWN_BY_DEFAULT.has(f),
      render: (r) => (phone && !r[f] ? '' : d(r[f])),
    })),
    { field: 'alerts', header: t('workTimes.columns.alerts'), render: (r) => <AlertChips alerts={r.alerts} /> },
  ];
  const page = localPage(e.rows, query, (r) => `${day(r.workdayOn)} ${scheduleText(r, t)}`);
  return (
    <Stack spacing={2}>
      <EmployeeHeading of={e} />
      <AlertChips alerts={e.alerts} />
      <Box
        component="section"
        aria-label={t('workTimes.summary.title')}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {figures.map((f) => (
          <Figure key={f.key} testId={`figure-${f.key}`} label={t(`workTimes.summary.${f.key}`)} value={f.value} hint={f.hint} />
        ))}
      </Box>
      {e.workAwaitingDayOff.length > 0 && (
        <Box component="section" aria-labelledby="awaiting-day-off-title">
          <Typography id="awaiting-day-off-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('workTimes.awaitingDayOff.title')}
          </Typography>
          <AwaitingDayOffTable items={e.workAwaitingDayOff} label={t('workTimes.awaitingDayOff.title')} />
        </Box>
      )}
      <DataTable
        columns={columns}
        rows={page.rows}
        total={page.total}
        query={query}
        onQueryChange={setQuery}
        getRowId={(r) => String(r.workdayOn instanceof Date ? r.workdayOn.getTime() : r.workdayOn)}
      />
    </Stack>
  );
}
