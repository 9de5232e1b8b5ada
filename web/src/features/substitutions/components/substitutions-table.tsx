import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Substitution, SubstitutionAction } from '@shared/substitutions/substitutions-api';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { DateField } from '@shared/ui/date-field';
import { Icon, type IconName } from '@shared/ui/icons';
import { MultiSelectFilter } from '@shared/ui/multi-select-filter';
import { ProblemAlert } from '@shared/ui/problem-alert';
import {
  useGetSubstitutionsQuery,
  type SubstitutionListFilter,
  type SubstitutionListScope,
  type SubstitutionSide,
} from '../api/substitutions-api';
import { SUBSTITUTION_STATUS_IDS, SubstitutionStatusChip } from './substitution-status-chip';
import { substitutionName, useSubstitutionSteps } from './use-substitution-steps';

export const EMPTY_SUBSTITUTION_FILTER: SubstitutionListFilter = { statusIds: [], dateFrom: '', dateTo: '' };

/**
 * The steps each list offers, of those the server allows (`allowedActions`): the away person
 * cancels their own; the supervisor confirms, rejects or cancels the team's; the report offers
 * what the server allows its reader (Admin may act on anyone's). The substitute takes no step.
 */
const ACTIONS_OF: Record<SubstitutionListScope, readonly SubstitutionAction[]> = {
  my: ['cancel'],
  team: ['confirm', 'reject', 'cancel'],
  report: ['confirm', 'reject', 'cancel'],
};
const ACTION_ICON: Record<SubstitutionAction, IconName> = { confirm: 'check', reject: 'close', cancel: 'undo' };
const ACTION_COLOR: Record<SubstitutionAction, 'error' | 'success'> = { confirm: 'success', reject: 'error', cancel: 'error' };

interface Props {
  scope: SubstitutionListScope;
  /** "My" list's half: who stands in for me, or for whom I stand in. */
  side?: SubstitutionSide;
  /** Rendered above the table with the current query and filter (the report's export). */
  toolbar?: (query: TableQuery, filter: SubstitutionListFilter) => ReactNode;
}

/** A list of substitutions on the shared table: status and period filters, search, sort, paging and the allowed steps. */
export function SubstitutionsTable({ scope, side, toolbar }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const [filter, setFilter] = useState<SubstitutionListFilter>(EMPTY_SUBSTITUTION_FILTER);
  const { data, isFetching, isError } = useGetSubstitutionsQuery({ scope, side, query, filter });
  const steps = useSubstitutionSteps();
  const offered = (s: Substitution) => ACTIONS_OF[scope].filter((action) => s.allowedActions.includes(action));
  // On "my" list one of the two people is the reader: that column is left out.
  const showEmployee = side !== 'away';
  const showSubstitute = side !== 'standing-in';

  const columns: Column<Substitution>[] = [
    // Field names are the service's sort keys in camelCase (employee-full-name, from-date, status, ...).
    ...(showEmployee ? [{ field: 'employeeFullName', header: t('substitutions.columns.employee'), sortable: true, cardTitle: true }] : []),
    ...(showSubstitute
      ? [{ field: 'substituteFullName', header: t('substitutions.columns.substitute'), sortable: true, cardTitle: !showEmployee }]
      : []),
    {
      field: 'supervisorFullName',
      header: t('substitutions.columns.supervisor'),
      hiddenByDefault: scope !== 'report',
    },
    { field: 'fromDate', header: t('substitutions.columns.fromDate'), sortable: true, noWrap: true },
    { field: 'toDate', header: t('substitutions.columns.toDate'), sortable: true, noWrap: true },
    {
      field: 'status',
      header: t('substitutions.columns.status'),
      sortable: true,
      render: (s) => <SubstitutionStatusChip statusId={s.statusId} />,
    },
    { field: 'comment', header: t('substitutions.columns.comment') },
    { field: 'createdByFullName', header: t('substitutions.columns.createdBy') },
    { field: 'decidedByFullName', header: t('substitutions.columns.decidedBy') },
    { field: 'decisionComment', header: t('substitutions.columns.decisionComment'), hiddenByDefault: true },
    ...(ACTIONS_OF[scope].length
      ? [
          {
            field: 'actions',
            header: t('substitutions.columns.actions'),
            sticky: true,
            render: (s: Substitution) =>
              offered(s).length === 0 ? null : (
                <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
                  {offered(s).map((action) => (
                    <Tooltip key={action} title={t(`substitutions.actions.${action}`)}>
                      <IconButton
                        size="small"
                        aria-label={`${t(`substitutions.actions.${action}`)} ${substitutionName(t, s)}`}
                        color={ACTION_COLOR[action]}
                        onClick={() => void steps.start(s, action)}
                      >
                        <Icon name={ACTION_ICON[action]} />
                      </IconButton>
                    </Tooltip>
                  ))}
                </Stack>
              ),
          },
        ]
      : []),
  ];

  const filtersActive = filter.statusIds.length > 0 || !!filter.dateFrom || !!filter.dateTo;
  const changeFilter = (patch: Partial<SubstitutionListFilter>) => {
    setFilter({ ...filter, ...patch });
    setQuery({ ...query, page: 1 });
  };
  const filters = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <MultiSelectFilter
        label={t('substitutions.columns.status')}
        sx={{ minWidth: 220, maxWidth: '100%' }}
        value={filter.statusIds}
        anyLabel={t('substitutions.filters.any')}
        options={SUBSTITUTION_STATUS_IDS.map((s) => ({ value: s, label: t(`substitutions.status.${s}`) }))}
        onChange={(statusIds) => changeFilter({ statusIds })}
      />
      {/* Room for a whole yyyy-MM-dd and the picker button. */}
      <Box sx={{ minWidth: 190 }}>
        <DateField
          label={t('substitutions.filters.dateFrom')}
          value={filter.dateFrom}
          onChange={(dateFrom) => changeFilter({ dateFrom })}
          testId="substitutions-filter-from"
        />
      </Box>
      <Box sx={{ minWidth: 190 }}>
        <DateField
          label={t('substitutions.filters.dateTo')}
          value={filter.dateTo}
          min={filter.dateFrom || undefined}
          onChange={(dateTo) => changeFilter({ dateTo })}
          testId="substitutions-filter-to"
        />
      </Box>
      {filtersActive && <Button onClick={() => changeFilter(EMPTY_SUBSTITUTION_FILTER)}>{t('substitutions.filters.clear')}</Button>}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      {toolbar?.(query, filter)}
      <ProblemAlert error={steps.failure} fallback={t('substitutions.stepFailed')} />
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        total={data?.total ?? 0}
        loading={isFetching && !data}
        error={isError ? t('substitutions.listUnavailable') : undefined}
        query={query}
        onQueryChange={setQuery}
        getRowId={(s) => s.id}
        filters={filters}
        filtersActive={filtersActive}
      />
    </Stack>
  );
}
