// Not './warsaw': its module-level tz() would bring @date-fns/tz along.
import { TIME_ZONE } from './time-zone';

// Polish wall-clock time by Intl alone: the start-up code (the API's query strings, the
// configuration) needs it, and date-fns' format with its locale would add ~7 KB gzip there.

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');

function partsOf(d: Date) {
  const p = Object.fromEntries(clock.formatToParts(d).map((x) => [x.type, x.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

const validDate = (value: Date | number | string): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** yyyy-MM-dd in Poland; '' for an invalid date. */
export function warsawDay(value: Date | number | string): string {
  const d = validDate(value);
  if (!d) return '';
  const p = partsOf(d);
  return `${p.year}-${p.month}-${p.day}`;
}

/** yyyy-MM-dd'T'HH:mm:ss with the Warsaw offset (+01:00 or +02:00), as the API expects moments; '' for an invalid date. */
export function toIsoWithOffset(value: Date | number): string {
  const d = validDate(value);
  if (!d) return '';
  const p = partsOf(d);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const offset = Math.round((wall - Math.floor(d.getTime() / 1000) * 1000) / 60_000);
  const zone = offset === 0 ? 'Z' : `${offset > 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${zone}`;
}
