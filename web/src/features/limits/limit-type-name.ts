import type { TFunction } from 'i18next';

/** The row's label: the type of leave, marked when it is last year's overdue leave. */
export function limitName(t: TFunction, row: { requestTypeId: number; requestTypeName: string; isOverdue: boolean }) {
  const name = t(`limits.types.${row.requestTypeId}`, { defaultValue: row.requestTypeName });
  return row.isOverdue ? `${name} — ${t('limits.overdue')}` : name;
}
