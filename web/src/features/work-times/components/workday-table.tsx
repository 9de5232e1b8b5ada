import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable, type Column, type ListTableProps } from '@shared/ui/data-table';
import type { WorkdayRow } from '../api/types';
import { day, duration, scheduleLabel } from '../format';
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

interface Props extends ListTableProps<WorkdayRow> {
  /** The team list names the person. */
  withEmployee?: boolean;
}

/** WorkdayRow on the shared table (docs/product.md §3 "My workdays row"); the date opens the day. */
export function WorkdayTable({ withEmployee, ...list }: Props) {
  const { t } = useTranslation();
  const cameFrom = useCameFrom();
  // On a phone a row is a card, and a card of "0g 0m" lines hides the day's one figure that is not zero.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const d = (field: keyof WorkdayRow, sortable = false, hiddenByDefault = false): Column<WorkdayRow> => ({
    field,
    header: t(`workTimes.columns.${field}`),
    sortable,
    hiddenByDefault,
    align: 'right',
    noWrap: true,
    render: (r) => (phone && !r[field] ? '' : duration(r[field] as number, t)),
  });
  // The default set fits the 970 px of content at 1280 px: presence, private exits and the
  // supervisor's settled undertime (and, in the team's list, approved overtime) are in the chooser.
  const columns: Column<WorkdayRow>[] = [
    {
      field: 'workdayOn',
      header: t('workTimes.columns.workdayOn'),
      sortable: true,
      noWrap: true,
      cardTitle: true,
      render: (r) => (
        <Button
          size="small"
          component={Link}
          to={workdayPath(r.workdayId)}
          state={cameFrom}
          aria-label={t('workTimes.openWorkday', { date: day(r.workdayOn), name: r.employeeFullName }).trim()}
        >
          {day(r.workdayOn)}
        </Button>
      ),
    },
    ...(withEmployee
      ? [
          { field: 'employeeFullName', header: t('workTimes.columns.employeeFullName'), sortable: true },
          { field: 'employeeSapNumber', header: t('workTimes.columns.employeeSapNumber'), hiddenByDefault: true },
        ]
      : []),
    {
      field: 'schedule',
      header: t('workTimes.columns.schedule'),
      render: (r) => (
        <>
          {scheduleLabel(r, t)}
          <DayOffNote row={r} />
        </>
      ),
    },
    d('totalTime', false, true),
    d('workTime', true),
    d('undertime', true),
    d('compensatedUndertime', false, true),
    d('overtime', true),
    d('approvedOvertime', false, !!withEmployee),
    d('wpRequest', false, true),
    { field: 'alerts', header: t('workTimes.columns.alerts'), render: (r) => <AlertChips alerts={r.alerts} /> },
    { field: 'lockState', header: t('workTimes.columns.lockState'), render: (r) => <LockChip lockState={r.lockState} /> },
  ];
  return <DataTable {...list} columns={columns} getRowId={(r) => r.workdayId} />;
}
