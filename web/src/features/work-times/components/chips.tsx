import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import { alertName } from '../format';

/** The day's alerts as warning chips with their translated names. */
export function AlertChips({ alerts }: { alerts: readonly string[] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {alerts.map((a) => (
        <Chip key={a} size="small" color="warning" variant="outlined" label={alertName(a, t)} />
      ))}
    </Stack>
  );
}

/** 'Zamknięty' with a lock for a locked day or month; nothing for an open one ('partly_locked' said as such). */
export function LockChip({ lockState }: { lockState: string }) {
  const { t } = useTranslation();
  if (lockState !== 'locked' && lockState !== 'partly_locked') return null;
  return <Chip size="small" icon={<Icon name="lock" fontSize="small" />} label={t(`workTimes.lockState.${lockState}`)} />;
}
