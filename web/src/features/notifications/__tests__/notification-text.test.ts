import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLocale } from '@shared/i18n/i18n';
import { notificationText } from '../components/notification-text';

const pl = i18n.getFixedT('pl');

const PERIOD = { fromDate: '2026-12-07', toDate: '2026-12-11' };

describe('notification texts', () => {
  beforeAll(() => ensureLocale('en'));

  it('says each kind in Polish without guessing anyone’s gender', () => {
    const say = (kind: string, params: Record<string, string>) => notificationText(pl, { kind, params });
    expect(say('leave.filed', { requestNo: 'UW/2026/000012', requestTypeCode: 'UW', employeeFullName: 'Jan Kowalski', ...PERIOD })).toBe(
      'Nowy wniosek do decyzji: Jan Kowalski, UW/2026/000012 (Urlop wypoczynkowy, 2026-12-07 – 2026-12-11)',
    );
    expect(say('leave.approved', { requestNo: 'UW/2026/000012', requestTypeCode: 'UW', actorFullName: 'Anna Nowak', ...PERIOD })).toBe(
      'Wniosek UW/2026/000012 (Urlop wypoczynkowy, 2026-12-07 – 2026-12-11) został zatwierdzony (decyzja: Anna Nowak)',
    );
    expect(say('leave.rejected', { requestNo: 'UZ/2026/000001', requestTypeCode: 'UZ', actorFullName: 'Anna Nowak', ...PERIOD })).toBe(
      'Wniosek UZ/2026/000001 (Urlop na żądanie, 2026-12-07 – 2026-12-11) został odrzucony (decyzja: Anna Nowak)',
    );
    expect(say('leave.cancellation-requested', { requestNo: 'UW/2026/000012', employeeFullName: 'Jan Kowalski', ...PERIOD })).toBe(
      'Prośba o anulowanie do decyzji: Jan Kowalski, wniosek UW/2026/000012 (2026-12-07 – 2026-12-11)',
    );
    expect(say('leave.cancellation-accepted', { requestNo: 'UW/2026/000012', actorFullName: 'Anna Nowak' })).toBe(
      'Anulowanie wniosku UW/2026/000012 zostało zaakceptowane (decyzja: Anna Nowak)',
    );
    expect(say('leave.cancellation-rejected', { requestNo: 'UW/2026/000012', actorFullName: 'Anna Nowak' })).toBe(
      'Anulowanie wniosku UW/2026/000012 zostało odrzucone (decyzja: Anna Nowak)',
    );
    expect(say('substitution.confirmed', { employeeFullName: 'Anna Nowak', ...PERIOD })).toBe(
      'Zastępstwo za: Anna Nowak, 2026-12-07 – 2026-12-11',
    );
    expect(
      say('leave.taken-over', {
        requestNo: 'UW/2026/000012',
        employeeFullName: 'Jan Kowalski',
        actorFullName: 'Katarzyna Wiśniewska',
        ...PERIOD,
      }),
    ).toBe('Wniosek UW/2026/000012 (Jan Kowalski, 2026-12-07 – 2026-12-11) przejął dział kadr (przejęcie: Katarzyna Wiśniewska)');
    expect(
      say('leave.verification-deadline-near', {
        requestNo: 'UW/2026/000012',
        employeeFullName: 'Jan Kowalski',
        verificationDeadline: '2026-12-03',
        ...PERIOD,
      }),
    ).toBe('Termin weryfikacji wniosku UW/2026/000012 (Jan Kowalski, 2026-12-07 – 2026-12-11) mija 2026-12-03');
    // Working time: the day, the time approved as hours and minutes, the month.
    expect(say('work-time.day-corrected', { day: '2026-11-24', actorFullName: 'Anna Nowak' })).toBe(
      'Ewidencja czasu pracy z dnia 2026-11-24 została zmieniona (zmiana: Anna Nowak)',
    );
    expect(say('work-time.overtime-approved', { day: '2026-11-24', minutes: '150', actorFullName: 'Anna Nowak' })).toBe(
      'Nadgodziny z dnia 2026-11-24 zatwierdzone: 2:30 (decyzja: Anna Nowak)',
    );
    expect(say('work-time.day-off-given', { day: '2026-12-04', forDay: '2026-11-28', actorFullName: 'Anna Nowak' })).toBe(
      'Dzień wolny 2026-12-04 za pracę w dniu 2026-11-28 (decyzja: Anna Nowak)',
    );
    expect(say('work-time.month-closed', { month: '2026-10', actorFullName: 'Anna Nowak' })).toBe(
      'Miesiąc 2026-10 został zamknięty w ewidencji czasu pracy (zamknięcie: Anna Nowak)',
    );
    for (const unknown of ['payroll.sent', 'leave', 'leave.', 'leave.constructor', 'toString.x', ''])
      expect(say(unknown, { requestNo: 'X' }), unknown).toBe('Nowe powiadomienie');
  });

  it('says them in the reader’s language, the request type as the app names it', () => {
    const en = i18n.getFixedT('en');
    expect(
      notificationText(en, {
        kind: 'leave.filed',
        params: { requestNo: 'UW/2026/000012', requestTypeCode: 'UW', employeeFullName: 'Jan Kowalski', ...PERIOD },
      }),
    ).toBe('New request to decide: Jan Kowalski, UW/2026/000012 (Annual leave, 2026-12-07 – 2026-12-11)');
    expect(notificationText(en, { kind: 'unknown', params: {} })).toBe('New notification');
  });

  it('shows a request type it does not know by its code', () => {
    const params = { requestNo: 'ZZ/2026/000001', requestTypeCode: 'ZZ', actorFullName: 'Anna Nowak', ...PERIOD };
    expect(notificationText(pl, { kind: 'leave.approved', params })).toBe(
      'Wniosek ZZ/2026/000001 (ZZ, 2026-12-07 – 2026-12-11) został zatwierdzony (decyzja: Anna Nowak)',
    );
  });
});
