import type { TFunction } from 'i18next';
import { addDaysIso } from '@shared/dates/date-rules';
import { minutesOf } from '@shared/dates/time-rules';
import type { PlannedDay, PlannedDayDraft, ScheduleBreach } from '../api/types';
import { duration, time, warsawIso } from '../format';

/** A Sunday, of a 'yyyy-MM-dd' day. */
export const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

/**
 * The public holidays among the days: the service says a holiday is free for each person not
 * planned to work on it.
 */
export const holidaysOf = (people: readonly { days: readonly PlannedDay[] }[]) =>
  new Set(people.flatMap((p) => p.days.filter((d) => d.kind === 'holiday').map((d) => d.day)));

/** A day the answer did not carry: nothing planned. */
export const emptyDay = (day: string): PlannedDay => ({ day, kind: '', startAt: '', endAt: '', dayOffKind: '', plannedTime: 0 });

/** A shift's hours, 'HH:mm' in Warsaw. */
export const shiftTimes = (day: Pick<PlannedDay, 'startAt' | 'endAt'>) => ({ start: time(day.startAt), end: time(day.endAt) });

/** "07:00–15:00": a working day's hours; '' on any other day. */
export function shiftHours(day: PlannedDay): string {
  if (day.kind !== 'working') return '';
  const { start, end } = shiftTimes(day);
  return `${start}–${end}`;
}

/** "07–15" (or "07:30–15:30" off the full hour): the hours as narrow as a cell of the month's grid allows. */
function shortShift(day: PlannedDay): string {
  const { start, end } = shiftTimes(day);
  const hour = (hhmm: string) => (hhmm.endsWith(':00') ? hhmm.slice(0, 2) : hhmm);
  return `${hour(start)}–${hour(end)}`;
}

/** What a day's cell shows: the shift's hours, a day off's mark ("W5"), "N" or "Ś" of a free Sunday or holiday; '' when nothing is planned. */
export function dayMark(day: PlannedDay, t: TFunction): string {
  switch (day.kind) {
    case 'working':
      return shortShift(day);
    case 'day_off':
      return t(`workTimes.schedule.marks.${day.dayOffKind || 'day_off'}`, { defaultValue: t('workTimes.schedule.marks.day_off') });
    case 'sunday':
    case 'holiday':
      return t(`workTimes.schedule.marks.${day.kind}`);
    default:
      return '';
  }
}

/** A day in words: "Praca 07:00–15:00 (8g 0m)", the day off's full name, "Niedziela wolna od pracy", "Nie zaplanowano". */
export function dayDescription(day: PlannedDay, t: TFunction): string {
  switch (day.kind) {
    case 'working':
      return t('workTimes.schedule.kinds.working', { hours: shiftHours(day), time: duration(day.plannedTime, t) });
    case 'day_off':
      return day.dayOffKind
        ? t(`workTimes.schedule.dayOffKinds.${day.dayOffKind}`, { defaultValue: t('workTimes.schedule.kinds.day_off') })
        : t('workTimes.schedule.kinds.day_off');
    case 'sunday':
    case 'holiday':
      return t(`workTimes.schedule.kinds.${day.kind}`);
    default:
      return t('workTimes.schedule.kinds.none');
  }
}

/** Breaches whose value and limit count days (working days; Sundays in a row); every other one counts seconds. */
const COUNTED_IN_DAYS = new Set(['plan.five-day-week', 'plan.free-sunday']);

/** A breach in the reader's language: the rule, its article of the Labour Code, what the plan holds and what the Code allows. */
export function breachMessage(breach: ScheduleBreach, t: TFunction): string {
  const said = (n: number) => (COUNTED_IN_DAYS.has(breach.code) ? String(n) : duration(n, t));
  const values = { value: said(breach.value), limit: said(breach.limit), code: breach.code };
  return t(`workTimes.planner.breachCodes.${breach.code}`, { ...values, defaultValue: t('workTimes.planner.breachUnknown', values) });
}

/**
 * A working day as the planner sends it: from `start` to `end` ('HH:mm', Warsaw), the end on the
 * next day when it is at or before the start (a night shift, or 24 hours).
 */
export function workingDayDraft(day: string, start: string, end: string): PlannedDayDraft {
  const endsNextDay = (minutesOf(end) ?? 0) <= (minutesOf(start) ?? 0);
  return {
    day,
    kind: 'working',
    startAt: warsawIso(`${day}T${start}`),
    endAt: warsawIso(`${endsNextDay ? addDaysIso(day, 1) : day}T${end}`),
  };
}

/** "06:00–14:00" of a template or a typed shift; the end at or before the start is the next day's. */
export const hoursText = (start: string, end: string) => `${start}–${end}`;
