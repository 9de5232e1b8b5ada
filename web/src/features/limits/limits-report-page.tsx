import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@shared/i18n/numbers';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { useGetLimitsReportQuery, type LimitsReportRow } from './api/limits-api';
import { LimitsTitle, thisYear } from './limits-title';

/** `leave-requests/limits`: annual leave of every employee in reach (docs/product.md §3 "Limits report row"). */
export default function LimitsReportPage() {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState(thisYear);
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const { data, isFetching, isError } = useGetLimitsReportQuery({ year, query });
  const num = (field: keyof LimitsReportRow): Column<LimitsReportRow> => ({
    field,
    header: t(`limits.report.${field}`),
    align: 'right',
    render: (r) => formatNumber(Number(r[field]), i18n.language),
  });
  const columns: Column<LimitsReportRow>[] = [
    { field: 'employeeFullName', header: t('limits.report.employeeFullName'), sortable: true },
    { field: 'employeeSapNumber', header: t('limits.report.employeeSapNumber'), sortable: true },
    { field: 'supervisorFullName', header: t('limits.report.supervisorFullName'), sortable: true },
    { ...num('usage'), render: (r) => formatPercent(r.usage, i18n.language) },
    num('thisYearTotal'),
    num('overdueTotal'),
    num('overdueAvailable'),
    num('approved'),
    num('reserved'),
    num('available'),
    num('availableForToday'),
    num('extra'),
    num('onDemand'),
  ];
  return (
    <Stack spacing={2}>
      <LimitsTitle title={t('menu.limitsReport')} year={year} onYearChange={setYear} />
      {isError && <Alert severity="error">{t('limits.unavailable')}</Alert>}
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        total={data?.total ?? 0}
        loading={isFetching && !data}
        query={query}
        onQueryChange={setQuery}
        getRowId={(r) => r.employeeId}
      />
    </Stack>
  );
}
