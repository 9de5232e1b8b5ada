import { useTranslation } from 'react-i18next';
import type { ConflictingRequest } from '../api/types';

/** SPEC §5: one day names the existing request; a period lists them (number and dates). */
export function ConflictQuestion({ conflicts, singleDay }: { conflicts: ConflictingRequest[]; singleDay: boolean }) {
  const { t } = useTranslation();
  if (singleDay && conflicts.length === 1) {
    const c = conflicts[0];
    return <span data-testid="conflict-question">{t('requests.conflict.singleDay', { type: c.requestType, number: c.requestNo, date: c.fromDate })}</span>;
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
