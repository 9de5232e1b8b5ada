import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** A dialog's question of one of a few answers, as radio buttons named by the label above them. */
export function RadioChoice<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  row,
}: {
  /** The label's id, which names the radio group. */
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  row?: boolean;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row={row} aria-labelledby={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
