import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SmallTable } from '@shared/ui/small-table';
import { useTranslation } from 'react-i18next';
import type { WorkAwaitingDayOff } from '../api/types';
import { day, duration } from '../format';

/**
 * Work on days off of the period still waiting for its day off, each with the last day it may be
 * given; a Sunday whose 6 days have passed is marked, the supervisor can still give one by the
 * period's end but is already late (art. 151¹¹ §1 pkt 1).
 */
export function AwaitingDayOffTable({ items, label }: { items: WorkAwaitingDayOff[]; label: string }) {
  const { t } = useTranslation();
  return (
    <SmallTable
      label={label}
      headings={[
        t('workTimes.awaitingDayOff.workedOn'),
        { label: t('workTimes.awaitingDayOff.dayOffWorkTime'), align: 'right' },
        t('workTimes.awaitingDayOff.dueBy'),
        t('workTimes.awaitingDayOff.remarks'),
      ]}
      rows={items}
      row={(a) => (
        <TableRow key={day(a.workedOn)}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(a.workedOn)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {duration(a.dayOffWorkTime, t)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.dueBy ? day(a.dueBy) : '—'}</TableCell>
          <TableCell>
            {a.sundayWindowPassed && (
              <Chip size="small" color="warning" variant="outlined" label={t('workTimes.awaitingDayOff.sundayWindowPassed')} />
            )}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
