import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { SmallTable } from '@shared/ui/small-table';
import type { ScheduleChange } from '../api/types';
import { dateTime, dayAndMonth } from '../format';
import { dayDescription, emptyDay } from './plan-text';

/** The days of a published schedule changed afterwards, newest first: the day, before → after, why, who and when. */
export function ScheduleChangesTable({ changes, label }: { changes: readonly ScheduleChange[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <SmallTable
      label={label}
      headings={[
        t('workTimes.schedule.changes.day'),
        t('workTimes.schedule.changes.change'),
        t('workTimes.schedule.changes.reason'),
        t('workTimes.schedule.changes.who'),
        t('workTimes.schedule.changes.when'),
      ]}
      rows={[...changes]}
      row={(c) => (
        <TableRow key={`${c.day}:${String(c.changedAt)}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayAndMonth(c.day, i18n.language)}</TableCell>
          <TableCell>
            {t('workTimes.schedule.changes.beforeAfter', {
              before: dayDescription(c.before ?? emptyDay(c.day), t),
              after: dayDescription(c.after ?? emptyDay(c.day), t),
            })}
          </TableCell>
          <TableCell>{c.reason}</TableCell>
          <TableCell>{c.changedByFullName}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(c.changedAt)}</TableCell>
        </TableRow>
      )}
    />
  );
}
