import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldProblemTexts, problemOf } from '../../lib/problem';
import { addDaysIso } from '../dates/date-rules';
import { formatDate } from '../dates/format';
import { now } from '../dates/warsaw';
import { DateField } from '../ui/date-field';
import { FormDialog } from '../ui/form-dialog';
import { MAX_AGREEMENT_TEXT_LENGTH, useTakeHomeOfficeAgreementStepMutation, type HomeOfficeAgreement } from './agreements-api';

/**
 * The earliest and latest last day of an early end, as the service judges them (docs/remote-work.md):
 * yesterday at the earliest (the day before the first one for an agreement not started yet),
 * the day before the agreed end at the latest.
 */
export function endLimits(agreement: Pick<HomeOfficeAgreement, 'validFrom' | 'validTo'>, today: string) {
  const start = agreement.validFrom > today ? agreement.validFrom : today;
  return { min: addDaysIso(start, -1), max: agreement.validTo ? addDaysIso(agreement.validTo, -1) : undefined };
}

/**
 * Ending an approved agreement early (art. 67²²: either side asks to return to the workplace):
 * the new last day of remote work and the reason, which the other side is told.
 */
export function EndAgreementDialog({ agreement, onClose }: { agreement: HomeOfficeAgreement; onClose: () => void }) {
  const { t } = useTranslation();
  const limits = endLimits(agreement, formatDate(now(), 'date'));
  const [lastDay, setLastDay] = useState(limits.min);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [take, { isLoading, error, reset }] = useTakeHomeOfficeAgreementStepMutation();
  const serverErrors = fieldProblemTexts(t, problemOf(error));
  const dayError = serverErrors.lastDay ?? (submitted && !lastDay ? t('validation.required') : undefined);
  const commentError = serverErrors.comment ?? (submitted && !comment.trim() ? t('validation.required') : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (!lastDay || !comment.trim()) return;
    const result = await take({ id: agreement.id, action: 'end', lastDay, comment: comment.trim() });
    if ('data' in result) onClose();
  };
  const change = (patch: () => void) => {
    patch();
    reset();
  };

  return (
    <FormDialog
      name="agreement-end"
      title={t('homeOffices.end.title', { number: agreement.agreementNo })}
      description={t('homeOffices.end.text', { name: agreement.employeeFullName })}
      error={Object.keys(serverErrors).length ? undefined : error}
      errorFallback={t('homeOffices.end.failed')}
      submitLabel={t('homeOffices.actions.end')}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <DateField
        fullWidth
        required
        label={t('homeOffices.end.lastDay')}
        value={lastDay}
        min={limits.min}
        max={limits.max}
        testId="agreement-last-day"
        error={!!dayError}
        helperText={dayError ?? t('homeOffices.end.lastDayHint')}
        onChange={(value) => change(() => setLastDay(value))}
      />
      <TextField
        fullWidth
        multiline
        minRows={3}
        required
        label={t('homeOffices.end.reason')}
        value={comment}
        error={!!commentError}
        helperText={commentError ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_AGREEMENT_TEXT_LENGTH, 'data-testid': 'agreement-end-reason' } }}
        onChange={(e) => change(() => setComment(e.target.value))}
      />
    </FormDialog>
  );
}
