import { useMemo, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME, MINUTE_STEP, normaliseTime, timeOptions, timeProblem } from '../dates/time-rules';

/** What a date or time field takes: its label, value and refusal, as a TextField would. */
export interface PickerFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
}

export interface TimeFieldProps extends PickerFieldProps {
  /** 'HH:mm' (24-hour) or '' when nothing valid was chosen. */
  value: string;
}

/**
 * A time of day as docs/product.md §5 wants the picker: 24-hour whatever the language, a list in
 * 5-minute steps that opens at 12:00 when nothing is chosen, and typing ("7:30", "0730")
 * understood on leaving the field.
 */
export function TimeField({ label, value, onChange, error, helperText, required, fullWidth, size = 'small', testId }: TimeFieldProps) {
  const { t } = useTranslation();
  const options = useMemo(() => timeOptions(MINUTE_STEP), []);
  const [typed, setTyped] = useState<string | null>(null);
  const problem = typed !== null && typed.trim() !== '' ? timeProblem(normaliseTime(typed) ?? '') : null;
  const problemText = problem ? t(`dates.timeProblems.${problem}`, { step: MINUTE_STEP }) : null;

  const commit = (text: string) => {
    const time = normaliseTime(text);
    if (time && !timeProblem(time)) {
      onChange(time);
      setTyped(null);
    } else {
      onChange('');
      setTyped(text);
    }
  };

  return (
    <Autocomplete
      freeSolo
      disableClearable
      fullWidth={fullWidth}
      size={size}
      options={options}
      value={value}
      inputValue={typed ?? value}
      // Opening with nothing chosen shows 12:00 first in view (default hour 12).
      onOpen={() => {
        if (value) return;
        requestAnimationFrame(() => document.querySelector(`[data-time-option="${DEFAULT_TIME}"]`)?.scrollIntoView?.({ block: 'center' }));
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_, chosen) => commit(chosen ?? '')}
      onBlur={() => {
        if (typed !== null) commit(typed);
      }}
      filterOptions={(all, state) => {
        const text = state.inputValue.trim();
        // The whole list while the field shows the chosen time; typing narrows it.
        if (typed === null || text === '') return all;
        const prefix = /^\d(:|$)/.test(text) ? `0${text}` : text; // "7" and "7:3" mean 07…
        return all.filter((o) => o.startsWith(prefix) || o.replace(':', '').startsWith(text));
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest} data-time-option={option}>
            {option}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={t('dates.timePlaceholder')}
          error={error || !!problemText}
          helperText={problemText ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric', maxLength: 5, autoComplete: 'off', 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
