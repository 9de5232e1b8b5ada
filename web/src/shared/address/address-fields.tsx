import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Address } from '../session/session-api';
import { MAX_ADDRESS_PART_LENGTH } from './address-rules';

interface Props {
  value: Address;
  onChange: (a: Address) => void;
  /** Test ids and error keys: `${prefix}-street`, errors[`${errorPrefix}.street`]. */
  prefix: string;
  errorOf: (field: string) => string | undefined;
  errorPrefix: string;
}

/** Street, house and flat number, postal code and city (docs/product.md §3 Address); a refusal of the
 * address as a whole (errors[errorPrefix]) stands beneath the fields. */
export function AddressFields({ value, onChange, prefix, errorOf, errorPrefix }: Props) {
  const { t } = useTranslation();
  const field = (key: keyof Address, size: number, required: boolean) => {
    const error = errorOf(`${errorPrefix}.${key}`);
    return (
      <Grid size={{ xs: 12, sm: size }}>
        <TextField
          fullWidth
          size="small"
          required={required}
          label={t(`address.${key}`)}
          value={value[key]}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { 'data-testid': `${prefix}-${key}`, maxLength: key === 'postalCode' ? 6 : MAX_ADDRESS_PART_LENGTH } }}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        />
      </Grid>
    );
  };
  const refusal = errorOf(errorPrefix);
  return (
    <>
      <Grid container spacing={1.5}>
        {field('street', 6, true)}
        {field('houseNumber', 3, true)}
        {field('flatNumber', 3, false)}
        {field('postalCode', 4, true)}
        {field('city', 8, true)}
      </Grid>
      {refusal && (
        <Typography variant="caption" color="error">
          {refusal}
        </Typography>
      )}
    </>
  );
}
