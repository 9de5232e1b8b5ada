import { eventsOn, type GridDay } from '@shared/dates/month-grid';
import type { CalendarEvent } from './api/calendar-api';

export interface DayEvents {
  holiday?: CalendarEvent;
  /** The user's own timesheet entry (the "my" calendar only). */
  timesheet?: CalendarEvent;
  /** Each request taking the day off, once. */
  requests: CalendarEvent[];
  workingDay: boolean;
}

const lastName = (fullName: string) => fullName.trim().split(/\s+/).pop() ?? '';

/**
 * What one day of a calendar shows. Leave is taken on working days only: on a Saturday or
 * Sunday (the Monday–Friday schedule) or a public holiday (as the API lists them) a request
 * that spans the day uses none of it, so the day shows no chip for it.
 */
export function dayEvents(events: CalendarEvent[], day: GridDay): DayEvents {
  const onDay = eventsOn(events, day.date);
  const holiday = onDay.find((e) => e.kind === 'holiday');
  const timesheet = onDay.find((e) => e.kind === 'timesheet');
  const workingDay = !day.weekend && !holiday;
  // By name, so a person keeps about the same place in the cells of a week.
  const requests = workingDay
    ? onDay.filter((e, i) => e.kind === 'request' && onDay.findIndex((o) => o.kind === 'request' && o.requestId === e.requestId) === i)
      .sort((a, b) => lastName(a.employeeFullName).localeCompare(lastName(b.employeeFullName), 'pl') || a.employeeFullName.localeCompare(b.employeeFullName, 'pl'))
    : [];
  return { holiday, timesheet, requests, workingDay };
}
