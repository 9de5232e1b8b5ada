export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;

/**
 * Durations come in seconds and show as 'Ng Nm' (g = godziny): zero is '0g 0m',
 * an empty value is '--:--'. Negative balances keep their sign.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '--:--';
  const sign = seconds < 0 ? '-' : '';
  const totalMinutes = Math.floor(Math.abs(seconds) / SECONDS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  return `${sign}${hours}g ${minutes}m`;
}

/** 'hh:mm:ss' (docs/product.md §5) to seconds; null when it is not such a string. */
export function parseTimeString(value: string | null | undefined): number | null {
  const m = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value?.trim() ?? '');
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}
