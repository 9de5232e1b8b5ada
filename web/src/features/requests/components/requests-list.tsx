import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '@shared/dates/format';
import { formatNumber } from '@shared/i18n/numbers';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { DateField } from '@shared/ui/date-field';
import { Icon, type IconName } from '@shared/ui/icons';
import { useGetRequestsQuery, type RequestListKind } from '../api/requests-api';
import { ProcessingStatus, type RequestListFilter, type RequestRow } from '../api/types';
import { RequestDetailsDialog } from './request-details-dialog';
import { hasRemarks, RequestRemarks } from './request-remarks';
import { RequestStatus, RequestStatusChip } from '@shared/leave/request-status-chip';
import { SelectFilter } from '@shared/ui/select-filter';
import type { RequestAction } from '@shared/leave/request-decisions';
import { requestTypeName, useGetRequestTypesQuery } from '@shared/leave/request-types';
import { useRequestDecision } from '@shared/leave/use-request-decision';

export const EMPTY_FILTER: RequestListFilter = {
  requestStatusIds: [],
  requestTypeIds: [],
  dateFrom: '',
  dateTo: '',
  processingStatusId: 0,
};

/** Team decisions offered in a row, by status (the server checks them again). */
const ROW_ACTIONS: Record<number, RequestAction[]> = {
  [RequestStatus.Pending]: ['approve', 'reject'],
  [RequestStatus.CancellationRequested]: ['accept-cancellation', 'reject-cancellation'],
};
const ACTION_ICON: Partial<Record<RequestAction, IconName>> = { 'resume-processing': 'replay' };
/** HR resumes an export that failed (docs/product.md §4 processing statuses); the report offers it in the row. */
const rowActions = (kind: RequestListKind, r: RequestRow): RequestAction[] =>
  kind === 'team'
    ? (ROW_ACTIONS[r.requestStatusId] ?? [])
    : kind === 'report' && r.processingStatusId === ProcessingStatus.Error
      ? ['resume-processing']
      : [];
const PROCESSING_COLOR: Record<number, 'default' | 'info' | 'success' | 'error'> = {
  [ProcessingStatus.Processing]: 'info',
  [ProcessingStatus.Exported]: 'success',
  [ProcessingStatus.Error]: 'error',
};

interface Props {
  kind: RequestListKind;
  basePath: string;
  openId?: number;
  /** Rendered above the table with the current query (the report's export buttons). */
  toolbar?: (query: TableQuery, filter: RequestListFilter) => React.ReactNode;
}

