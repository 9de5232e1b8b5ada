import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../dates/format';

/**
 * The one annual-leave figure of the absences service (`annualLeave` of limits/my and of the
 * preview): what may be requested, of which carried over from last year (KP art. 168). The
 * dashboard, my limits and the new-request form show it alike.
 * @proto kadry.absences.v1.AnnualLeaveBalance
 */
export interface AnnualLeaveBalance {
  available: number;
  thisYearAvailable: number;
  carriedOverAvailable: number;
  onDemandAvailable: number;
  /** The employer's deadline to grant carried-over leave (30 September, art. 168). */
  carriedOverGrantByOn: Date | string;
  /** Today is past that deadline: the leave is still the employee's. */
  carriedOverGrantOverdue: boolean;
  /** The claim lapses by prescription (art. 291 §1). */
  carriedOverPrescribedOn: Date | string;
}

export const leaveAmount = (v: number | undefined) => {
  const n = v ?? 0;
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
};

/** What the carried-over part is and how long it lasts, in the user's language. */
export function CarriedOverNote({ balance }: { balance: Partial<AnnualLeaveBalance> }) {
  const { t, i18n } = useTranslation();
  if (!balance.carriedOverAvailable || !balance.carriedOverGrantByOn) return null;
  const values = {
    value: leaveAmount(balance.carriedOverAvailable),
    date: formatLongDate(balance.carriedOverGrantByOn, i18n.language),
    prescribed: formatLongDate(balance.carriedOverPrescribedOn, i18n.language),
  };
  return (
    <Typography variant="body2" color="text.secondary" data-testid="carried-over-note">
      {t(balance.carriedOverGrantOverdue ? 'leave.carriedOver.pastDeadline' : 'leave.carriedOver.beforeDeadline', values)}
    </Typography>
  );
}

/** "38 dni do wykorzystania: 26 z tego roku, 12 zaległego" with the note on the carried-over part. */
export function AnnualLeaveBalanceText({ balance }: { balance: Partial<AnnualLeaveBalance> }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography data-testid="annual-leave-balance">
        {t('leave.balance', {
          available: leaveAmount(balance.available),
          thisYear: leaveAmount(balance.thisYearAvailable),
          carriedOver: leaveAmount(balance.carriedOverAvailable),
        })}
      </Typography>
      <CarriedOverNote balance={balance} />
    </>
  );
}
