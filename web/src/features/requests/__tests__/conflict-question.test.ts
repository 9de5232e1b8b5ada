import { describe, expect, it } from 'vitest';
import { daysLostOutside } from '../components/conflict-question';

describe('what a confirmed filing cancels', () => {
  it('filing 16–17 Dec over 14–18 Dec loses 14, 15 and 18 Dec with the old request', () => {
    const noHoliday = () => false;
    expect(daysLostOutside({ fromDate: '2026-12-14', toDate: '2026-12-18' }, '2026-12-16', '2026-12-17', noHoliday)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-18',
    ]);
  });
  it('weekends and holidays are no working days lost', () => {
    const holiday = (d: string) => ['2026-12-24', '2026-12-25', '2026-12-26'].includes(d);
    expect(daysLostOutside({ fromDate: '2026-12-18', toDate: '2026-12-28' }, '2026-12-21', '2026-12-23', holiday)).toEqual([
      '2026-12-18',
      '2026-12-28',
    ]);
  });
});
