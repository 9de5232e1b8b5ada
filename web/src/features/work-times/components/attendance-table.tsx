import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type TableQuery } from '@shared/ui/data-table';
import type { Attendance } from '../api/types';
import { duration, time } from '../format';
import { StatusChip } from './chips';

interface Props {
  rows: Attendance[];
  total: number;
  loading: boolean;
  error?: string;
  query: TableQuery;
  onQueryChange: (q: TableQuery) => void;
  filters?: ReactNode;
  filtersActive?: boolean;
  /** The employee's view of their colleagues: who is in and who is away, without times. */
  colleagues?: boolean;
}

/** Who is where on a day, with status chips. */
export function AttendanceTable({ rows, total, loading, error, query, onQueryChange, filters, filtersActive, colleagues }: Props) {
  const { t } = useTranslation();
  const columns: Column<Attendance>[] = [
    { field: 'employeeFullName', header: t('workTimes.columns.employeeFullName'), sortable: true, cardTitle: true },
    { field: 'position', header: t('workTimes.attendance.position') },
    { field: 'status', header: t('workTimes.attendance.status'), sortable: true,
      render: (r) => <>
        <StatusChip status={r.status} />
        {r.status === 'late' && r.lateBy > 0 ? ` +${duration(r.lateBy, t)}` : ''}
        {r.absenceCode ? ` ${r.absenceCode}` : ''}
      </> },
    ...(colleagues ? [] : [
      { field: 'schedule', header: t('workTimes.columns.schedule'), noWrap: true },
      { field: 'workStartAt', header: t('workTimes.columns.workStartAt'), sortable: true, noWrap: true, render: (r) => time(r.workStartAt) },
      { field: 'workEndAt', header: t('workTimes.columns.workEndAt'), noWrap: true, render: (r) => time(r.workEndAt) },
    ] satisfies Column<Attendance>[]),
    { field: 'locationName', header: t('workTimes.attendance.location'), hiddenByDefault: true },
  ];
  return (
    <DataTable columns={columns} rows={rows} total={total} loading={loading} error={error} query={query} onQueryChange={onQueryChange}
      getRowId={(r) => r.employeeId} filters={filters} filtersActive={filtersActive} />
  );
}
