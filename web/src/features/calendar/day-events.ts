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
    ? onDay
        .filter((e, i) => e.kind === 'request' && onDay.findIndex((o) => o.kind === 'request' && o.requestId === e.requestId) === i)
        .sort(
          (a, b) =>
            lastName(a.employeeFullName).localeCompare(lastName(b.employeeFullName), 'pl') ||
            a.employeeFullName.localeCompare(b.employeeFullName, 'pl'),
        )
    : [];
  return { holiday, timesheet, requests, workingDay };
}

const initialForm = (fullName: string) => {
  const parts = fullName.trim().split(/\s+/);
  return parts.length < 2 ? fullName : `${parts[0].charAt(0)}. ${parts.slice(1).join(' ')}`;
};

/**
 * How a team calendar names each person on a chip: "Ł. Król", the whole name when another
 * person shares that short form, and the employee number when two people share the whole name,
 * so chips of different people never look the same.
 */
export function personLabels(events: CalendarEvent[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const e of events) if (e.kind === 'request') names.set(e.employeeId, e.employeeFullName);
  const sharing = (label: (id: number) => string) => {
    const count = new Map<string, number>();
    for (const id of names.keys()) count.set(label(id), (count.get(label(id)) ?? 0) + 1);
    return (id: number) => (count.get(label(id)) ?? 0) > 1;
  };
  const short = (id: number) => initialForm(names.get(id)!);
  const full = (id: number) => names.get(id)!.trim();
  const shortShared = sharing(short);
  const fullShared = sharing(full);
  const labels = new Map<number, string>();
  for (const id of names.keys()) labels.set(id, fullShared(id) ? `${full(id)} (${id})` : shortShared(id) ? full(id) : short(id));
  return labels;
}
