import type { InputHTMLAttributes, ReactNode } from 'react';
import TextField from '@mui/material/TextField';

/*
 * PLACEHOLDER, to be replaced by the shared 24-hour DateTimeField on merge (take the other
 * version whole). It only keeps the agreed interface so the record dialog can be written against
 * it: a native `datetime-local` input, whose hour cycle follows the browser's locale.
 */

export interface DateTimeFieldProps {
  label: string;
  /** 'yyyy-MM-ddTHH:mm' (24-hour, Warsaw), or '' when nothing valid is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

export function DateTimeField({ label, value, onChange, error, helperText, required, disabled, inputProps }: DateTimeFieldProps) {
  return (
    <TextField type="datetime-local" label={label} value={value} onChange={(e) => onChange(e.target.value)} error={error} helperText={helperText}
      required={required} disabled={disabled} slotProps={{ inputLabel: { shrink: true }, htmlInput: inputProps }} />
  );
}
