import { describe, expect, it } from 'vitest';
import { acceptedSince, inAnnouncementWindow, nextAnnouncementWeek } from '../announcement-week';

// Instants are given in UTC; the comments say what the clock in Warsaw shows.
describe('acceptedSince: the most recent Monday 00:00 in Warsaw, ISO with the offset', () => {
  it('on a Wednesday in winter (CET, +01:00)', () => {
    expect(acceptedSince(new Date('2026-11-25T11:00:00Z'))).toBe('2026-11-23T00:00:00+01:00');
  });
  it('on Sunday 23:30 in Warsaw it is the Monday six days before', () => {
    // Sunday 2026-11-29 23:30 CET
    expect(acceptedSince(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-23T00:00:00+01:00');
  });
  it('on Monday 00:00 in Warsaw it is that very moment (still Sunday in UTC)', () => {
    // Monday 2026-11-30 00:00 CET = Sunday 23:00 UTC
    expect(acceptedSince(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-30T00:00:00+01:00');
  });
  it('a minute before Monday in Warsaw is still the previous week', () => {
    expect(acceptedSince(new Date('2026-11-29T22:59:00Z'))).toBe('2026-11-23T00:00:00+01:00');
  });
  it('in summer the offset is +02:00 (Monday 00:00 CEST is Sunday 22:00 UTC)', () => {
    expect(acceptedSince(new Date('2026-07-05T22:00:00Z'))).toBe('2026-07-06T00:00:00+02:00');
    expect(acceptedSince(new Date('2026-07-05T21:59:59Z'))).toBe('2026-06-29T00:00:00+02:00');
  });
  it('in the week summer time starts (Sunday 2026-03-29) Monday was still winter time', () => {
    // Sunday 2026-03-29 12:00 CEST
    expect(acceptedSince(new Date('2026-03-29T10:00:00Z'))).toBe('2026-03-23T00:00:00+01:00');
    // Monday 2026-03-30 00:00 CEST
    expect(acceptedSince(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30T00:00:00+02:00');
  });
  it('in the week summer time ends (Sunday 2026-10-25) Monday was still summer time', () => {
    // Sunday 2026-10-25 23:30 CET
    expect(acceptedSince(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-19T00:00:00+02:00');
    // Monday 2026-10-26 00:00 CET
    expect(acceptedSince(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26T00:00:00+01:00');
  });
});

describe('nextAnnouncementWeek: when an acceptance stops counting (the checks resume then)', () => {
  it('is the next Monday 00:00 in Warsaw, also across the October change to winter time', () => {
    expect(nextAnnouncementWeek(new Date('2026-11-25T11:00:00Z')).getTime()).toBe(Date.parse('2026-11-29T23:00:00.000Z'));
    // Monday 2026-10-19 00:30 CEST; the week holds 169 hours, the next Monday is 00:00 CET.
    expect(nextAnnouncementWeek(new Date('2026-10-18T22:30:00Z')).getTime()).toBe(Date.parse('2026-10-25T23:00:00.000Z'));
    // Sunday 23:59 CET of the March week of 167 hours.
    expect(nextAnnouncementWeek(new Date('2026-03-29T21:59:00Z')).getTime()).toBe(Date.parse('2026-03-29T22:00:00.000Z'));
  });
});

describe('inAnnouncementWindow: from the first day of the campaign to its last day of filing, in Warsaw', () => {
  const campaign = { startOn: '2026-11-02', canPlaceEndOn: '2026-12-15' };
  it.each([
    ['2026-11-01T22:59:00Z', false], // Sunday 23:59 in Warsaw
    ['2026-11-01T23:00:00Z', true], // Monday 00:00 in Warsaw, the first day
    ['2026-12-15T22:59:00Z', true], // the last day, 23:59
    ['2026-12-15T23:00:00Z', false],
  ])('%s → %s', (at, expected) => expect(inAnnouncementWindow(campaign, new Date(at))).toBe(expected));
});
