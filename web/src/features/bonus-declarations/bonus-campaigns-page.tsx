import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates/format';
import { now } from '@shared/dates/warsaw';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { Icon } from '@shared/ui/icons';
import { useGetCampaignsQuery } from './api/bonus-declarations-api';
import { groszeOf, type Campaign } from './api/types';
import { campaignFormOf, emptyCampaignForm, type CampaignForm } from './campaign-form-model';
import { CampaignDialog } from './components/campaign-dialog';
import { formatZloty } from './money';

/** `bonus-declarations/campaigns` (HR, Admin): the yearly campaigns, created and edited in a dialog. */
export default function BonusCampaignsPage() {
  const { t } = useTranslation();
  const campaigns = useGetCampaignsQuery();
  const [editing, setEditing] = useState<CampaignForm | null>(null);
  // A handful of campaigns, one a year: searched and shown whole here, not paged by the server.
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 'all' });
  const rows = (campaigns.data ?? []).filter((c) => !query.search.trim() || String(c.year).includes(query.search.trim()));
  const columns: Column<Campaign>[] = [
    { field: 'year', header: t('bonus.campaigns.year'), cardTitle: true },
    { field: 'startOn', header: t('bonus.campaigns.startOn'), noWrap: true, render: (c) => formatDate(c.startOn) },
    { field: 'canPlaceEndOn', header: t('bonus.campaigns.canPlaceEndOn'), noWrap: true, render: (c) => formatDate(c.canPlaceEndOn) },
    { field: 'endOn', header: t('bonus.campaigns.endOn'), noWrap: true, render: (c) => formatDate(c.endOn) },
    { field: 'considerationOn', header: t('bonus.campaigns.considerationOn'), noWrap: true, render: (c) => formatDate(c.considerationOn) },
    { field: 'incomeTaxYear', header: t('bonus.campaigns.incomeTaxYear') },
    {
      field: 'tiers',
      header: t('bonus.tiers.title'),
      render: (c) => c.tiers.map((b) => formatZloty(groszeOf(b.amountGrosze))).join(' / '),
    },
    {
      field: 'taxFreeLimitGrosze',
      header: t('bonus.campaigns.taxFreeLimit'),
      noWrap: true,
      render: (c) => formatZloty(groszeOf(c.taxFreeLimitGrosze)),
    },
    {
      field: 'actions',
      header: '',
      sticky: true,
      render: (c) => (
        <IconButton
          aria-label={t('bonus.campaigns.edit', { year: c.year })}
          onClick={() => setEditing(campaignFormOf(c))}
          data-testid={`edit-campaign-${c.campaignId}`}
        >
          <Icon name="tune" fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('menu.bonusDeclarationsCampaigns')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<Icon name="add" />}
          onClick={() => setEditing(emptyCampaignForm(now().getFullYear()))}
          data-testid="new-campaign"
        >
          {t('bonus.campaigns.create')}
        </Button>
      </Stack>
      {campaigns.isError && <Alert severity="error">{t('bonus.loadFailed')}</Alert>}
      <DataTable
        columns={columns}
        rows={rows}
        total={rows.length}
        loading={campaigns.isLoading}
        query={query}
        onQueryChange={setQuery}
        getRowId={(c) => c.campaignId}
      />
      {editing && <CampaignDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
