import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../dates/format';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '../ui/data-table';
import { Icon, type IconName } from '../ui/icons';
import { MultiSelectFilter } from '../ui/multi-select-filter';
import { ProblemAlert } from '../ui/problem-alert';
import { AgreementDetailsDialog } from './agreement-details-dialog';
import { AgreementStatusChip } from './agreement-status-chip';
import { agreementPeriod, agreementWeekdays } from './agreement-text';
import {
  AGREEMENT_STATUS_IDS,
  useGetHomeOfficeAgreementsQuery,
  type AgreementAction,
  type AgreementListScope,
  type HomeOfficeAgreement,
} from './agreements-api';
import { useAgreementSteps } from './use-agreement-steps';

/**
 * The steps each list offers, of those the server allows (`allowedActions`): the employee
 * withdraws an open application; the supervisor decides on the team's; the opinion-givers and
 * Admin give opinions on everyone's, and Admin decides there too. The employee, the supervisor
 * and Admin end an approved one early.
 */
const ACTIONS_OF: Record<AgreementListScope, readonly AgreementAction[]> = {
  my: ['withdraw', 'end'],
  team: ['approve', 'reject', 'end'],
  all: ['opinion', 'approve', 'reject', 'end'],
};
const ACTION_ICON: Record<AgreementAction, IconName> = {
  withdraw: 'undo',
  opinion: 'comment',
  approve: 'check',
  reject: 'close',
  end: 'event',
};
const ACTION_COLOR: Record<AgreementAction, 'error' | 'primary' | 'success'> = {
  withdraw: 'error',
  opinion: 'primary',
  approve: 'success',
  reject: 'error',
  end: 'error',
};

interface Props {
  scope: AgreementListScope;
  /** The statuses listed at first (the steps awaited of this list's readers); empty: every one. */
  initialStatusIds?: number[];
}

/** A list of agreements on the shared table: status filter, search, sort, paging, details and the allowed steps. */
export function AgreementsTable({ scope, initialStatusIds = [] }: Props) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const [statusIds, setStatusIds] = useState<number[]>(initialStatusIds);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isFetching, isError } = useGetHomeOfficeAgreementsQuery({ scope, query, statusIds });
  const steps = useAgreementSteps();
  const offered = (a: HomeOfficeAgreement) => ACTIONS_OF[scope].filter((action) => a.allowedActions.includes(action));
  const others = scope !== 'my';

  const columns: Column<HomeOfficeAgreement>[] = [
    // Field names are the service's sort keys in camelCase (submitted-at, valid-from, employee-full-name, status).
    {
      field: 'agreementNo',
      header: t('homeOffices.columns.agreementNo'),
      noWrap: true,
      cardTitle: true,
      render: (a) => (
        <Button size="small" onClick={() => setOpenId(a.id)}>
          {a.agreementNo}
        </Button>
      ),
    },
    ...(others
      ? [
          { field: 'employeeFullName', header: t('homeOffices.columns.employee'), sortable: true },
          { field: 'supervisorFullName', header: t('homeOffices.columns.supervisor'), hiddenByDefault: true },
        ]
      : []),
    {
      field: 'submittedAt',
      header: t('homeOffices.columns.submittedAt'),
      sortable: true,
      noWrap: true,
      hiddenByDefault: others,
      render: (a) => formatDate(a.submittedAt, 'dateTimeShort'),
    },
    { field: 'validFrom', header: t('homeOffices.columns.period'), sortable: true, render: (a) => agreementPeriod(t, a) },
    {
      field: 'weekdays',
      header: t('homeOffices.columns.weekdays'),
      render: (a) => agreementWeekdays(a.weekdays, i18n.language, 'short'),
    },
    { field: 'city', header: t('homeOffices.columns.city'), hiddenByDefault: others, render: (a) => a.address?.city ?? '' },
    {
      field: 'opinion',
      header: t('homeOffices.columns.opinion'),
      hiddenByDefault: !others,
      render: (a) => (a.hasOpinion ? t(a.opinionPositive ? 'homeOffices.opinion.positive' : 'homeOffices.opinion.negative') : ''),
    },
    {
      field: 'status',
      header: t('homeOffices.columns.status'),
      sortable: true,
      render: (a) => <AgreementStatusChip statusId={a.statusId} />,
    },
    { field: 'decisionComment', header: t('homeOffices.decisionComment'), hiddenByDefault: others },
    {
      field: 'actions',
      header: t('homeOffices.columns.actions'),
      sticky: true,
      render: (a) =>
        offered(a).length === 0 ? null : (
          <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
            {offered(a).map((action) => (
              <Tooltip key={action} title={t(`homeOffices.actions.${action}`)}>
                <IconButton
                  size="small"
                  aria-label={`${t(`homeOffices.actions.${action}`)} ${a.agreementNo}`}
                  color={ACTION_COLOR[action]}
                  onClick={() => void steps.start(a, action)}
                >
                  <Icon name={ACTION_ICON[action]} />
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        ),
    },
  ];

  const filters = (
    <MultiSelectFilter
      label={t('homeOffices.columns.status')}
      sx={{ minWidth: 240, maxWidth: '100%' }}
      value={statusIds}
      anyLabel={t('homeOffices.anyStatus')}
      options={AGREEMENT_STATUS_IDS.map((s) => ({ value: s, label: t(`homeOffices.status.${s}`) }))}
      onChange={(chosen) => {
        setStatusIds(chosen);
        setQuery({ ...query, page: 1 });
      }}
    />
  );

  return (
    <Stack spacing={2}>
      <ProblemAlert error={steps.failure} fallback={t('homeOffices.stepFailed')} />
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        total={data?.total ?? 0}
        loading={isFetching && !data}
        error={isError ? t('homeOffices.listUnavailable') : undefined}
        query={query}
        onQueryChange={setQuery}
        getRowId={(a) => a.id}
        filters={filters}
        filtersActive={statusIds.length > 0}
        // A list that starts filtered says so at once.
        filtersInitiallyOpen={initialStatusIds.length > 0}
      />
      {openId !== null && (
        <AgreementDetailsDialog
          id={openId}
          actions={ACTIONS_OF[scope]}
          onAction={(a, action) => void steps.start(a, action)}
          failure={steps.failure}
          onClose={() => setOpenId(null)}
        />
      )}
      {steps.dialog}
    </Stack>
  );
}