/** The request lists of docs/product.md §3 (my, team, report) on the shared table. */
export function RequestsList({ kind, basePath, openId, toolbar }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const [filter, setFilter] = useState<RequestListFilter>(EMPTY_FILTER);
  const { data, isFetching, isError } = useGetRequestsQuery({ kind, query, filter });
  const types = useGetRequestTypesQuery().data ?? [];
  const decide = useRequestDecision();
  const codeOf = (id: number) => types.find((x) => x.requestTypeId === id)?.code;

  const columns: Column<RequestRow>[] = [
    // Default columns fit 1280 px (docs/decisions/web-tables.md); the chooser adds the rest.
    {
      field: 'requestNo',
      header: t('requests.columns.requestNo'),
      sortable: true,
      noWrap: true,
      cardTitle: true,
      render: (r) => (
        <Button size="small" onClick={() => navigate(`${basePath}/${r.id}`)}>
          {r.requestNo}
        </Button>
      ),
    },
    {
      field: 'submittedDate',
      header: t('requests.columns.submittedDate'),
      sortable: true,
      noWrap: true,
      hiddenByDefault: kind !== 'my',
      render: (r) => formatDate(r.submittedDate, 'dateTimeShort'),
    },
    ...(kind === 'my'
      ? []
      : [
          { field: 'applicantFullName', header: t('requests.columns.applicant'), sortable: true },
          { field: 'applicantSapNumber', header: t('requests.columns.sapNumber'), hiddenByDefault: true },
        ]),
    {
      field: 'requestType',
      header: t('requests.columns.requestType'),
      sortable: true,
      render: (r) => requestTypeName(t, codeOf(r.requestTypeId), r.requestType),
    },
    { field: 'fromDate', header: t('requests.columns.fromDate'), sortable: true, noWrap: true },
    { field: 'toDate', header: t('requests.columns.toDate'), sortable: true, noWrap: true },
    {
      field: 'numberOfWorkingDays',
      header: t('requests.columns.workingDays'),
      sortable: true,
      align: 'right',
      render: (r) =>
        r.hours
          ? `${t('requests.hoursValue', { count: r.hours })}${r.startTime ? ` (${r.startTime}–${r.endTime})` : ''}`
          : r.numberOfWorkingDays,
    },
    {
      field: 'requestStatus',
      header: t('requests.columns.status'),
      sortable: true,
      render: (r) => <RequestStatusChip statusId={r.requestStatusId} />,
    },
    {
      field: 'requestStatusDate',
      header: t('requests.columns.statusDate'),
      sortable: true,
      noWrap: true,
      hiddenByDefault: true,
      render: (r) => formatDate(r.requestStatusDate, 'dateTimeShort'),
    },
    ...(kind === 'my' ? [] : [{ field: 'supervisorFullName', header: t('requests.columns.supervisor'), hiddenByDefault: true }]),
    { field: 'comment', header: t('requests.columns.comment'), hiddenByDefault: true },
    {
      field: 'requiresManualVerification',
      header: t('requests.columns.remarks'),
      hiddenByDefault: kind !== 'team',
      render: (r) =>
        hasRemarks(r) ? (
          <Stack direction="row" spacing={0.5}>
            <RequestRemarks request={r} />
          </Stack>
        ) : null,
    },
    ...(kind === 'report'
      ? [
          {
            field: 'processingStatus',
            header: t('requests.columns.processing'),
            render: (r: RequestRow) =>
              // Exported is the usual end: a small mark; what needs HR's eye (processing, error) a chip.
              r.processingStatusId === 2 ? (
                <Tooltip title={t('requests.processing.2')}>
                  <Box
                    component="span"
                    role="img"
                    aria-label={t('requests.processing.2')}
                    sx={{ color: 'success.main', display: 'inline-flex' }}
                  >
                    <Icon name="check" />
                  </Box>
                </Tooltip>
              ) : r.processingStatusId ? (
                <Chip
                  size="small"
                  variant="outlined"
                  color={PROCESSING_COLOR[r.processingStatusId] ?? 'default'}
                  label={t(`requests.processing.${r.processingStatusId}`)}
                />
              ) : null,
          },
        ]
      : []),
    ...(kind !== 'my'
      ? [
          {
            field: 'actions',
            header: t('requests.columns.actions'),
            sticky: true,
            render: (r: RequestRow) =>
              rowActions(kind, r).length === 0 ? null : (
                <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
                  {rowActions(kind, r).map((action) => (
                    <Tooltip key={action} title={t(`requests.actions.${action}`)}>
                      <IconButton
                        size="small"
                        aria-label={`${t(`requests.actions.${action}`)} ${r.requestNo}`}
                        onClick={() => void decide(r, action)}
                        color={action.startsWith('reject') ? 'error' : action === 'resume-processing' ? 'primary' : 'success'}
                      >
                        <Icon name={ACTION_ICON[action] ?? (action.startsWith('reject') ? 'close' : 'check')} />
                      </IconButton>
                    </Tooltip>
                  ))}
                </Stack>
              ),
          },
        ]
      : []),
  ];

  const filtersActive =
    filter.requestStatusIds.length > 0 ||
    filter.requestTypeIds.length > 0 ||
    !!filter.dateFrom ||
    !!filter.dateTo ||
    !!filter.processingStatusId;
  const changeFilter = (patch: Partial<RequestListFilter>) => {
    setFilter({ ...filter, ...patch });
    setQuery({ ...query, page: 1 });
  };
  const filters = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <SelectFilter
        label={t('requests.columns.status')}
        sx={{ minWidth: 200 }}
        value={filter.requestStatusIds[0] ?? ''}
        anyLabel={t('requests.filters.any')}
        options={[1, 2, 3, 4, 5].map((s) => ({ value: s, label: t(`requests.status.${s}`) }))}
        onChange={(value) => changeFilter({ requestStatusIds: value ? [Number(value)] : [] })}
      />
      <SelectFilter
        label={t('requests.columns.requestType')}
        sx={{ minWidth: 220 }}
        value={filter.requestTypeIds[0] ?? ''}
        anyLabel={t('requests.filters.any')}
        options={types.map((x) => ({ value: x.requestTypeId, label: requestTypeName(t, x.code, x.name) }))}
        onChange={(value) => changeFilter({ requestTypeIds: value ? [Number(value)] : [] })}
      />
      {/* Room for a whole yyyy-MM-dd and the picker button. */}
      <Box sx={{ minWidth: 190 }}>
        <DateField
          label={t('requests.filters.dateFrom')}
          value={filter.dateFrom}
          onChange={(dateFrom) => changeFilter({ dateFrom })}
          testId="filter-date-from"
        />
      </Box>
      <Box sx={{ minWidth: 190 }}>
        <DateField
          label={t('requests.filters.dateTo')}
          value={filter.dateTo}
          min={filter.dateFrom || undefined}
          onChange={(dateTo) => changeFilter({ dateTo })}
          testId="filter-date-to"
        />
      </Box>
      {kind === 'report' && (
        <SelectFilter
          label={t('requests.columns.processing')}
          sx={{ minWidth: 200 }}
          value={filter.processingStatusId || ''}
          anyLabel={t('requests.filters.any')}
          options={[1, 2, 3].map((s) => ({ value: s, label: t(`requests.processing.${s}`) }))}
          onChange={(value) => changeFilter({ processingStatusId: Number(value) || 0 })}
        />
      )}
      {filtersActive && <Button onClick={() => changeFilter(EMPTY_FILTER)}>{t('requests.filters.clear')}</Button>}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      {toolbar?.(query, filter)}
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        total={data?.total ?? 0}
        loading={isFetching && !data}
        error={isError ? t('requests.listUnavailable') : undefined}
        query={query}
        onQueryChange={setQuery}
        getRowId={(r) => r.id}
        filters={filters}
        filtersActive={filtersActive}
      />
      {data?.totalCapped && (
        <Typography variant="body2" color="text.secondary" data-testid="requests-total-capped">
          {t('requests.totalCapped', { total: formatNumber(data.total, i18n.language) })}
        </Typography>
      )}
      {openId !== undefined && <RequestDetailsDialog id={openId} onClose={() => navigate(basePath)} />}
    </Stack>
  );
}
