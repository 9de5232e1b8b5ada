import { describe, expect, it } from 'vitest';
import i18n, { ensureLocale } from '../../i18n/i18n';
import { formatDuration, parseTimeString } from '../duration';
import { Empty, formatDate, toIsoWithOffset } from '../format';
import { warsawDay } from '../warsaw-parts';
import { endOfDay, isWeekend, mondayOf, startOfDay, startOfWeek } from '../warsaw';

describe('durations (docs/product.md §9)', () => {
  const pl = i18n.getFixedT('pl');
  it("writes hours and minutes as the product does, both always: '160g 0m', '7g 30m'", () => {
    expect(formatDuration(160 * 3600, pl)).toBe('160g 0m');
    expect(formatDuration(7 * 3600 + 30 * 60, pl)).toBe('7g 30m');
    expect(formatDuration(45 * 60, pl)).toBe('0g 45m');
    expect(formatDuration(27 * 3600 + 59 * 60 + 59, pl)).toBe('27g 59m');
    // A part-timer's month: thousands grouped as Polish groups them.
    expect(formatDuration(10_000 * 3600, pl)).toBe('10\u00a0000g 0m');
  });
  it("writes zero as '0g 0m' and drops seconds short of a minute", () => {
    expect(formatDuration(0, pl)).toBe('0g 0m');
    expect(formatDuration(59, pl)).toBe('0g 0m');
  });
  it("shows an empty value as '--:--'", () => {
    expect(formatDuration(null, pl)).toBe('--:--');
    expect(formatDuration(undefined, pl)).toBe('--:--');
    expect(formatDuration(Number.NaN, pl)).toBe('--:--');
  });
  it('keeps the sign of a negative balance', () => expect(formatDuration(-90 * 60, pl)).toBe('-1g 30m'));
  it('writes the units of the English and Ukrainian locales', async () => {
    await ensureLocale('en');
    await ensureLocale('ua');
    expect(formatDuration(7 * 3600 + 30 * 60, i18n.getFixedT('en'))).toBe('7h 30m');
    expect(formatDuration(160 * 3600, i18n.getFixedT('ua'))).toBe('160 год 0 хв');
    expect(formatDuration(7 * 3600 + 30 * 60, i18n.getFixedT('ua'))).toBe('7 год 30 хв');
  });
  it('parses hh:mm:ss strings', () => {
    expect(parseTimeString('08:30:15')).toBe(8 * 3600 + 30 * 60 + 15);
    expect(parseTimeString('7:05')).toBe(7 * 3600 + 5 * 60);
    expect(parseTimeString('x')).toBeNull();
  });
});

describe('formats in Polish time (docs/product.md §9)', () => {
  const winter = '2026-01-15T23:30:00Z'; // 00:30 on 16 January in Warsaw (UTC+1)
  const summer = '2026-07-01T10:05:09Z'; // 12:05:09 in Warsaw (UTC+2)
  it('formats dates and times in Europe/Warsaw', () => {
    expect(formatDate(winter, 'date')).toBe('2026-01-16');
    expect(formatDate(winter, 'dateTime')).toBe('2026-01-16 00:30:00');
    expect(formatDate(summer, 'dateTimeShort')).toBe('2026-07-01 12:05');
    expect(formatDate(summer, 'time')).toBe('12:05:09');
    expect(formatDate(summer, 'timeShort')).toBe('12:05');
    expect(toIsoWithOffset(new Date(summer))).toBe('2026-07-01T12:05:09+02:00');
  });
  it('writes moments and days by Intl as date-fns would (warsaw-parts, used at start-up)', () => {
    const moments = [
      winter,
      summer,
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
      '2026-12-31T23:00:00.750Z',
    ];
    for (const m of moments) {
      expect(toIsoWithOffset(new Date(m)), m).toBe(formatDate(m, 'iso'));
      expect(warsawDay(m), m).toBe(formatDate(m, 'date'));
    }
    expect(toIsoWithOffset(new Date(winter))).toBe('2026-01-16T00:30:00+01:00');
    expect(toIsoWithOffset(new Date('x'))).toBe('');
    expect(warsawDay('x')).toBe('');
  });
  it('shows the placeholders for empty values', () => {
    expect(formatDate(null, 'dateTime')).toBe('____-__-__ --:--');
    expect(formatDate(undefined, 'timeShort')).toBe('--:--');
    expect(formatDate('', 'time')).toBe('--:--:--');
    expect(formatDate('not a date', 'date')).toBe(Empty.date);
  });
});

const utc = (d: Date) => new Date(d.getTime()).toISOString();

describe('Warsaw day and week boundaries', () => {
  it('starts and ends the day at Polish midnight', () => {
    expect(utc(startOfDay('2026-01-15T23:30:00Z'))).toBe('2026-01-15T23:00:00.000Z');
    expect(utc(endOfDay('2026-07-01T10:00:00Z'))).toBe('2026-07-01T21:59:59.999Z');
  });
  it('starts the week on Monday', () => {
    // Sunday 2026-11-22 12:00 in Warsaw → Monday 2026-11-16 00:00 Warsaw time.
    expect(utc(startOfWeek('2026-11-22T11:00:00Z'))).toBe('2026-11-15T23:00:00.000Z');
    expect(utc(mondayOf('2026-11-23T10:00:00Z'))).toBe('2026-11-22T23:00:00.000Z');
  });
  it('checks weekends in Polish time', () => {
    expect(isWeekend('2026-11-20T23:30:00Z')).toBe(true); // Saturday 00:30 in Warsaw
    expect(isWeekend('2026-11-20T22:30:00Z')).toBe(false); // Friday 23:30 in Warsaw
  });
});
