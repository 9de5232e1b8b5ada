import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SmallTable } from '@shared/ui/small-table';
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
  const headings = [t('workTimes.record.kind'), t('workTimes.record.start'), t('workTimes.record.end'), t('workTimes.record.source')];
  return (
    <SmallTable
      label={label}
      headings={actions ? [...headings, t('workTimes.record.actions')] : headings}
      rows={records}
      none={t('workTimes.record.none')}
      row={(r) => (
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
      )}
    />
  );
}
