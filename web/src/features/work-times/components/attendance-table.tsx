import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type ListTableProps } from '@shared/ui/data-table';
import type { Attendance } from '../api/types';
import { duration, scheduleText, time } from '../format';
import { namesakeLabels } from './person-names';

interface Props extends ListTableProps<Attendance> {
  /** The employee's view of their colleagues: who is in and who is away, without times. */
  colleagues?: boolean;
}

/** Every status a day can have, in the order the filter offers them. */
export const ATTENDANCE_STATUSES = [
  'present',
  'late',
  'on_break',
  'left',
  'on_leave',
  'remote',
  'absent',
  'not_started',
  'day_off',
  'no_schedule',
];

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'info' | 'error' | 'default'> = {
  present: 'success',
  late: 'warning',
  on_break: 'info',
  left: 'default',
  on_leave: 'info',
  remote: 'info',
  absent: 'error',
  not_started: 'default',
  day_off: 'default',
  no_schedule: 'default',
  not_present: 'default',
};

/**
 * An attendance status as a chip. The words are nouns ("Po pracy", "Spóźnienie"), so they fit a
 * woman and a man alike; a day nobody scheduled is "Brak harmonogramu", not a day off.
 */
export function AttendanceStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status] ?? 'default'}
      label={t(`workTimes.attendance.statuses.${status}`, { defaultValue: status })}
    />
  );
}

/** Who is where on a day, with status chips. */
export function AttendanceTable({ colleagues, ...list }: Props) {
  const { t } = useTranslation();
  const names = namesakeLabels(list.rows);
  const columns: Column<Attendance>[] = [
    {
      field: 'employeeFullName',
      header: t('workTimes.columns.employeeFullName'),
      sortable: true,
      cardTitle: true,
      render: (r) => names.get(r.employeeId) ?? r.employeeFullName,
    },
    { field: 'position', header: t('workTimes.attendance.position') },
    {
      field: 'status',
      header: t('workTimes.attendance.status'),
      sortable: true,
      render: (r) => (
        <>
          <AttendanceStatusChip status={r.status} />
          {r.status === 'late' && r.lateBy > 0 ? ` +${duration(r.lateBy, t)}` : ''}
          {r.absenceCode ? ` ${r.absenceCode}` : ''}
        </>
      ),
    },
    ...(colleagues
      ? []
      : ([
          { field: 'schedule', header: t('workTimes.columns.schedule'), noWrap: true, render: (r) => scheduleText(r, t) },
          {
            field: 'workStartAt',
            header: t('workTimes.columns.workStartAt'),
            sortable: true,
            noWrap: true,
            render: (r) => time(r.workStartAt),
          },
          { field: 'workEndAt', header: t('workTimes.columns.workEndAt'), noWrap: true, render: (r) => time(r.workEndAt) },
        ] satisfies Column<Attendance>[])),
    { field: 'locationName', header: t('workTimes.attendance.location'), hiddenByDefault: true },
  ];
  return <DataTable {...list} columns={columns} getRowId={(r) => r.employeeId} />;
}
