import { describe, expect, it } from 'vitest';
import { toQueryString } from '../query-string';
import { reviveDates } from '../revive-dates';

describe('query conventions (docs/product.md §7)', () => {
  it('drops falsy values and repeats arrays', () => {
    expect(
      toQueryString({ page: 1, 'page-size': 10, search: '', active: false, n: 0, x: null, sort: ['-submitted-date', 'request-no'] }),
    ).toBe('page=1&page-size=10&sort=-submitted-date&sort=request-no');
  });

  it('sends a date as ISO 8601 with the Warsaw offset of that moment, not as UTC', () => {
    // Summer (+02:00) and winter (+01:00): the offset is the one of the moment, not of today.
    const q = new URLSearchParams(toQueryString({ from: new Date('2026-07-01T22:30:00Z'), to: [new Date('2026-12-31T23:00:00Z')] }));
    expect(q.get('from')).toBe('2026-07-02T00:30:00+02:00');
    expect(q.get('to')).toBe('2027-01-01T00:00:00+01:00');
  });
});

describe('date fields in responses (docs/product.md §7)', () => {
  it('converts fields ending in At, On, AtFrom, OnTo, WindowFrom… and leaves others', () => {
    const out = reviveDates({
      data: [{ submittedAt: '2026-11-23T08:00:00+01:00', workdayOn: '2026-11-23', requestNo: '2026-11-23', note: 'On' }],
      total: 1,
      bonus: { startOn: '2026-06-01', registrationWindowFrom: '2026-06-01T00:00:00+02:00', name: 'x' },
    });
    const row = out.data[0] as Record<string, unknown>;
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect((row.submittedAt as Date).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(row.workdayOn).toBeInstanceOf(Date);
    expect(row.requestNo).toBe('2026-11-23');
    expect(out.bonus.startOn).toBeInstanceOf(Date);
    expect(out.bonus.registrationWindowFrom).toBeInstanceOf(Date);
    expect(out.total).toBe(1);
  });
});
