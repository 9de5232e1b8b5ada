import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates/date-rules';
import { DateField } from '@shared/ui/date-field';
import { ProblemAlert, problemFieldError } from './problem-alert';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!missing) onGive(forDate);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="give-day-off-title" aria-describedby="give-day-off-text">
      <DialogTitle id="give-day-off-title">{t('workTimes.dayOff.giveTitle')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="give-day-off-form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
          <DialogContentText id="give-day-off-text">{t('workTimes.dayOff.giveText', { date: day })}</DialogContentText>
          {!serverFieldError && <ProblemAlert error={error} fallback={t('workTimes.dayOff.giveFailed')} />}
          <DateField
            label={t('workTimes.dayOff.forDate')}
            value={forDate}
            onChange={setForDate}
            required
            fullWidth
            testId="day-off-for-date"
            error={(touched && missing) || !!serverFieldError}
            helperText={
              serverFieldError ?? (touched && missing ? t('workTimes.dayOff.forDateRequired') : t('workTimes.dayOff.forDateHint'))
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="give-day-off-form" variant="contained" disabled={busy}>
          {t('workTimes.dayOff.give')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
