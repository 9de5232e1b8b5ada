import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../lib/problem';
import { formatDate } from '@shared/dates/format';
import type { RequestAction } from '@shared/leave/request-decisions';
import { requestTypeName, useGetRequestTypesQuery } from '@shared/leave/request-types';
import { useRequestDecision } from '@shared/leave/use-request-decision';
import { useGetRequestQuery } from '../api/requests-api';
import type { Address, RequestDetails, RequestEvent } from '../api/types';
import { RequestRemarks } from './request-remarks';
import { RequestStatusChip } from '@shared/leave/request-status-chip';
import { LabelledValue } from '@shared/ui/labelled-value';

const addressText = (a?: Address) =>
  a && a.street ? `${a.street} ${a.houseNumber}${a.flatNumber ? `/${a.flatNumber}` : ''}, ${a.postalCode} ${a.city}` : '';

/**
 * Who did what: "Jan Kowalski · złożony", or for a substitute's decision the supervisor in whose
 * stead it was made, "zaakceptowany przez Jan Kowalski w zastępstwie Anna Nowak".
 */
function historyEntry(t: TFunction, e: RequestEvent): string {
  const action = t(`requests.events.${e.action}`, { defaultValue: e.action });
  const actor = e.actorFullName || String(e.actorId);
  return e.onBehalfOfFullName ? t('requests.details.inStead', { action, actor, onBehalfOf: e.onBehalfOfFullName }) : `${actor} · ${action}`;
}

/** "Request details" of docs/product.md §3 with the history and the actions the server allows. */
export function RequestDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, error } = useGetRequestQuery(id);
  const types = useGetRequestTypesQuery().data ?? [];
  const decide = useRequestDecision();
  const code = (d: RequestDetails) => types.find((x) => x.requestTypeId === d.requestTypeId)?.code;
  const reasonLabel = data?.requestTypeId === 25 ? t('requests.fields.purpose') : t('requests.fields.reason');

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="request-details-title">
      <DialogTitle id="request-details-title">
        {t('requests.details.title')} {data ? data.number : ''}
      </DialogTitle>
      <DialogContent dividers>
        {isLoading && <Skeleton height={200} />}
        {isError && (
          // A row outside the caller's scope answers 404 too: "not found", not "failed".
          <Alert severity={errorStatus(error) === 404 ? 'info' : 'error'} data-testid="request-details-problem">
            {t(errorStatus(error) === 404 ? 'requests.details.notFound' : 'requests.details.unavailable')}
          </Alert>
        )}
        {data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <RequestStatusChip statusId={data.requestStatusId} />
              <RequestRemarks request={data} />
              {data.processingStatusId > 0 && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={data.processingStatusId === 3 ? 'error' : 'default'}
                  label={t(`requests.processing.${data.processingStatusId}`)}
                />
              )}
            </Stack>
            <Grid container spacing={2}>
              <LabelledValue label={t('requests.fields.applicant')} value={data.applicantFullName} />
              <LabelledValue label={t('requests.fields.type')} value={requestTypeName(t, code(data), data.requestTypeName)} />
              <LabelledValue label={t('requests.fields.submittedAt')} value={formatDate(data.submittedAt, 'dateTime')} />
              <LabelledValue label={t('requests.fields.supervisor')} value={data.supervisorFullName} />
              <LabelledValue label={t('requests.fields.from')} value={formatDate(data.startAt, 'date')} />
              <LabelledValue label={t('requests.fields.to')} value={formatDate(data.endAt, 'date')} />
              <LabelledValue label={t('requests.fields.numberOfDays')} value={data.numberOfDays} />
              <LabelledValue
                label={t(data.hours ? 'requests.fields.hours' : 'requests.fields.workingDays')}
                value={data.hours ? t('requests.hoursValue', { count: data.hours }) : data.numberOfWorkingDays}
              />
              {data.startTime && <LabelledValue label={t('requests.fields.timeSpan')} value={`${data.startTime}–${data.endTime}`} />}
              <LabelledValue label={t('requests.fields.comment')} value={data.comment} />
              <LabelledValue label={t('requests.fields.decisionComment')} value={data.decisionComment} />
              {data.address?.street && <LabelledValue label={t('requests.fields.address')} value={addressText(data.address)} />}
              {data.requestReason && (data.requestReason.fullName || data.requestReason.purpose) && (
                <>
                  <LabelledValue
                    label={reasonLabel}
                    value={data.requestTypeId === 25 ? data.requestReason.purpose : data.requestReason.typeName}
                  />
                  <LabelledValue label={t('requests.fields.caredFor')} value={data.requestReason.fullName} />
                  <LabelledValue label={t('requests.fields.kinship')} value={data.requestReason.degreeOfKinshipName} />
                  <LabelledValue label={t('requests.fields.caredForAddress')} value={addressText(data.requestReason.address)} />
                </>
              )}
            </Grid>
            <Divider />
            <Typography variant="subtitle2">{t('requests.details.history')}</Typography>
            <Stack spacing={0.5} data-testid="request-history">
              {data.history.map((e, i) => (
                <Typography key={i} variant="body2">
                  {formatDate(e.occurredAt, 'dateTime')} · {historyEntry(t, e)}
                  {e.comment ? ` — ${e.comment}` : ''}
                </Typography>
              ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {data?.allowedActions.map((action: RequestAction) => (
          <Button
            key={action}
            onClick={() => void decide(data, action)}
            color={action.startsWith('reject') || action === 'cancel' ? 'error' : 'primary'}
          >
            {t(`requests.actions.${action}`)}
          </Button>
        ))}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
