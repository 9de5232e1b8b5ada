import type { TFunction } from 'i18next';

export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;

/**
 * A duration given in seconds as an HR user writes it: '160 h', '7 h 30 min', '45 min', zero
 * '0 h' (docs/product.md §9); the words come from the locale ('7 год 30 хв' in Ukrainian), so
 * every screen writes the same fact the same way. Seconds are dropped, not rounded up: a minute
 * is shown once it has been worked. An empty value is '--:--'; a negative balance keeps its sign.
 */
export function formatDuration(seconds: number | null | undefined, t: TFunction): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '--:--';
  const sign = seconds < 0 ? '-' : '';
  const totalMinutes = Math.floor(Math.abs(seconds) / SECONDS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (minutes === 0) return sign + t('duration.hours', { hours });
  if (hours === 0) return sign + t('duration.minutes', { minutes });
  return sign + t('duration.hoursMinutes', { hours, minutes });
}

/** 'hh:mm:ss' (docs/product.md §5) to seconds; null when it is not such a string. */
export function parseTimeString(value: string | null | undefined): number | null {
  const m = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value?.trim() ?? '');
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}
