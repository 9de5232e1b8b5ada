import { CalendarPage } from './calendar-page';

/** `calendar/team`: the requests of everyone below the user. */
export default function TeamCalendarPage() {
  return <CalendarPage scope="team" />;
}
