import { CalendarPage } from './calendar-page';

/** `calendar/my` (alias `calendar/my_new`). */
export default function MyCalendarPage() {
  return <CalendarPage scope="my" />;
}
