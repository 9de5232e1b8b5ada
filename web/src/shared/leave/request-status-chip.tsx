import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Request statuses of docs/product.md §4 (the services' numbers). */
export const RequestStatus = { Pending: 1, Approved: 2, Rejected: 3, Cancelled: 4, CancellationRequested: 5 } as const;

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
