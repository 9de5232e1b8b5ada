import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@shared/ui/form-dialog';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { usePublishScheduleMutation } from '../api/work-times-api';
import type { PersonSchedule } from '../api/types';
import { day, monthLabel, today } from '../format';
import { problemFieldError } from './problem-alert';

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

  const submit = async () => {
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
    <FormDialog
      name="publish"
      title={t('workTimes.planner.publish.title', { name: person.employeeFullName, month: monthLabel(month, i18n.language) })}
      description={
        publishedBefore
          ? t('workTimes.planner.publish.republishText', { date: day(person.publishedAt), name: person.publishedByFullName })
          : t('workTimes.planner.publish.text', { month: monthLabel(month, i18n.language) })
      }
      intro={
        <>
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
        </>
      }
      error={serverReasonError ? undefined : error}
      errorFallback={t('workTimes.planner.publish.failed')}
      submitLabel={t('workTimes.planner.publish.confirm')}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
