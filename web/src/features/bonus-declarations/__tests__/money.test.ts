import { describe, expect, it } from 'vitest';
import { groszeOf, int64Of } from '../api/types';
import { formatZloty, parseZloty, zlotyInput } from '../money';

describe('parseZloty: typed złoty to whole grosze, no floating point', () => {
  it.each([
    ['3500', 350000],
    ['3 500', 350000],
    ['3\u00a0500,01', 350001],
    ['3 500,01', 350001],
    ['3500,5', 350050],
    ['3500.5', 350050],
    ['0,05', 5],
    [',5', null],
    ['12,', 1200],
    ['007', 700],
    ['  42 ', 4200],
    ['1 234 567,89 zł', 123456789],
    ['', 0],
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
  ])('%j -> %j', (text, grosze) => {
    expect(parseZloty(text)).toBe(grosze);
  });

  it.each(['-5', '3,501', '1,2,3', 'abc', '3 500,0a', '1e3', '12.345,67', '1000000000'])('refuses %j', (text) => {
    expect(parseZloty(text)).toBeNull();
  });
});

describe('formatZloty: Polish złoty, in one place', () => {
  it('groups thousands (four digits too) and prints two decimals', () => {
    expect(formatZloty(350000)).toBe('3\u00a0500,00\u00a0zł');
    expect(formatZloty(80000)).toBe('800,00\u00a0zł');
    expect(formatZloty(5)).toBe('0,05\u00a0zł');
    expect(formatZloty(123456789)).toBe('1\u00a0234\u00a0567,89\u00a0zł');
  });

  it('shows a filed amount in a field with Polish grouping, as the rest of the screen writes it', () => {
    expect(zlotyInput(5613701)).toBe('56\u00a0137,01');
    expect(zlotyInput(0)).toBe('0,00');
    expect(formatZloty(5613701)).toBe(`${zlotyInput(5613701)}\u00a0zł`);
  });

  it('round-trips what the form shows', () => {
    for (const g of [0, 5, 100, 350001, 123456789]) expect(parseZloty(zlotyInput(g))).toBe(g);
  });
});

describe('groszeOf: int64 JSON as a string or a number', () => {
  it('reads both forms', () => {
    expect(groszeOf('350000')).toBe(350000);
    expect(groszeOf(350000)).toBe(350000);
    expect(groszeOf(' 80000 ')).toBe(80000);
    expect(groszeOf('-15')).toBe(-15);
  });
  it('takes anything else as 0', () => {
    expect(groszeOf(undefined)).toBe(0);
    expect(groszeOf('12.5')).toBe(0);
    expect(groszeOf('abc')).toBe(0);
    expect(groszeOf(1.5)).toBe(0);
  });
  it('writes grosze as int64 JSON', () => {
    expect(int64Of(350001)).toBe('350001');
  });
});
