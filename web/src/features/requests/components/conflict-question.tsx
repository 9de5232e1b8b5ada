import { useTranslation } from 'react-i18next';
import type { ConflictingRequest } from '../api/types';

/**
 * SPEC §5: for one chosen day, the existing request of that day by type and number; for a
 * period, the list of existing requests (number and dates). `singleDay` is the chosen day.
 */
export function ConflictQuestion({ conflicts, singleDay }: { conflicts: ConflictingRequest[]; singleDay?: string }) {
  const { t } = useTranslation();
  if (singleDay && conflicts.length === 1) {
    const c = conflicts[0];
    return <span data-testid="conflict-question">{t('requests.conflict.singleDay', { type: c.requestType, number: c.requestNo, date: singleDay })}</span>;
  }
  return (
    <span data-testid="conflict-question">
      {t('requests.conflict.period')}
      <ul>
        {conflicts.map((c) => (
          <li key={c.id}>
            {c.requestNo} ({c.fromDate === c.toDate ? c.fromDate : `${c.fromDate} – ${c.toDate}`})
          </li>
        ))}
      </ul>
      {t('requests.conflict.periodQuestion')}
    </span>
  );
}
