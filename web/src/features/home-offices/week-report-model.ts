import type { TFunction } from 'i18next';
import { addDaysIso, isIsoDate } from '@shared/dates/date-rules';
import { formatDate } from '@shared/dates/format';
import { now } from '@shared/dates/warsaw';
import { requestTypeName } from '@shared/leave/request-types';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import type { WeekReportDay } from './api/types';

/**
 * The remote work week report (`home-offices/week-report/{id?}?week=yyyy-MM-dd`): which week,
 * whose team, and how a day reads. The page and its tests share these; the server reads any
 * day as its week's Monday too.
 */

/** The Monday of a yyyy-MM-dd day's week (a calendar day, no time zone involved). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDaysIso(date, -((weekday + 6) % 7));
}

/** This week's Monday in Poland. */
export const thisMonday = () => mondayOf(formatDate(now(), 'date'));

/** The week of the address's `week` (any day of it), else this week: always a Monday. */
export const weekOf = (param: string | null) => (param && isIsoDate(param) ? mondayOf(param) : thisMonday());

/** Monday to Sunday of the week that starts on `monday`. */
export const daysOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));

/**
 * The team of `{id}` in the path: a supervisor's id, or 0 (none or not a number) for the
 * caller's own team, which the server answers when `supervisor-id` is left out.
 */
export const supervisorOf = (id: string | undefined) => (id && /^[1-9]\d*$/.test(id) ? Number(id) : 0);

export interface WeekReportArgs {
  /** 0: the caller's own team. */
  supervisorId: number;
  /** The Monday. */
  week: string;
  query: TableQuery;
}

/** GET home-office-week-report: the team, the week, then the list's paging, sort and search. */
export const weekReportParams = ({ supervisorId, week, query }: WeekReportArgs) => ({
  'supervisor-id': supervisorId,
  'week-start': week,
  ...toCollectionParams(query),
});

/** The file of the whole team's week: the list's team, week, search and sort, no paging. */
export function weekReportExportParams(format: 'csv' | 'xlsx', lang: string, { supervisorId, week, query }: WeekReportArgs) {
  const { sort, search } = toCollectionParams(query);
  return { format, lang, 'supervisor-id': supervisorId, 'week-start': week, search, sort };
}

/** "pon. 21.12": a day's column, as the file's header names it. */
export function dayHeader(t: TFunction, date: string): string {
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return `${t(`homeOffices.weekReport.weekdays.${weekday}`)} ${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

/** How a day reads: the place, the absence's type (when the caller may know it), the hours off. */
export function dayParts(t: TFunction, day: WeekReportDay): { place: string; type: string; hoursOff: string } {
  return {
    place: t(`homeOffices.weekReport.places.${day.kind}`, { defaultValue: day.kind }),
    type: day.kind === 'absent' && day.requestTypeCode ? requestTypeName(t, day.requestTypeCode, day.requestTypeCode) : '',
    hoursOff: day.hoursOff > 0 ? t('homeOffices.weekReport.hoursOff', { hours: day.hoursOff }) : '',
  };
}
