import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { selectBonusDeclarationConfiguration } from '@shared/config/config-slice';
import { formatDate, formatLongDate } from '@shared/dates/format';
import { logWarning } from '@shared/logging/dev-log';
import { useSharedSelector } from '@shared/store-hooks';
import { useAddBonusLogMutation, useSearchDeclarationsQuery } from './api/bonus-declarations-api';
import { LogType, type BonusDeclaration } from './api/types';
import { AnnouncementText } from './components/announcement-text';
import { DeclarationForm } from './components/declaration-form';
import { emptyDeclarationForm, formOf } from './declaration-form-model';

/** `bonus-declarations`: the campaign's announcement and the person's declaration (filed, edited or read). */
export default function BonusDeclarationsPage() {
  const { t, i18n } = useTranslation();
  const config = useSharedSelector(selectBonusDeclarationConfiguration);
  const profile = useSharedSelector((s) => s.auth.profile);
  const campaignId = config?.campaignId ?? 0;
  const own = useSearchDeclarationsQuery({ page: 1, pageSize: 1, campaignId, userId: profile.userId }, { skip: !config || !profile.userId });
  const [saved, setSaved] = useState<BonusDeclaration | null>(null);
  const [addLog] = useAddBonusLogMutation();
  const logged = useRef(false);

  const declaration = saved ?? own.data?.data[0];
  const deadlinePassed = !!config?.bonusDeclarationsDeadlinePassed || declaration?.editable === false;
  const formShown = !!config && own.isSuccess && (declaration ? true : config.bonusDeclarationsAvailable && !config.bonusDeclarationsDeadlinePassed);

  // Log 4, once, when the declaration form is first shown.
  useEffect(() => {
    if (!formShown || logged.current) return;
    logged.current = true;
    addLog(LogType.DeclarationDisplayed).unwrap().catch((e: unknown) => logWarning('bonus declaration: displayed log not saved', e));
  }, [formShown, addLog]);

  if (!config) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">{t('bonus.pageTitle')}</Typography>
        <Alert severity="info" data-testid="no-campaign">{t('bonus.noCampaign')}</Alert>
      </Stack>
    );
  }
  // The campaign's tax year first; the alternative one when the household's situation changed.
  const taxYears = [config.incomeTaxYear, config.alternativeIncomeTaxYear].filter((y) => y > 0);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('bonus.pageTitle')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AnnouncementText config={config} />
      </Paper>
      <Typography variant="h6" component="h2">{t('bonus.form.title')}</Typography>
      {own.isLoading && <LinearProgress aria-label={t('table.loading')} />}
      {own.isError && <Alert severity="error">{t('bonus.loadFailed')}</Alert>}
      {declaration && (
        <Alert severity={deadlinePassed ? 'info' : 'success'} data-testid="declaration-status">
          {t('bonus.filed', { added: formatDate(declaration.addedDate, 'dateTime') })}
          {declaration.editedDate && <span data-testid="edited-date"> {t('bonus.edited', { edited: formatDate(declaration.editedDate, 'dateTime') })}</span>}
          {' '}
          {deadlinePassed ? t('bonus.readOnly') : t('bonus.editableUntil', { date: formatLongDate(config.canPlaceEndOn, i18n.language) })}
        </Alert>
      )}
      {own.isSuccess && !declaration && config.bonusDeclarationsDeadlinePassed && <Alert severity="warning" data-testid="deadline-passed">{t('bonus.deadlinePassed')}</Alert>}
      {own.isSuccess && !declaration && !config.bonusDeclarationsDeadlinePassed && !config.bonusDeclarationsAvailable && (
        <Alert severity="info" data-testid="not-available">{t('bonus.notAvailable', { startOn: formatLongDate(config.startOn, i18n.language) })}</Alert>
      )}
      {formShown && (
        <DeclarationForm
          key={declaration ? `${declaration.bonusDeclarationId}:${declaration.editedDate}` : 'new'}
          initial={declaration ? formOf(declaration) : emptyDeclarationForm(profile.fullName, taxYears[0] ?? 0)}
          taxYears={taxYears}
          existing={declaration}
          readOnly={deadlinePassed}
          onSaved={setSaved}
        />
      )}
    </Stack>
  );
}
