import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { usePublishScheduleMutation } from '../api/work-times-api';
import type { PersonSchedule } from '../api/types';
import { day, monthLabel, today } from '../format';
import { ProblemAlert, problemFieldError } from './problem-alert';

/** The service keeps a reason of at most this many characters. */
const MAX_REASON = 500;

/**
 * Publishes a person's month: from then on the employee sees it and the evaluation measures
 * against it. A month published before is published again only with a reason, which the
 * employee reads beside each day changed. The first publishing is due a week before the month
 * (art. 129 §3); a plan that breaks a rule is refused, and the refusal is said here.
 */
export function PublishScheduleDialog({
  person,
  month,
  onPublished,
  onClose,
}: {
  person: PersonSchedule;
  month: string;
  onPublished: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [publish, { isLoading, error, reset }] = usePublishScheduleMutation();
  // One key while the dialog is open: publishing again after a lost answer publishes once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const publishedBefore = person.publishedAt !== '';
  const reasonMissing = publishedBefore && reason.trim() === '';
  const serverReasonError = problemFieldError(t, error, 'reason');
  const reasonError = serverReasonError ?? (tried && reasonMissing ? t('workTimes.planner.publish.reasonRequired') : undefined);
  const late = !publishedBefore && person.publishBy !== '' && person.publishBy < today();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reasonMissing) return;
    const result = await publish({
      employeeId: person.employeeId,
      month,
      reason: publishedBefore ? reason.trim() : undefined,
      idempotencyKey,
    });
    if ('data' in result && result.data) onPublished();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="publish-title" aria-describedby="publish-text">
      <DialogTitle id="publish-title">
        {t('workTimes.planner.publish.title', { name: person.employeeFullName, month: monthLabel(month, i18n.language) })}
      </DialogTitle>
      <DialogContent>
        <Stack component="form" id="publish-form" noValidate onSubmit={(e) => void submit(e)} spacing={2} sx={{ pt: 1 }}>
          <DialogContentText id="publish-text">
            {publishedBefore
              ? t('workTimes.planner.publish.republishText', {
                  date: day(person.publishedAt),
                  name: person.publishedByFullName,
                })
              : t('workTimes.planner.publish.text', { month: monthLabel(month, i18n.language) })}
          </DialogContentText>
          {!publishedBefore && person.publishBy && (
            <Alert severity={late ? 'warning' : 'info'} role="note">
              {t(late ? 'workTimes.planner.publish.late' : 'workTimes.planner.publish.publishBy', { date: person.publishBy })}
            </Alert>
          )}
          {person.breaches.length > 0 && (
            <Alert severity="warning" role="note">
              {t('workTimes.planner.publish.breaches', { count: person.breaches.length })}
            </Alert>
          )}
          {!serverReasonError && <ProblemAlert error={error} fallback={t('workTimes.planner.publish.failed')} />}
          {publishedBefore && (
            <TextField
              label={t('workTimes.planner.publish.reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                // The refusal spoke of the reason it was sent.
                if (serverReasonError) reset();
              }}
              required
              multiline
              minRows={2}
              error={!!reasonError}
              helperText={reasonError ?? t('workTimes.planner.publish.reasonHint')}
              slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="publish-form" variant="contained" disabled={isLoading}>
          {t('workTimes.planner.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
