import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates/format';
import { AnnualLeaveBalanceText } from '@shared/leave/annual-leave-balance';
import { useGetMyLimitsQuery } from './api/limits-api';
import { limitName } from './limit-type-name';
import { LimitsTitle, thisYear } from './limits-title';
import { NoRowsRow } from '@shared/ui/small-table';

const amount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** `leave-requests/my-limits`: docs/product.md §3 "My limits row" per type for a year. */
export default function MyLimitsPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(thisYear);
  // currentData: the chosen year's figures only. `data` would keep showing the year before
  // under the new year's title until the new answer came.
  const { currentData: limits, isFetching, isError } = useGetMyLimitsQuery({ year });
  const data = limits?.rows;
  return (
    <Stack spacing={2}>
      <LimitsTitle title={t('limits.myTitle')} year={year} onYearChange={setYear} />
      {isError && <Alert severity="error">{t('limits.unavailable')}</Alert>}
      {limits && (
        <Alert severity="info" icon={false} data-testid="my-annual-leave">
          <AnnualLeaveBalanceText balance={limits.annualLeave} />
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('limits.myTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('limits.columns.type')}</TableCell>
              <TableCell>{t('limits.columns.period')}</TableCell>
              <TableCell align="right">{t('limits.columns.total')}</TableCell>
              <TableCell align="right">{t('limits.columns.reserved')}</TableCell>
              <TableCell align="right">{t('limits.columns.approved')}</TableCell>
              <TableCell align="right">{t('limits.columns.used')}</TableCell>
              <TableCell align="right">{t('limits.columns.available')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((row) => (
              <TableRow
                key={`${row.requestTypeId}-${row.isOverdue}`}
                data-testid={`limit-${row.requestTypeId}${row.isOverdue ? '-overdue' : ''}`}
              >
                <TableCell>{limitName(t, row)}</TableCell>
                <TableCell>
                  {formatDate(row.periodStartOn, 'date')} – {formatDate(row.periodEndOn, 'date')}
                </TableCell>
                <TableCell align="right">
                  {amount(row.total)} {t(`limits.unit.${row.unit}`)}
                </TableCell>
                <TableCell align="right" data-testid="reserved">
                  {amount(row.reserved)}
                </TableCell>
                <TableCell align="right" data-testid="approved">
                  {amount(row.approved)}
                </TableCell>
                <TableCell align="right">{amount(row.used)}</TableCell>
                <TableCell align="right" data-testid="available">
                  <strong>{amount(row.available)}</strong>
                </TableCell>
              </TableRow>
            ))}
            {!data?.length && <NoRowsRow colSpan={7}>{isFetching ? t('table.loading') : t('table.noData')}</NoRowsRow>}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
