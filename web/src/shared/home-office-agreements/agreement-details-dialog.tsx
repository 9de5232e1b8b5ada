import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../lib/problem';
import { formatAddress } from '../address/format-address';
import { formatDate } from '../dates/format';
import { Icon } from '../ui/icons';
import { LabelledValue } from '../ui/labelled-value';
import { ProblemAlert } from '../ui/problem-alert';
import { AgreementStatusChip } from './agreement-status-chip';
import { agreementPeriod, agreementWeekdays } from './agreement-text';
import { useGetHomeOfficeAgreementQuery, type AgreementAction, type HomeOfficeAgreement } from './agreements-api';

const STATEMENTS = [
  ['safeWorkplaceConfirmed', 'safeWorkplace'],
  ['riskAssessmentAcknowledged', 'riskAssessment'],
  ['dataProtectionAcknowledged', 'dataProtection'],
] as const;

/** "Pozytywna · Tomasz Lewandowski · 2026-03-02 10:00": who said what, and when. */
const byWhomAndWhen = (...parts: string[]) => parts.filter(Boolean).join(' · ');

interface Props {
  id: number;
  /** The steps this screen offers; of them, the dialog shows those the server allows now. */
  actions: readonly AgreementAction[];
  onAction: (agreement: HomeOfficeAgreement, action: AgreementAction) => void;
  /** The last step's refusal, said here too while the dialog covers the list. */
  failure: unknown;
  onClose: () => void;
}

/** An agreement with its terms, the statements, the opinion, the decision and the history. */
export function AgreementDetailsDialog({ id, actions, onAction, failure, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, error } = useGetHomeOfficeAgreementQuery(id);
  const offered = data ? actions.filter((a) => data.allowedActions.includes(a)) : [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="agreement-details-title">
      <DialogTitle id="agreement-details-title">
        {t('homeOffices.details.title')} {data?.agreementNo ?? ''}
      </DialogTitle>
      <DialogContent dividers>
        {isLoading && <Skeleton height={200} />}
        {isError && (
          // One outside the caller's sight answers 404 too: "not found", not "failed".
          <Alert severity={errorStatus(error) === 404 ? 'info' : 'error'} data-testid="agreement-details-problem">
            {t(errorStatus(error) === 404 ? 'homeOffices.details.notFound' : 'homeOffices.details.unavailable')}
          </Alert>
        )}
        {data && (
          <Stack spacing={2}>
            <ProblemAlert error={failure} fallback={t('homeOffices.stepFailed')} />
            <div>
              <AgreementStatusChip statusId={data.statusId} />
            </div>
            <Grid container spacing={2}>
              <LabelledValue label={t('homeOffices.columns.employee')} value={data.employeeFullName} />
              <LabelledValue label={t('homeOffices.columns.supervisor')} value={data.supervisorFullName} />
              <LabelledValue label={t('homeOffices.columns.submittedAt')} value={formatDate(data.submittedAt, 'dateTimeShort')} />
              <LabelledValue label={t('homeOffices.columns.period')} value={agreementPeriod(t, data)} />
              <LabelledValue label={t('homeOffices.columns.weekdays')} value={agreementWeekdays(data.weekdays, i18n.language, 'long')} />
              <LabelledValue label={t('homeOffices.details.address')} value={formatAddress(data.address)} />
              <LabelledValue label={t('homeOffices.details.justification')} value={data.justification} />
            </Grid>
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('homeOffices.details.statements')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                {STATEMENTS.map(([field, key]) => (
                  <Stack key={field} component="li" direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25 }}>
                    {/* The mark says it in words too: colour and shape alone are not enough. */}
                    <Icon
                      name={data[field] ? 'check' : 'close'}
                      fontSize="small"
                      color={data[field] ? 'success' : 'error'}
                      titleAccess={t(data[field] ? 'homeOffices.details.given' : 'homeOffices.details.notGiven')}
                    />
                    <Typography variant="body2">{t(`homeOffices.statementsShort.${key}`)}</Typography>
                  </Stack>
                ))}
              </Box>
            </div>
            {(data.hasOpinion || data.decidedByFullName) && (
              <Grid container spacing={2}>
                {data.hasOpinion && (
                  <>
                    <LabelledValue
                      label={t('homeOffices.columns.opinion')}
                      value={byWhomAndWhen(
                        t(data.opinionPositive ? 'homeOffices.opinion.positive' : 'homeOffices.opinion.negative'),
                        data.opinionByFullName,
                        data.opinionAt ? formatDate(data.opinionAt, 'dateTimeShort') : '',
                      )}
                    />
                    <LabelledValue label={t('homeOffices.details.opinionComment')} value={data.opinionComment} />
                  </>
                )}
                {data.decidedByFullName && (
                  <>
                    <LabelledValue
                      label={t('homeOffices.details.decision')}
                      value={byWhomAndWhen(data.decidedByFullName, data.decidedAt ? formatDate(data.decidedAt, 'dateTimeShort') : '')}
                    />
                    <LabelledValue label={t('homeOffices.decisionComment')} value={data.decisionComment} />
                  </>
                )}
              </Grid>
            )}
            <Divider />
            <Typography variant="subtitle2" component="h3">
              {t('homeOffices.details.history')}
            </Typography>
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="agreement-history">
              {data.events.map((e, i) => (
                <Typography key={i} component="li" variant="body2">
                  {formatDate(e.occurredAt, 'dateTimeShort')} · {e.actorFullName || e.actorId} ·{' '}
                  {t(`homeOffices.events.${e.action}`, { defaultValue: e.action })}
                  {e.comment ? ` — ${e.comment}` : ''}
                </Typography>
              ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {data &&
          offered.map((action) => (
            <Button
              key={action}
              onClick={() => onAction(data, action)}
              color={action === 'reject' || action === 'withdraw' || action === 'end' ? 'error' : 'primary'}
            >
              {t(`homeOffices.actions.${action}`)}
            </Button>
          ))}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
