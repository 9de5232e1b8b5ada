import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Substitution statuses (docs/substitutions.md; the service's numbers). */
export const SubstitutionStatus = { Proposed: 1, Confirmed: 2, Rejected: 3, Cancelled: 4 } as const;
export const SUBSTITUTION_STATUS_IDS = Object.values(SubstitutionStatus);

const COLOR: Record<number, 'default' | 'success' | 'error' | 'info'> = {
  [SubstitutionStatus.Proposed]: 'info',
  [SubstitutionStatus.Confirmed]: 'success',
  [SubstitutionStatus.Rejected]: 'error',
  [SubstitutionStatus.Cancelled]: 'default',
};

/** A substitution's status as a coloured chip, named in the user's language by its id. */
export function SubstitutionStatusChip({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[statusId] ?? 'default'} label={t(`substitutions.status.${statusId}`)} />;
}
