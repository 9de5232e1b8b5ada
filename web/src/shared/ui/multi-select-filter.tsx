import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

interface MultiSelectFilterProps<V extends string | number> {
  label: string;
  /** The chosen options' values; none chosen is any. */
  value: V[];
  /** What the field says while none is chosen. */
  anyLabel: string;
  options: { value: V; label: string }[];
  onChange: (value: V[]) => void;
  sx?: SxProps<Theme>;
}

/** A list's filter that keeps the rows of any of the chosen options (all rows while none is chosen). */
export function MultiSelectFilter<V extends string | number>({ label, value, anyLabel, options, onChange, sx }: MultiSelectFilterProps<V>) {
  const labelOf = (v: V) => options.find((o) => o.value === v)?.label ?? String(v);
  return (
    <TextField
      select
      size="small"
      label={label}
      sx={sx}
      value={value}
      slotProps={{
        // The label stays above the field: "any" is written in it while nothing is chosen.
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) => ((chosen as V[]).length ? (chosen as V[]).map(labelOf).join(', ') : anyLabel),
        },
      }}
      onChange={(e) => {
        const chosen = e.target.value as unknown as V[];
        // The options keep their own order, whatever order they were clicked in.
        onChange(options.map((o) => o.value).filter((v) => chosen.includes(v)));
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
