import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { selectBonusDeclarationConfiguration } from '@shared/config/config-slice';
import { formatDate, formatLongDate } from '@shared/dates/format';
import { logWarning } from '@shared/logging/dev-log';
import { useSharedSelector } from '@shared/store-hooks';
import type { BonusDeclarationConfiguration } from '@shared/config/config-slice';
import { Icon } from '@shared/ui/icons';
import { TitledPage } from '@shared/ui/titled-page';
import { acceptedSince } from './announcement-week';
import { useAddBonusLogMutation, useSearchBonusLogsQuery, useSearchDeclarationsQuery } from './api/bonus-declarations-api';
import { LogType, type BonusDeclaration } from './api/types';
import { AnnouncementText } from './components/announcement-text';
import { DeclarationForm } from './components/declaration-form';
import { emptyDeclarationForm, formOf } from './declaration-form-model';

/**
 * The campaign's announcement above the form. Once the person has accepted it (or declared) it is
 * folded to one line that opens it again, so the form starts near the top of the page instead
 * of below a text they have just read.
 */
function AnnouncementSection({ config, accepted }: { config: BonusDeclarationConfiguration; accepted: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!accepted) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AnnouncementText config={config} />
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" data-testid="announcement-folded">
      <Button
        fullWidth
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="bonus-announcement-text"
        endIcon={<Icon name="expandMore" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ justifyContent: 'space-between', textAlign: 'left', px: 2, py: 1 }}
      >
        {t('bonus.announcement.dialogTitle')}
      </Button>
      {!open && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {t('bonus.announcement.acceptedHint')}
        </Typography>
      )}
      <Collapse in={open} unmountOnExit>
        <Box id="bonus-announcement-text" sx={{ px: 2, pb: 2 }}>
          <AnnouncementText config={config} />
        </Box>
      </Collapse>
    </Paper>
  );
}

/** `bonus-declarations`: the campaign's announcement and the person's declaration (filed, edited or read). */
export default function BonusDeclarationsPage() {
  const { t, i18n } = useTranslation();
  const config = useSharedSelector(selectBonusDeclarationConfiguration);
  const profile = useSharedSelector((s) => s.auth.profile);
  const campaignId = config?.campaignId ?? 0;
  const own = useSearchDeclarationsQuery(
    { page: 1, pageSize: 1, campaignId, userId: profile.userId },
    { skip: !config || !profile.userId },
  );
  const [saved, setSaved] = useState<BonusDeclaration | null>(null);
  const [addLog] = useAddBonusLogMutation();
  const logged = useRef(false);
  const status = useRef<HTMLDivElement>(null);
  // This week's acceptance, as the announcement dialog looks it up (decision 0007).
  const [since] = useState(() => acceptedSince(Date.now()));
  const acceptance = useSearchBonusLogsQuery(
    { page: 1, pageSize: 1, userId: profile.userId, bonusDeclarationLogTypeId: LogType.AnnouncementAccepted, dateFrom: since },
    { skip: !config || !profile.userId },
  );

  const declaration = saved ?? own.data?.data[0];
  // The server refuses a change once HR's records end the person's employment before the
  // consideration day; the page says why instead of offering a save that would fail.
  const notEmployed = declaration?.employedOnConsiderationDate === false;
  const deadlinePassed = !!config?.bonusDeclarationsDeadlinePassed || declaration?.editable === false;
  const formShown =
    !!config && own.isSuccess && (declaration ? true : config.bonusDeclarationsAvailable && !config.bonusDeclarationsDeadlinePassed);

  // Log 4, once, when the declaration form is first shown.
  useEffect(() => {
    if (!formShown || logged.current) return;
    logged.current = true;
    addLog(LogType.DeclarationDisplayed)
      .unwrap()
      .catch((e: unknown) => logWarning('bonus declaration: displayed log not saved', e));
  }, [formShown, addLog]);

  // After filing, the form is replaced: focus (and the view) go to the confirmation, not to <body>.
  useEffect(() => {
    if (!saved) return;
    status.current?.focus();
    status.current?.scrollIntoView?.({ block: 'center' });
  }, [saved]);

  if (!config) {
    return (
      <TitledPage title={t('bonus.pageTitle')}>
        <Alert severity="info" data-testid="no-campaign">
          {t('bonus.noCampaign')}
        </Alert>
      </TitledPage>
    );
  }
  // The campaign's tax year first; the alternative one when the household's situation changed.
  const taxYears = [config.incomeTaxYear, config.alternativeIncomeTaxYear].filter((y) => y > 0);
  return (
    <TitledPage title={t('bonus.pageTitle')}>
      <AnnouncementSection config={config} accepted={!!declaration || (acceptance.data?.total ?? 0) > 0} />
      <Typography variant="h6" component="h2">
        {t('bonus.form.title')}
      </Typography>
      {own.isLoading && <LinearProgress aria-label={t('table.loading')} />}
      {own.isError && <Alert severity="error">{t('bonus.loadFailed')}</Alert>}
      {declaration && (
        <Alert ref={status} tabIndex={-1} severity={deadlinePassed ? 'info' : 'success'} data-testid="declaration-status">
          {t('bonus.filed', { added: formatDate(declaration.addedDate, 'dateTime') })}
          {declaration.editedDate && (
            <span data-testid="edited-date"> {t('bonus.edited', { edited: formatDate(declaration.editedDate, 'dateTime') })}</span>
          )}{' '}
          {deadlinePassed && t('bonus.readOnly')}
          {!deadlinePassed && !notEmployed && t('bonus.editableUntil', { date: formatLongDate(config.canPlaceEndOn, i18n.language) })}
        </Alert>
      )}
      {notEmployed && (
        <Alert severity="warning" data-testid="not-employed-on-consideration">
          {t('bonus.notEmployedOnConsideration', { date: formatLongDate(config.considerationOn, i18n.language) })}
        </Alert>
      )}
      {own.isSuccess && !declaration && config.bonusDeclarationsDeadlinePassed && (
        <Alert severity="warning" data-testid="deadline-passed">
          {t('bonus.deadlinePassed')}
        </Alert>
      )}
      {own.isSuccess && !declaration && !config.bonusDeclarationsDeadlinePassed && !config.bonusDeclarationsAvailable && (
        <Alert severity="info" data-testid="not-available">
          {t('bonus.notAvailable', { startOn: formatLongDate(config.startOn, i18n.language) })}
        </Alert>
      )}
      {formShown && (
        <DeclarationForm
          key={declaration ? `${declaration.bonusDeclarationId}:${declaration.editedDate}` : 'new'}
          initial={declaration ? formOf(declaration) : emptyDeclarationForm(profile.fullName, taxYears[0] ?? 0)}
          taxYears={taxYears}
          existing={declaration}
          readOnly={deadlinePassed || notEmployed}
          onSaved={setSaved}
        />
      )}
    </TitledPage>
  );
}
