import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { now } from '@shared/dates/warsaw';

/** This year in Warsaw: the year a limits page opens on. */
export const thisYear = () => now().getFullYear();

/** A limits page's title beside the year it shows: last year, this one or the next. */
export function LimitsTitle({ title, year, onYearChange }: { title: string; year: number; onYearChange: (year: number) => void }) {
  const { t } = useTranslation();
  const current = thisYear();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <TextField select size="small" label={t('limits.year')} value={year} onChange={(e) => onYearChange(Number(e.target.value))}>
        {[current - 1, current, current + 1].map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
