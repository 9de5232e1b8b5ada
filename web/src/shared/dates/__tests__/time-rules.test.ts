import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME, endTimeAfter, normaliseTime, timeOptions, timeProblem } from '../time-rules';

describe('time rules (docs/product.md §5 picker: 24-hour, 5-minute step, default hour 12)', () => {
  it('starts at noon', () => {
    expect(DEFAULT_TIME).toBe('12:00');
  });

  it('understands what people type and writes it 24-hour', () => {
    expect(normaliseTime('7:30')).toBe('07:30');
    expect(normaliseTime('0730')).toBe('07:30');
    expect(normaliseTime('07.30')).toBe('07:30');
    expect(normaliseTime('19')).toBe('19:00');
    expect(normaliseTime(' 23:55 ')).toBe('23:55');
    for (const bad of ['24:00', '7:3', '12:60', 'noon', '7 pm', '']) expect(normaliseTime(bad), bad).toBeNull();
  });

  it('lists the day in 5-minute steps, 00:00 to 23:55', () => {
    const all = timeOptions();
    expect(all).toHaveLength(288);
    expect(all[0]).toBe('00:00');
    expect(all[1]).toBe('00:05');
    expect(all.at(-1)).toBe('23:55');
    expect(all).toContain('12:00');
    expect(all).not.toContain('13:07');
  });

  it('names the first rule a time breaks', () => {
    expect(timeProblem('08:35')).toBeNull();
    expect(timeProblem('08:37')).toBe('step');
    expect(timeProblem('8:35')).toBe('format');
    expect(timeProblem('')).toBe('format');
  });

  it('says when hours off end, and nothing past midnight', () => {
    expect(endTimeAfter('07:35', 2)).toBe('09:35');
    expect(endTimeAfter('16:00', 8)).toBe('24:00');
    expect(endTimeAfter('16:05', 8)).toBeNull();
    expect(endTimeAfter('', 2)).toBeNull();
  });
});
