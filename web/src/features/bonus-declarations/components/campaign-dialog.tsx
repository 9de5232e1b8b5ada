import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateField } from '@shared/ui/date-field';
import { Icon } from '@shared/ui/icons';
import { useSaveCampaignMutation } from '../api/bonus-declarations-api';
import { CAMPAIGN_DATES, campaignInputOf, validateCampaign, type CampaignForm } from '../campaign-form-model';
import { serverFailureOf } from '../server-problem';

const zl = { input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> } };

/** Create or edit a campaign: year, the four days, income tax years, tier table, tax-free limit. */
export function CampaignDialog({ initial, onClose }: { initial: CampaignForm; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveCampaignMutation();
  const errors = validateCampaign(form);
  const change = (patch: Partial<CampaignForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerFieldErrors({});
  };
  const errorOf = (key: string) =>
    serverFieldErrors[key] ?? serverFieldErrors[`campaign.${key}`] ?? (submitted && errors[key] ? t(errors[key]) : undefined);
  const changeTier = (i: number, patch: Partial<CampaignForm['tiers'][number]>) =>
    change({ tiers: form.tiers.map((b, j) => (j === i ? { ...b, ...patch } : b)) });

  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(errors).length) return;
    const campaign = campaignInputOf(form);
    const result = await save({ campaignId: campaign.campaignId, campaign });
    if ('data' in result && result.data) {
      onClose();
      return;
    }
    const failure = serverFailureOf(t, result.error, t('bonus.campaigns.saveFailed'));
    setServerError(failure.message);
    setServerFieldErrors(failure.fieldErrors);
  };

  const yearField = (key: 'year' | 'incomeTaxYear' | 'alternativeIncomeTaxYear') => (
    <TextField
      fullWidth
      size="small"
      label={t(`bonus.campaigns.${key}`)}
      value={form[key]}
      onChange={(e) => change({ [key]: e.target.value })}
      error={!!errorOf(key)}
      helperText={errorOf(key) ?? (key === 'alternativeIncomeTaxYear' ? t('bonus.campaigns.alternativeHelp') : undefined)}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `campaign-${key}` } }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{form.campaignId ? t('bonus.campaigns.edit', { year: initial.year }) : t('bonus.campaigns.create')}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>{yearField('year')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{yearField('incomeTaxYear')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{yearField('alternativeIncomeTaxYear')}</Grid>
          {CAMPAIGN_DATES.map((d) => (
            <Grid key={d} size={{ xs: 12, sm: 6 }}>
              <DateField
                fullWidth
                size="small"
                label={t(`bonus.campaigns.${d}`)}
                value={form[d]}
                onChange={(v) => change({ [d]: v })}
                error={!!errorOf(d)}
                helperText={errorOf(d)}
                testId={`campaign-${d}`}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('bonus.tiers.title')}
            </Typography>
            <Stack spacing={1}>
              {form.tiers.map((b, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    label={t('bonus.campaigns.tierUpTo')}
                    value={b.upTo}
                    onChange={(e) => changeTier(i, { upTo: e.target.value })}
                    error={!!errorOf(`tiers.${i}.upTo`)}
                    helperText={errorOf(`tiers.${i}.upTo`) ?? (i === form.tiers.length - 1 ? t('bonus.campaigns.lastTierHelp') : undefined)}
                    slotProps={{ ...zl, htmlInput: { inputMode: 'decimal', 'data-testid': `tier-${i}-upTo` } }}
                  />
                  <TextField
                    size="small"
                    label={t('bonus.tiers.amount')}
                    value={b.amount}
                    onChange={(e) => changeTier(i, { amount: e.target.value })}
                    error={!!errorOf(`tiers.${i}.amount`)}
                    helperText={errorOf(`tiers.${i}.amount`)}
                    slotProps={{ ...zl, htmlInput: { inputMode: 'decimal', 'data-testid': `tier-${i}-amount` } }}
                  />
                  <IconButton
                    aria-label={t('bonus.campaigns.removeTier', { n: i + 1 })}
                    onClick={() => change({ tiers: form.tiers.filter((_, j) => j !== i) })}
                  >
                    <Icon name="close" />
                  </IconButton>
                </Stack>
              ))}
              {submitted && errors.tiers && <FormHelperText error>{t(errors.tiers)}</FormHelperText>}
              <div>
                <Button startIcon={<Icon name="add" />} onClick={() => change({ tiers: [...form.tiers, { upTo: '', amount: '' }] })}>
                  {t('bonus.campaigns.addTier')}
                </Button>
              </div>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={t('bonus.campaigns.taxFreeLimit')}
              value={form.taxFreeLimit}
              onChange={(e) => change({ taxFreeLimit: e.target.value })}
              error={!!errorOf('taxFreeLimit')}
              helperText={errorOf('taxFreeLimit')}
              slotProps={{ ...zl, htmlInput: { inputMode: 'decimal', 'data-testid': 'campaign-taxFreeLimit' } }}
            />
          </Grid>
        </Grid>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="campaign-error">
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void submit()} data-testid="campaign-save">
          {t('bonus.campaigns.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
