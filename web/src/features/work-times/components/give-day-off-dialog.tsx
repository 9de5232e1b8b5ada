import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates/date-rules';
import { DateField } from '@shared/ui/date-field';
import { FormDialog } from '@shared/ui/form-dialog';
import { problemFieldError } from './problem-alert';

interface Props {
  /** The day given off, 'yyyy-MM-dd'. */
  day: string;
  busy: boolean;
  error: unknown;
  onGive: (forDate: string) => void;
  onClose: () => void;
}

/**
 * Gives the day off in exchange for work on another day (a free Saturday, a Sunday, a holiday).
 * Whether that day was worked and the day off falls in time is the service's to say (art. 151³,
 * 151¹¹ §1): its refusal shows by the field or above it.
 */
export function GiveDayOffDialog({ day, busy, error, onGive, onClose }: Props) {
  const { t } = useTranslation();
  const [forDate, setForDate] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !isIsoDate(forDate);
  const serverFieldError = problemFieldError(t, error, 'forDate');
  const submit = () => {
    setTouched(true);
    if (!missing) onGive(forDate);
  };
  return (
    <FormDialog
      name="give-day-off"
      title={t('workTimes.dayOff.giveTitle')}
      maxWidth="xs"
      description={t('workTimes.dayOff.giveText', { date: day })}
      error={serverFieldError ? undefined : error}
      errorFallback={t('workTimes.dayOff.giveFailed')}
      submitLabel={t('workTimes.dayOff.give')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <DateField
        label={t('workTimes.dayOff.forDate')}
        value={forDate}
        onChange={setForDate}
        required
        fullWidth
        testId="day-off-for-date"
        error={(touched && missing) || !!serverFieldError}
        helperText={serverFieldError ?? (touched && missing ? t('workTimes.dayOff.forDateRequired') : t('workTimes.dayOff.forDateHint'))}
      />
    </FormDialog>
  );
}
