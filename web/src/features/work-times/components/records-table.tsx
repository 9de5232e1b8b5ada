import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableRegion } from '@shared/ui/table-region';
import { useTranslation } from 'react-i18next';
import type { ClockRecord } from '../api/types';
import { time } from '../format';

/** The clock records of a day; `actions` adds a last column (the supervisor's edit and remove). */
export function RecordsTable({
  records,
  actions,
  label,
}: {
  records: ClockRecord[];
  actions?: (r: ClockRecord) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <TableRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('workTimes.record.kind')}</TableCell>
            <TableCell>{t('workTimes.record.start')}</TableCell>
            <TableCell>{t('workTimes.record.end')}</TableCell>
            <TableCell>{t('workTimes.record.source')}</TableCell>
            {actions && <TableCell>{t('workTimes.record.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={r.recordId}>
              <TableCell>{t(`workTimes.kind.${r.kind}`, { defaultValue: r.kind })}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(r.startAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(r.endAt)}</TableCell>
              <TableCell>
                {t(`workTimes.source.${r.source}`, { defaultValue: r.source })}
                {r.corrected && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={t('workTimes.record.corrected')} />}
              </TableCell>
              {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>}
            </TableRow>
          ))}
          {records.length === 0 && (
            <TableRow>
              <TableCell colSpan={actions ? 5 : 4} align="center" sx={{ color: 'text.secondary' }}>
                {t('workTimes.record.none')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
