import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { CarriedOverNote } from '@shared/leave/annual-leave-balance';
import type { RequestPreview } from '../api/types';
import { sayProblem } from '../../../lib/problem';

const amount = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** The live preview: working days, the limit before and after, conflicts and refusals to expect. */
export function RequestPreviewAlert({ preview, loading }: { preview: RequestPreview | null; loading: boolean }) {
  const { t } = useTranslation();
  if (!preview) return loading ? <Skeleton variant="rounded" height={56} /> : null;
  const short = preview.hasLimit && preview.limitAfter < 0;
  const warn = short || preview.problems.length > 0 || preview.conflicts.length > 0;
  return (
    <Alert severity={warn ? 'warning' : 'info'} data-testid="request-preview" aria-live="polite" sx={{ opacity: loading ? 0.6 : 1 }}>
      <div>{t('requests.form.workingDays', { count: preview.numberOfWorkingDays, days: preview.numberOfDays })}</div>
      {preview.hasLimit && (
        <div>
          {t(preview.unit === 'hours' ? 'requests.form.limitHours' : 'requests.form.limitDays', {
            available: amount(preview.limitAvailable),
            after: amount(preview.limitAfter),
          })}
        </div>
      )}
      {preview.annualLeave && (preview.annualLeave.carriedOverAvailable ?? 0) > 0 && (
        <div data-testid="preview-carried-over">
          {t('requests.form.carriedOverPart', {
            thisYear: amount(preview.annualLeave.thisYearAvailable ?? 0),
            carriedOver: amount(preview.annualLeave.carriedOverAvailable ?? 0),
          })}
          <CarriedOverNote balance={preview.annualLeave} />
        </div>
      )}
      {short && <div>{t('requests.form.limitShort')}</div>}
      {preview.conflicts.length > 0 && (
        <div>
          {t('requests.form.hasConflicts', {
            count: preview.conflicts.length,
            numbers: preview.conflicts.map((c) => c.requestNo).join(', '),
          })}
        </div>
      )}
      {preview.problems.map((p) => (
        <div key={`${p.field}:${p.code}`}>{sayProblem(t, p)}</div>
      ))}
    </Alert>
  );
}
