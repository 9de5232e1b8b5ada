import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '../numbers';

describe('numbers in the user language', () => {
  it('writes the decimal comma in Polish and the point in English', () => {
    expect(formatPercent(15.4, 'pl')).toBe('15,4%');
    expect(formatPercent(15.4, 'en')).toBe('15.4%');
    expect(formatNumber(7.5, 'pl')).toBe('7,5');
    expect(formatNumber(26, 'pl')).toBe('26');
  });
});
