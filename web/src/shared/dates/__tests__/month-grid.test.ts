import { describe, expect, it } from 'vitest';
import { eventsOn, monthGrid } from '../month-grid';

describe('month grid (weeks start on Monday, docs/product.md §9)', () => {
  it('starts November 2026 on Monday 26 October and ends on Sunday 6 December', () => {
    const weeks = monthGrid(2026, 11);
    expect(weeks[0][0].date).toBe('2026-10-26');
    expect(weeks[0][6].date).toBe('2026-11-01');
    expect(weeks[weeks.length - 1][6].date).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    expect(weeks[1].filter((d) => d.weekend).map((d) => d.date)).toEqual(['2026-11-07', '2026-11-08']);
  });
  it('a month starting on Monday has no leading days', () => {
    expect(monthGrid(2027, 3)[0][0].date).toBe('2027-03-01');
  });
  it('finds the events that cover a day', () => {
    const events = [
      { date: '2026-11-09', endDate: '2026-11-13', id: 1 },
      { date: '2026-11-11', endDate: '2026-11-11', id: 2 },
    ];
    expect(eventsOn(events, '2026-11-11').map((e) => e.id)).toEqual([1, 2]);
    expect(eventsOn(events, '2026-11-14')).toEqual([]);
  });
});
