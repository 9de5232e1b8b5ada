import { useState } from 'react';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@shared/dates/format';
import { HOME_OFFICE_REQUEST_TYPES } from '@shared/leave/home-office-request-types';
import { RequestStatusChip } from '@shared/leave/request-status-chip';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { useGetMyHomeOfficeRequestsQuery } from '../api/home-offices-api';
import type { HomeOfficeRequestRow } from '../api/types';

/** "Praca zdalna" or "Praca zdalna okazjonalna": the type's name by its code, else the server's. */
function typeName(t: TFunction, row: HomeOfficeRequestRow) {
  const code = HOME_OFFICE_REQUEST_TYPES.find((type) => type.requestTypeId === row.requestTypeId)?.code;
  return code ? t(`requests.types.${code}`, { defaultValue: row.requestType }) : row.requestType;
}

/** The caller's HO and HOOK requests; each opens in "my requests", where it can be cancelled. */
export function MyHomeOfficeRequests() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const { data, isFetching, isError } = useGetMyHomeOfficeRequestsQuery(query);

  const columns: Column<HomeOfficeRequestRow>[] = [
    {
      field: 'requestNo',
      header: t('homeOffices.requests.number'),
      sortable: true,
      noWrap: true,
      cardTitle: true,
      render: (r) => (
        <Button size="small" component={Link} to={`/leave-requests/my/${r.id}`}>
          {r.requestNo}
        </Button>
      ),
    },
    { field: 'requestType', header: t('requests.columns.requestType'), sortable: true, render: (r) => typeName(t, r) },
    { field: 'fromDate', header: t('homeOffices.requests.from'), sortable: true, noWrap: true },
    { field: 'toDate', header: t('homeOffices.requests.to'), sortable: true, noWrap: true },
    { field: 'numberOfWorkingDays', header: t('homeOffices.requests.workingDays'), sortable: true, align: 'right' },
    {
      field: 'requestStatus',
      header: t('homeOffices.columns.status'),
      sortable: true,
      render: (r) => <RequestStatusChip statusId={r.requestStatusId} />,
    },
    {
      field: 'submittedDate',
      header: t('homeOffices.columns.submittedAt'),
      sortable: true,
      noWrap: true,
      hiddenByDefault: true,
      render: (r) => formatDate(r.submittedDate, 'dateTimeShort'),
    },
    { field: 'comment', header: t('homeOffices.requests.comment'), hiddenByDefault: true },
  ];

  return (
    <DataTable
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total ?? 0}
      loading={isFetching && !data}
      error={isError ? t('homeOffices.requests.unavailable') : undefined}
      query={query}
      onQueryChange={setQuery}
      getRowId={(r) => r.id}
    />
  );
}
