import { tz, TZDate } from '@date-fns/tz';
import {
  endOfDay as endOfDayFns,
  endOfMonth as endOfMonthFns,
  endOfWeek as endOfWeekFns,
  endOfYear as endOfYearFns,
  isWeekend as isWeekendFns,
  startOfDay as startOfDayFns,
  startOfMonth as startOfMonthFns,
  startOfWeek as startOfWeekFns,
  startOfYear as startOfYearFns,
} from 'date-fns';
import { TIME_ZONE } from './time-zone';

export { TIME_ZONE };
const inWarsaw = tz(TIME_ZONE);
/** Weeks start on Monday. */
export const WEEK_STARTS_ON = 1 as const;

type DateInput = Date | number | string;

export const now = (): TZDate => TZDate.tz(TIME_ZONE);
export const toWarsaw = (d: DateInput): TZDate => new TZDate(new Date(d).getTime(), TIME_ZONE);

export const startOfDay = (d: DateInput) => startOfDayFns(d, { in: inWarsaw });
export const endOfDay = (d: DateInput) => endOfDayFns(d, { in: inWarsaw });
export const startOfWeek = (d: DateInput) => startOfWeekFns(d, { in: inWarsaw, weekStartsOn: WEEK_STARTS_ON });
export const endOfWeek = (d: DateInput) => endOfWeekFns(d, { in: inWarsaw, weekStartsOn: WEEK_STARTS_ON });
export const startOfMonth = (d: DateInput) => startOfMonthFns(d, { in: inWarsaw });
export const endOfMonth = (d: DateInput) => endOfMonthFns(d, { in: inWarsaw });
export const startOfYear = (d: DateInput) => startOfYearFns(d, { in: inWarsaw });
export const endOfYear = (d: DateInput) => endOfYearFns(d, { in: inWarsaw });
export const isWeekend = (d: DateInput) => isWeekendFns(d, { in: inWarsaw });
/** The most recent Monday 00:00 in Poland (today if it is Monday). */
export const mondayOf = (d: DateInput) => startOfWeek(d);
export const startOfToday = () => startOfDay(now());
