import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { RequestStatus } from '../api/types';

const COLOR: Record<number, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  [RequestStatus.Pending]: 'info',
  [RequestStatus.Approved]: 'success',
  [RequestStatus.Rejected]: 'error',
  [RequestStatus.Cancelled]: 'default',
  [RequestStatus.CancellationRequested]: 'warning',
};

/** A request status as a coloured chip, named in the user's language. */
export function RequestStatusChip({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[statusId] ?? 'default'} label={t(`requests.status.${statusId}`)} />;
}
