import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_QUERY } from '@shared/ui/data-table';
import { useToday } from '../../../test/today';
import { dayParts, daysOf, mondayOf, supervisorOf, weekOf, weekReportExportParams, weekReportParams } from '../week-report-model';

useToday('2026-12-23T10:00:00+01:00');
const t = i18n.t.bind(i18n);

describe('the week report’s week, team and days', () => {
  it('reads any day as its week’s Monday, across months and years', () => {
    expect(mondayOf('2026-12-21')).toBe('2026-12-21');
    expect(mondayOf('2026-12-27')).toBe('2026-12-21');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(daysOf('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('takes this week when the address has no week, or no real date', () => {
    expect(weekOf(null)).toBe('2026-12-21');
    expect(weekOf('2026-02-30')).toBe('2026-12-21');
    expect(weekOf('next')).toBe('2026-12-21');
    expect(weekOf('2027-03-03')).toBe('2027-03-01');
  });

  it('takes a supervisor’s id from the path, else the caller’s own team (0)', () => {
    expect(supervisorOf('1009')).toBe(1009);
    expect(supervisorOf(undefined)).toBe(0);
    expect(supervisorOf('0')).toBe(0);
    expect(supervisorOf('abc')).toBe(0);
  });

  it('asks for the team, the week and the page, and the file without paging', () => {
    const query = { ...DEFAULT_TABLE_QUERY, page: 3, sort: ['-fullName'], search: 'Kow' };
    expect(weekReportParams({ supervisorId: 1009, week: '2026-12-21', query })).toEqual({
      'supervisor-id': 1009,
      'week-start': '2026-12-21',
      page: 3,
      'page-size': 10,
      sort: ['-full-name'],
      search: 'Kow',
    });
    expect(weekReportExportParams('csv', 'en', { supervisorId: 0, week: '2026-12-21', query })).toEqual({
      format: 'csv',
      lang: 'en',
      'supervisor-id': 0,
      'week-start': '2026-12-21',
      search: 'Kow',
      sort: ['-full-name'],
    });
  });

  it('says the place, the absence’s type (only of an absence, and only when the caller may know it) and the hours off', () => {
    const day = { date: '2026-12-23', requestTypeId: 0, requestTypeCode: '', hoursOff: 0 };
    expect(dayParts(t, { ...day, kind: 'absent', requestTypeId: 1, requestTypeCode: 'UW' })).toEqual({
      place: 'Nieobecność',
      type: 'Urlop wypoczynkowy',
      hoursOff: '',
    });
    expect(dayParts(t, { ...day, kind: 'office', hoursOff: 2 })).toEqual({ place: 'Biuro', type: '', hoursOff: '2 h wolnego' });
    expect(dayParts(t, { ...day, kind: 'remote', requestTypeId: 41, requestTypeCode: 'HOOK' })).toEqual({
      place: 'Praca zdalna',
      type: '',
      hoursOff: '',
    });
    expect(dayParts(t, { ...day, kind: 'absent' })).toEqual({ place: 'Nieobecność', type: '', hoursOff: '' });
    expect(dayParts(t, { ...day, kind: 'day-off' }).place).toBe('Dzień wolny');
  });
});
