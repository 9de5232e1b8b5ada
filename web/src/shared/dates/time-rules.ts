/** docs/product.md §5 picker: times go in 5-minute steps, 24-hour, and start at 12 o'clock. */
export const MINUTE_STEP = 5;
export const DEFAULT_HOUR = 12;
export const DEFAULT_TIME = `${DEFAULT_HOUR}:00`;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a 24-hour 'HH:mm', or null. */
export function minutesOf(time: string): number | null {
  const m = HH_MM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:mm' of minutes since midnight; 1440 (the end of the day) is '24:00'. */
export function timeOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * What was typed, as 'HH:mm' when it reads as a time: "7:30", "0730", "07.30" and "7"
 * (whole hour) are understood; anything else answers null.
 */
export function normaliseTime(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(t);
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2] ?? '0')];
  if (hour > 23 || minute > 59) return null;
  return timeOf(hour * 60 + minute);
}

/** Every time of the day on the step, 00:00 to 23:55 for 5 minutes. */
export function timeOptions(step = MINUTE_STEP): string[] {
  return Array.from({ length: Math.floor((24 * 60) / step) }, (_, i) => timeOf(i * step));
}

export type TimeProblem = 'format' | 'step';

/** The first rule a time breaks, or null. */
export function timeProblem(value: string, step = MINUTE_STEP): TimeProblem | null {
  const minutes = minutesOf(value);
  if (minutes === null) return 'format';
  return minutes % step === 0 ? null : 'step';
}

/** The time `hours` after `start` ('HH:mm'), '24:00' at midnight; null past it. */
export function endTimeAfter(start: string, hours: number): string | null {
  const minutes = minutesOf(start);
  if (minutes === null || minutes + hours * 60 > 24 * 60) return null;
  return timeOf(minutes + hours * 60);
}
