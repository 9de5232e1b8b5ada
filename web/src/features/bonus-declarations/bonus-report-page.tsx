import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectBonusDeclarationConfiguration } from '@shared/config/config-slice';
import { formatDate } from '@shared/dates/format';
import { useSharedSelector } from '@shared/store-hooks';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { TitledPage } from '@shared/ui/titled-page';
import { ExportButtons, type ExportFormat } from '@shared/ui/export-buttons';
import {
  searchPaging,
  useExportDeclarationsMutation,
  useGetCampaignsQuery,
  useSearchDeclarationsQuery,
  useSearchNonDeclarantsQuery,
  useSummarizeDeclarationsQuery,
} from './api/bonus-declarations-api';
import { groszeOf, int64Of, type BonusDeclaration, type NonDeclarant } from './api/types';
import { formatZloty } from './money';

/** A tab's table of its search: the page's rows and the total, loading while asked, `failed` when the search failed. */
const tableOf = <Row,>(list: { data?: { data: Row[]; total: number }; isFetching: boolean; isError: boolean }, failed: string) => ({
  rows: list.data?.data ?? [],
  total: list.data?.total ?? 0,
  loading: list.isFetching,
  error: list.isError ? failed : undefined,
});

function DeclarationsTab({ campaignId, tiers }: { campaignId: number; tiers: number[] }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, sort: ['fullName'] });
  const [tier, setTier] = useState(0);
  const list = useSearchDeclarationsQuery({ ...searchPaging(query), campaignId, tierAmountGrosze: tier ? int64Of(tier) : undefined });
  const [exportFile, { isLoading: busy }] = useExportDeclarationsMutation();
  const [failed, setFailed] = useState(false);
  const download = async (format: ExportFormat) => {
    setFailed(false);
    const result = await exportFile({ format, lang: i18n.language, campaignId, query, tierAmountGrosze: tier });
    if ('error' in result) setFailed(true);
  };
  const money = (v: string) => formatZloty(groszeOf(v));
  const columns: Column<BonusDeclaration>[] = [
    { field: 'sapNumber', header: t('bonus.report.sapNumber'), sortable: true, noWrap: true },
    { field: 'fullName', header: t('bonus.report.fullName'), sortable: true, cardTitle: true },
    { field: 'householdMembersCount', header: t('bonus.report.members'), align: 'right' },
    {
      field: 'monthlyIncomePerMemberGrosze',
      header: t('bonus.report.monthlyPerMember'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => money(r.monthlyIncomePerMemberGrosze),
    },
    {
      field: 'tierAmountGrosze',
      header: t('bonus.report.tier'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => money(r.tierAmountGrosze),
    },
    {
      field: 'overTaxFreeLimit',
      header: t('bonus.report.payroll'),
      render: (r) => (r.overTaxFreeLimit ? <Chip size="small" color="warning" label={t('bonus.overTaxFree')} /> : ''),
    },
    {
      field: 'employedOnConsiderationDate',
      header: t('bonus.report.employed'),
      render: (r) => {
        if (r.employedOnConsiderationDate === undefined) return '—';
        return r.employedOnConsiderationDate ? (
          t('bonus.report.employedYes')
        ) : (
          <Chip size="small" color="warning" label={t('bonus.report.employedNo')} data-testid="not-employed" />
        );
      },
    },
    {
      field: 'addedDate',
      header: t('bonus.report.added'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDate(r.addedDate, 'dateTimeShort'),
    },
    {
      field: 'editedDate',
      header: t('bonus.report.edited'),
      sortable: true,
      noWrap: true,
      render: (r) => (r.editedDate ? formatDate(r.editedDate, 'dateTimeShort') : ''),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ExportButtons
          labels={{ csv: t('bonus.report.exportCsv'), xlsx: t('bonus.report.exportXlsx') }}
          busy={busy}
          onExport={(format) => void download(format)}
          withTestIds
        />
      </Stack>
      {failed && <Alert severity="error">{t('bonus.report.exportFailed')}</Alert>}
      <DataTable
        columns={columns}
        {...tableOf(list, t('bonus.loadFailed'))}
        query={query}
        onQueryChange={setQuery}
        getRowId={(r) => r.bonusDeclarationId}
        filtersActive={tier > 0}
        filters={
          <TextField
            select
            size="small"
            label={t('bonus.report.tierFilter')}
            value={tier}
            sx={{ minWidth: 220 }}
            onChange={(e) => {
              setTier(Number(e.target.value));
              setQuery((q) => ({ ...q, page: 1 }));
            }}
          >
            <MenuItem value={0}>{t('bonus.report.anyTier')}</MenuItem>
            {tiers.map((a) => (
              <MenuItem key={a} value={a}>
                {formatZloty(a)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </Stack>
  );
}

function NonDeclarantsTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const { page, pageSize, search } = searchPaging(query);
  const list = useSearchNonDeclarantsQuery({ page, pageSize, search, campaignId });
  const columns: Column<NonDeclarant>[] = [
    { field: 'sapNumber', header: t('bonus.report.sapNumber'), noWrap: true },
    { field: 'fullName', header: t('bonus.report.fullName'), cardTitle: true },
    { field: 'departmentName', header: t('bonus.report.department') },
    { field: 'supervisorFullName', header: t('bonus.report.supervisor') },
  ];
  return (
    <DataTable
      columns={columns}
      {...tableOf(list, t('bonus.loadFailed'))}
      query={query}
      onQueryChange={setQuery}
      getRowId={(r) => r.userId}
    />
  );
}

/** What the campaign's declarations add up to: how many, the fund's total and the count per amount. */
function CampaignSummary({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const summary = useSummarizeDeclarationsQuery({ campaignId }, { skip: !campaignId });
  if (!summary.data) return null;
  const { declarations, benefitTotalGrosze, tiers } = summary.data;
  return (
    <Stack spacing={1} data-testid="campaign-summary">
      <Typography variant="body1">
        {t('bonus.report.summary', { count: declarations, total: formatZloty(groszeOf(benefitTotalGrosze)) })}
      </Typography>
      {tiers.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label={t('bonus.report.summaryTiers')}>
          {tiers.map((tier) => (
            <Chip
              key={String(tier.amountGrosze)}
              role="listitem"
              size="small"
              variant="outlined"
              label={`${formatZloty(groszeOf(tier.amountGrosze))} × ${tier.declarations}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** `bonus-declarations/report` (HR): the campaign's declarations for payroll and who has not declared. */
export default function BonusReportPage() {
  const { t } = useTranslation();
  const config = useSharedSelector(selectBonusDeclarationConfiguration);
  const campaigns = useGetCampaignsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const [tab, setTab] = useState(0);
  const campaignId = chosen ?? config?.campaignId ?? campaigns.data?.[0]?.campaignId ?? 0;
  const campaign = campaigns.data?.find((c) => c.campaignId === campaignId);
  const tiers = [...new Set((campaign?.tiers ?? []).map((b) => groszeOf(b.amountGrosze)))];
  return (
    <TitledPage title={t('menu.bonusDeclarationsReport')}>
      {!!campaigns.data?.length && (
        <TextField
          select
          size="small"
          label={t('bonus.report.campaign')}
          value={campaignId}
          sx={{ maxWidth: 280 }}
          onChange={(e) => setChosen(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'campaign-select' } }}
        >
          {campaigns.data.map((c) => (
            <MenuItem key={c.campaignId} value={c.campaignId}>
              {t('bonus.campaigns.name', { year: c.year })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <CampaignSummary campaignId={campaignId} />
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)}>
        <Tab label={t('bonus.report.declarationsTab')} />
        <Tab label={t('bonus.report.nonDeclarantsTab')} />
      </Tabs>
      {tab === 0 ? (
        <DeclarationsTab key={campaignId} campaignId={campaignId} tiers={tiers} />
      ) : (
        <NonDeclarantsTab key={campaignId} campaignId={campaignId} />
      )}
    </TitledPage>
  );
}
