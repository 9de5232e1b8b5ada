import type { TFunction } from 'i18next';

export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;

/**
 * A duration given in seconds as the product writes it: hours and minutes, both always shown,
 * 'Ng Nm' in Polish ('160g 0m', '7g 30m', zero '0g 0m'; docs/product.md §9 and
 * docs/decisions/0006-duration-format.md); the units come from the locale ('7 год 30 хв' in
 * Ukrainian), so every screen writes the same fact the same way. Seconds are dropped, not
 * rounded up: a minute is shown once it has been worked. An empty value is '--:--'; a
 * negative balance keeps its sign.
 */
export function formatDuration(seconds: number | null | undefined, t: TFunction): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '--:--';
  const sign = seconds < 0 ? '-' : '';
  const totalMinutes = Math.floor(Math.abs(seconds) / SECONDS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  return sign + t('duration.hoursMinutes', { hours, minutes });
}

/** 'hh:mm:ss' (docs/product.md §5) to seconds; null when it is not such a string. */
export function parseTimeString(value: string | null | undefined): number | null {
  const m = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value?.trim() ?? '');
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}
