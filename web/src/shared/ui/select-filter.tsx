import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

interface SelectFilterProps {
  label: string;
  /** The chosen option's value, or '' for any. */
  value: string | number;
  /** The first option, which lifts the filter. */
  anyLabel: string;
  options: { value: string | number; label: string }[];
  /** The chosen value as the field holds it: '' for any, else the option's value as text. */
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** A list's filter that keeps the rows of one option, or any. */
export function SelectFilter({ label, value, anyLabel, options, onChange, sx }: SelectFilterProps) {
  return (
    <TextField select size="small" label={label} sx={sx} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
