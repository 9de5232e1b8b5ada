import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@shared/dates/warsaw';

export type Greeting = 'morning' | 'day' | 'evening';

/** Greeting by the hour in Poland: until 10 morning, until 18 day, then evening. */
export function greetingFor(at: Date): Greeting {
  const hour = new TZDate(at.getTime(), TIME_ZONE).getHours();
  if (hour >= 5 && hour < 10) return 'morning';
  if (hour >= 10 && hour < 18) return 'day';
  return 'evening';
}
