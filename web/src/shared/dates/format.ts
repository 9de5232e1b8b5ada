import { format as formatFns } from 'date-fns';
import { tz } from '@date-fns/tz';
import { htmlLangOf, isUiLocale } from '../i18n/languages';
import { TIME_ZONE } from './warsaw';

/** Display formats of docs/product.md §9. */
export const Formats = {
  dateTime: 'yyyy-MM-dd HH:mm:ss',
  date: 'yyyy-MM-dd',
  time: 'HH:mm:ss',
  dateTimeShort: 'yyyy-MM-dd HH:mm',
  timeShort: 'HH:mm',
  iso: "yyyy-MM-dd'T'HH:mm:ssXXX",
} as const;

/** Placeholders shown for an empty value. */
export const Empty = {
  dateTime: '____-__-__ --:--',
  date: '____-__-__',
  timeShort: '--:--',
  time: '--:--:--',
} as const;

const EMPTY_FOR: Record<keyof typeof Formats, string> = {
  dateTime: Empty.dateTime,
  dateTimeShort: Empty.dateTime,
  date: Empty.date,
  time: Empty.time,
  timeShort: Empty.timeShort,
  iso: '',
};

type Value = Date | string | number | null | undefined;

const valid = (v: Value): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Formats in Polish time; an empty or invalid value gives the format's placeholder. */
export function formatDate(value: Value, kind: keyof typeof Formats = 'date'): string {
  const d = valid(value);
  return d ? formatFns(d, Formats[kind], { in: tz(TIME_ZONE) }) : EMPTY_FOR[kind];
}

/** ISO string with the Warsaw offset, as the API expects dates to be sent (docs/product.md §7). */
export { toIsoWithOffset } from './warsaw-parts';

/** "23 listopada 2026" in the interface language (docs/product.md §9 time zone). */
export function formatLongDate(value: Value, language: string): string {
  const d = valid(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (!d) return '';
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(d);
}

/** "14 grudnia" (no year) of a yyyy-MM-dd day. */
export function formatDayMonth(value: string, language: string): string {
  const d = valid(`${value}T12:00:00Z`);
  return d ? new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }).format(d) : '';
}

/**
 * An ISO weekday (1 Monday .. 7 Sunday) in the interface language (i18next's, `ua` included):
 * "poniedziałek", or "pon." when short. Any week will do; 1 January 2024 was a Monday.
 */
export function formatWeekday(isoDay: number, language: string, width: 'long' | 'short' = 'long'): string {
  const locale = isUiLocale(language) ? htmlLangOf(language) : 'pl';
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoDay)));
}
