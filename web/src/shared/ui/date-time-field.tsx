import { useState } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { normaliseTime } from '../dates/time-rules';
import { DateField } from './date-field';

export interface DateTimeFieldProps {
  label: string;
  /** 'yyyy-MM-ddTHH:mm', a Warsaw wall-clock time; '' while the day or the time is not whole. */
  value: string;
  onChange: (value: string) => void;
  /** The problem to show (a server's refusal, a required field left empty). */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Attributes of the day's input; a `data-testid` is given to the time's input with `-time` after it. */
  inputProps?: Record<string, unknown>;
}

const VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
/** A time typed far enough to be meant as it is: "7:30", "07.30", "0730". */
const WHOLE_TIME = /^\d{1,2}[:.]\d{2}$|^\d{4}$/;

/**
 * A moment as the app writes it, whatever the browser's locale: the day as yyyy-MM-dd (typed or
 * picked, the shared date field) and the time as 24-hour HH:mm to the minute, since a clock record
 * starts at 07:53 as often as at 08:00. The value is whole only when both are.
 */
export function DateTimeField({ label, value, onChange, error, helperText, required, disabled, inputProps }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const parts = VALUE.exec(value);
  const [date, setDate] = useState(parts?.[1] ?? '');
  const [time, setTime] = useState(parts?.[2] ?? '');
  const [shownValue, setShownValue] = useState(value);
  const [timeProblem, setTimeProblem] = useState(false);
  // A value set from outside (a record opened for editing, a reset) replaces both parts.
  if (value !== shownValue) {
    setShownValue(value);
    if (parts) {
      setDate(parts[1]);
      setTime(parts[2]);
    }
  }
  const report = (nextDate: string, nextTime: string) => {
    const whole = nextDate && normaliseTime(nextTime) && WHOLE_TIME.test(nextTime.trim()) ? `${nextDate}T${normaliseTime(nextTime)}` : '';
    setShownValue(whole);
    if (whole !== value) onChange(whole);
  };
  const settleTime = () => {
    const normal = normaliseTime(time);
    if (normal) {
      setTime(normal);
      setTimeProblem(false);
      const whole = date ? `${date}T${normal}` : '';
      setShownValue(whole);
      if (whole !== value) onChange(whole);
    } else {
      setTimeProblem(time.trim() !== '');
    }
  };
  const { 'data-testid': testId, ...dayInputProps } = inputProps ?? {};
  const problem = timeProblem ? t('dates.dateTime.timeFormat') : error;
  return (
    <Stack role="group" aria-label={label} spacing={0.5}>
      <Stack direction="row" spacing={1}>
        <DateField
          label={label}
          value={date}
          required={required}
          disabled={disabled}
          error={!!error}
          fullWidth
          testId={typeof testId === 'string' ? testId : undefined}
          inputProps={dayInputProps}
          onChange={(next) => {
            setDate(next);
            report(next, time);
          }}
        />
        <TextField
          label={t('dates.dateTime.time')}
          value={time}
          required={required}
          disabled={disabled}
          size="small"
          error={!!problem}
          placeholder={t('dates.timePlaceholder')}
          onChange={(e) => {
            setTime(e.target.value);
            setTimeProblem(false);
            report(date, e.target.value);
          }}
          onBlur={settleTime}
          sx={{ width: 120, flexShrink: 0 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 5,
              autoComplete: 'off',
              'data-testid': typeof testId === 'string' ? `${testId}-time` : undefined,
            },
          }}
        />
      </Stack>
      {(problem || helperText) && <FormHelperText error={!!problem}>{problem || helperText}</FormHelperText>}
    </Stack>
  );
}
