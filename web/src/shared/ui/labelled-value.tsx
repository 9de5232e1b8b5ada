import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A read-only field of a details view: its label above its value (a dash when empty), half a row from small screens up. */
export function LabelledValue({ label, value, testId }: { label: string; value: string | number | null | undefined; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography data-testid={testId}>{value === undefined || value === null || value === '' ? t('profile.none') : value}</Typography>
    </Grid>
  );
}
