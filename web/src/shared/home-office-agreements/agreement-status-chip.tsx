import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { AgreementStatus } from './agreements-api';

const COLOR: Record<number, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  [AgreementStatus.AwaitingOpinion]: 'info',
  [AgreementStatus.AwaitingDecision]: 'warning',
  [AgreementStatus.Approved]: 'success',
  [AgreementStatus.Rejected]: 'error',
  [AgreementStatus.Withdrawn]: 'default',
};

/** An agreement's status as a coloured chip, named in the user's language by its id. */
export function AgreementStatusChip({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[statusId] ?? 'default'} label={t(`homeOffices.status.${statusId}`)} />;
}
