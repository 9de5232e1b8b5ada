import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableRegion } from '@shared/ui/table-region';
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
    <TableRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('workTimes.awaitingDayOff.workedOn')}</TableCell>
            <TableCell align="right">{t('workTimes.awaitingDayOff.dayOffWorkTime')}</TableCell>
            <TableCell>{t('workTimes.awaitingDayOff.dueBy')}</TableCell>
            <TableCell>{t('workTimes.awaitingDayOff.remarks')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((a) => (
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
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
