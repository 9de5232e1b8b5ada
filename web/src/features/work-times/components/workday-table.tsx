import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable, type Column, type TableQuery } from '@shared/ui/data-table';
import type { WorkdayRow } from '../api/types';
import { day, duration } from '../format';
import { AlertChips, LockChip } from './chips';
import { DayOffNote } from './day-off-note';

export const workdayPath = (workdayId: number) => `/work-times/workday/${workdayId}`;

/** What a link into a day carries so the day's "back" returns to this list as it was (month, search, page, sort in its URL). */
export interface CameFrom {
  from: string;
}

/** The state for a link into a day from the screen shown now. */
export function useCameFrom(): CameFrom {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

interface Props {
  rows: WorkdayRow[];
  total: number;
  loading: boolean;
  error?: string;
  query: TableQuery;
  onQueryChange: (q: TableQuery) => void;
  /** The team list names the person. */
  withEmployee?: boolean;
  filters?: ReactNode;
  filtersActive?: boolean;
}

/** WorkdayRow on the shared table (docs/product.md §3 "My workdays row"); the date opens the day. */
export function WorkdayTable({ rows, total, loading, error, query, onQueryChange, withEmployee, filters, filtersActive }: Props) {
  const { t } = useTranslation();
  const d = (field: keyof WorkdayRow, sortable = false, hiddenByDefault = false): Column<WorkdayRow> => ({
    field, header: t(`workTimes.columns.${field}`), sortable, hiddenByDefault, align: 'right', noWrap: true, render: (r) => duration(r[field] as number, t),
  });
  const columns: Column<WorkdayRow>[] = [
    { field: 'workdayOn', header: t('workTimes.columns.workdayOn'), sortable: true, noWrap: true, cardTitle: true,
      render: (r) => <Button size="small" component={Link} to={workdayPath(r.workdayId)} aria-label={t('workTimes.openWorkday', { date: day(r.workdayOn), name: r.employeeFullName }).trim()}>{day(r.workdayOn)}</Button> },
    ...(withEmployee ? [
      { field: 'employeeFullName', header: t('workTimes.columns.employeeFullName'), sortable: true },
      { field: 'employeeSapNumber', header: t('workTimes.columns.employeeSapNumber'), hiddenByDefault: true },
    ] : []),
    { field: 'schedule', header: t('workTimes.columns.schedule'), noWrap: true, render: (r) => <>{r.schedule || r.excusedAbsenceCode}<DayOffNote row={r} /></> },
    d('totalTime'),
    d('workTime', true),
    d('undertime', true),
    d('compensatedUndertime', false, !!withEmployee),
    d('overtime', true),
    d('approvedOvertime', false, !!withEmployee),
    d('wpRequest'),
    { field: 'alerts', header: t('workTimes.columns.alerts'), render: (r) => <AlertChips alerts={r.alerts} /> },
    { field: 'lockState', header: t('workTimes.columns.lockState'), render: (r) => <LockChip lockState={r.lockState} /> },
  ];
  return (
    <DataTable columns={columns} rows={rows} total={total} loading={loading} error={error} query={query} onQueryChange={onQueryChange}
      getRowId={(r) => r.workdayId} filters={filters} filtersActive={filtersActive} />
  );
}
