/** What is wrong with a picked date (docs/product.md §5 date picker: min and max dates, disabled dates). */
export type DateProblem = 'format' | 'min' | 'max' | 'disabled';

export interface DateLimits {
  /** yyyy-MM-dd, inclusive. */
  min?: string;
  /** yyyy-MM-dd, inclusive. */
  max?: string;
  isDisabled?: (date: string) => boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd (2027-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The first rule a date breaks, or null; yyyy-MM-dd strings compare in date order. */
export function dateProblem(value: string, limits: DateLimits): DateProblem | null {
  if (!isIsoDate(value)) return 'format';
  if (limits.min && value < limits.min) return 'min';
  if (limits.max && value > limits.max) return 'max';
  if (limits.isDisabled?.(value)) return 'disabled';
  return null;
}

/** Saturday or Sunday of a yyyy-MM-dd day (a calendar day, no time zone involved). */
export function isWeekendDay(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** yyyy-MM-dd of a day `days` after the given one. */
export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
