import type { TFunction } from 'i18next';
import { TZDate } from '@date-fns/tz';
import { formatDuration } from '@shared/dates/duration';
import { formatDate, formatDayMonth } from '@shared/dates/format';
import { monthNames } from '@shared/dates/month-rules';
import { now, TIME_ZONE } from '@shared/dates/warsaw';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import type { DayKind } from './api/types';

/** Every duration of the feature: 'Ng Nm' through the shared formatter (docs/decisions/0006-duration-format.md). */
export const duration = (seconds: number | null | undefined, t: TFunction) => formatDuration(seconds, t);
/** What an empty time, span or name shows: one dash, which a reader takes for "none" ('--:--' read as a broken value). */
export const NONE = '—';

const isEmpty = (value: Date | string | null | undefined) => value === '' || value === null || value === undefined;

/** 'HH:mm' in Warsaw; '—' when empty. */
export const time = (value: Date | string | null | undefined) => (isEmpty(value) ? NONE : formatDate(value, 'timeShort'));
/** 'yyyy-MM-dd' in Warsaw. */
export const day = (value: Date | string | null | undefined) => formatDate(value, 'date');
/** The language Intl writes dates in for an interface language (Ukrainian is `ua` there, `uk` here). */
const dateLanguage = (language: string) => (isUiLocale(language) ? htmlLangOf(language) : 'pl');

/**
 * "7 listopada" in the interface language, the short date of the day-off notes in a table cell.
 * A revived Date or 'yyyy-MM-dd'; '' when empty.
 */
export function dayAndMonth(value: Date | string, language: string): string {
  if (value === '') return '';
  return formatDayMonth(day(value), dateLanguage(language));
}

/** The month names, January first, as a list offers them ("styczeń" … "grudzień"). */
export const monthChoices = (language: string) => monthNames(dateLanguage(language));

/**
 * Month 1–12 named as a date names it ("lutego", "February"): Polish and Ukrainian put it in the
 * genitive, the form "od lutego" needs.
 */
export function monthOfDate(month: number, language: string): string {
  const parts = new Intl.DateTimeFormat(dateLanguage(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2026, month - 1, 15)),
  );
  return parts.find((p) => p.type === 'month')?.value ?? '';
}
/** 'yyyy-MM-dd HH:mm' in Warsaw. */
export const dateTime = (value: Date | string | null | undefined) => formatDate(value, 'dateTimeShort');

/** 'HH:mm–HH:mm' of a span; 'HH:mm–…' while it runs on; '—' with neither end. */
export function span(start: Date | string, end: Date | string): string {
  if (isEmpty(start) && isEmpty(end)) return NONE;
  return `${time(start)}–${isEmpty(end) ? '…' : time(end)}`;
}

/** '22:00–06:00': the 8 night hours (art. 151⁷) starting at `hour`; '—' when unknown. */
export function nightSpan(hour: number): string {
  if (!hour) return '—';
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return `${at(hour)}–${at(hour + 8)}`;
}

/** The live timer's 'HH:MM:SS' of whole seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** 'yyyy-MM' of today in Warsaw. */
export const currentMonth = () => formatDate(now(), 'date').slice(0, 7);
/** 'yyyy-MM-dd' of today in Warsaw. */
export const today = () => formatDate(now(), 'date');

/** The month `delta` months from 'yyyy-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The days of a month, 'yyyy-MM-dd'. */
export function daysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** "listopad 2026" in the interface language. */
export function monthLabel(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
}

/** A `datetime-local` value ('yyyy-MM-ddTHH:mm') read as Warsaw time, sent as ISO with the offset. */
export function warsawIso(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return '';
  const d = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), TIME_ZONE);
  return formatDate(d, 'iso');
}

/** A moment as a `datetime-local` value in Warsaw. */
export const localInput = (value: Date | string) => (value === '' ? '' : formatDate(value, 'dateTimeShort').replace(' ', 'T'));

/** A translated alert name (unknown codes as they came). */
export const alertName = (code: string, t: TFunction) => t(`workTimes.alerts.${code}`, { defaultValue: code });

/**
 * What the schedule says of a day: the planned hours of a working day ("08:00–16:00"), the
 * kind of any other day in the reader's language ("wolne", "niedziela", "święto"), or ''.
 */
export function scheduleText(row: { schedule: string; dayKind: DayKind }, t: TFunction): string {
  if (row.schedule) return row.schedule;
  return row.dayKind && row.dayKind !== 'working' ? t(`workTimes.dayKinds.${row.dayKind}`) : '';
}

/**
 * What a day's schedule cell says: remote work on an approved home-office day (never a leave
 * code), the leave's name on a day of leave, else the schedule; the planned hours in brackets
 * beside the first two. '—' when there is nothing.
 */
export function scheduleLabel(
  row: { schedule: string; dayKind: DayKind; remote?: boolean; excusedAbsenceCode?: string; excusedAbsenceName?: string },
  t: TFunction,
): string {
  const what = row.remote ? t('workTimes.remote.label') : row.excusedAbsenceName || row.excusedAbsenceCode || '';
  const schedule = scheduleText(row, t);
  if (!what) return schedule || NONE;
  return schedule ? `${what} (${schedule})` : what;
}
