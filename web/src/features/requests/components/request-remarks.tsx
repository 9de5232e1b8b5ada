import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates/format';
import type { RequestRow } from '../api/types';

type Remarked = Pick<RequestRow, 'requiresManualVerification' | 'manualVerificationDeadlineOn' | 'handledByHr' | 'handledByHrFullName'>;

/** Whether a request has a remark to show: a manual verification due, or HR handling it. */
export const hasRemarks = (r: Remarked) => r.requiresManualVerification || r.handledByHr;

/** A request's remarks as chips, laid out by the caller: the manual verification with its deadline, and HR handling it (who, in the tooltip). */
export function RequestRemarks({ request: r }: { request: Remarked }) {
  const { t } = useTranslation();
  return (
    <>
      {r.requiresManualVerification && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('requests.manualVerification', { date: formatDate(r.manualVerificationDeadlineOn, 'date') })}
        />
      )}
      {r.handledByHr && (
        <Tooltip title={t('requests.handledByHrTooltip', { name: r.handledByHrFullName })}>
          <Chip size="small" variant="outlined" label={t('requests.handledByHr')} />
        </Tooltip>
      )}
    </>
  );
}
