import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { RequestAction } from '@shared/leave/request-decisions';
import { RequestStatus, RequestStatusChip } from '@shared/leave/request-status-chip';
import { requestTypeName, useGetRequestTypesQuery } from '@shared/leave/request-types';
import { useRequestDecision } from '@shared/leave/use-request-decision';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { Icon } from '@shared/ui/icons';
import { useGetRequestsToDecideAsSubstituteQuery } from '../api/substitutions-api';
import type { SubstituteRequestRow } from '../api/types';

/** What a substitute decides, by the request's status (the server checks again), as a supervisor's team list offers it. */
const ROW_ACTIONS: Record<number, RequestAction[]> = {
  [RequestStatus.Pending]: ['approve', 'reject'],
  [RequestStatus.CancellationRequested]: ['accept-cancellation', 'reject-cancellation'],
};

/** How many requests wait for the caller's decision as a substitute: the list's first page, one call with it. */
export function useRequestsToDecideCount(): number {
  return useGetRequestsToDecideAsSubstituteQuery(DEFAULT_TABLE_QUERY).data?.total ?? 0;
}

/**
 * The pending requests (and cancellations asked for) of the teams of the supervisors the caller
 * stands in for today; each decision is recorded as made in the supervisor's stead.
 */
export function RequestsToDecide() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const { data, isFetching, isError } = useGetRequestsToDecideAsSubstituteQuery(query);
  const types = useGetRequestTypesQuery().data ?? [];
  const decide = useRequestDecision();
  const codeOf = (id: number) => types.find((x) => x.requestTypeId === id)?.code;

  const columns: Column<SubstituteRequestRow>[] = [
    { field: 'requestNo', header: t('substitutions.requests.number'), sortable: true, noWrap: true, cardTitle: true },
    { field: 'applicantFullName', header: t('substitutions.requests.applicant'), sortable: true },
    {
      field: 'requestType',
      header: t('requests.columns.requestType'),
      sortable: true,
      render: (r) => requestTypeName(t, codeOf(r.requestTypeId), r.requestType),
    },
    { field: 'fromDate', header: t('substitutions.columns.fromDate'), sortable: true, noWrap: true },
    { field: 'toDate', header: t('substitutions.columns.toDate'), sortable: true, noWrap: true },
    {
      field: 'numberOfWorkingDays',
      header: t('substitutions.requests.workingDays'),
      sortable: true,
      align: 'right',
      render: (r) =>
        r.hours
          ? `${t('substitutions.requests.hoursValue', { count: r.hours })}${r.startTime ? ` (${r.startTime}–${r.endTime})` : ''}`
          : r.numberOfWorkingDays,
    },
    {
      field: 'requestStatus',
      header: t('substitutions.columns.status'),
      sortable: true,
      render: (r) => <RequestStatusChip statusId={r.requestStatusId} />,
    },
    { field: 'supervisorFullName', header: t('substitutions.requests.inStead') },
    { field: 'comment', header: t('substitutions.columns.comment'), hiddenByDefault: true },
    {
      field: 'actions',
      header: t('substitutions.columns.actions'),
      sticky: true,
      render: (r) => (
        <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
          {(ROW_ACTIONS[r.requestStatusId] ?? []).map((action) => (
            <Tooltip key={action} title={t(`requests.actions.${action}`)}>
              <IconButton
                size="small"
                aria-label={`${t(`requests.actions.${action}`)} ${r.requestNo}`}
                onClick={() => void decide(r, action)}
                color={action.startsWith('reject') ? 'error' : 'success'}
              >
                <Icon name={action.startsWith('reject') ? 'close' : 'check'} />
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total ?? 0}
      loading={isFetching && !data}
      error={isError ? t('substitutions.requests.unavailable') : undefined}
      query={query}
      onQueryChange={setQuery}
      getRowId={(r) => r.id}
    />
  );
}
