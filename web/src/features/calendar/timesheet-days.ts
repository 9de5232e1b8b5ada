import { formatDate } from '@shared/dates/format';
import type { TimesheetRow } from './api/calendar-api';

/**
 * A day after today: its time is the schedule's plan, not time worked (the server sends the
 * scheduled time of every day, docs/product.md §3 "Timesheet row"). Today counts as worked.
 */
export const isPlannedDay = (row: TimesheetRow, today: string) => formatDate(row.workDateOn, 'date') > today;

/** The month's time worked up to today and planned after it, in seconds. */
export function timesheetTotals(rows: TimesheetRow[], today: string): { worked: number; planned: number } {
  let worked = 0;
  let planned = 0;
  for (const row of rows) {
    if (isPlannedDay(row, today)) planned += row.workTime;
    else worked += row.workTime;
  }
  return { worked, planned };
}
