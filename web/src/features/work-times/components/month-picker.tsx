import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import { MonthField } from '@shared/ui/month-field';
import { shiftMonth } from '../format';

/** The month of a screen ('yyyy-MM'): previous / next buttons and the app's month field ("listopad 2026"). */
export function MonthPicker({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('workTimes.month.previous')}>
        <IconButton aria-label={t('workTimes.month.previous')} onClick={() => onChange(shiftMonth(value, -1))}>
          <Icon name="chevronLeft" />
        </IconButton>
      </Tooltip>
      <MonthField label={t('workTimes.month.label')} value={value} onChange={onChange} testId="month-field" />
      <Tooltip title={t('workTimes.month.next')}>
        <IconButton aria-label={t('workTimes.month.next')} onClick={() => onChange(shiftMonth(value, 1))}>
          <Icon name="chevronRight" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
