import { addDays, format } from 'date-fns';
import { WEEK_STARTS_ON } from './warsaw';

export interface GridDay {
  date: string; // yyyy-MM-dd
  inMonth: boolean;
  weekend: boolean;
}

/** The weeks of a month view, Monday first (docs/product.md §9), padded with the neighbours' days. */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = new Date(year, month - 1, 1);
  const offset = (first.getDay() - WEEK_STARTS_ON + 7) % 7;
  let day = addDays(first, -offset);
  const weeks: GridDay[][] = [];
  do {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ date: format(day, 'yyyy-MM-dd'), inMonth: day.getMonth() === month - 1, weekend: i >= 5 });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (day.getMonth() === month - 1);
  return weeks;
}

/** The events touching a day (yyyy-MM-dd strings compare in date order). */
export const eventsOn = <T extends { date: string; endDate: string }>(events: T[], day: string) =>
  events.filter((e) => e.date <= day && day <= e.endDate);
