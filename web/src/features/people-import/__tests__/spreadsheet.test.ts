import { describe, expect, it } from 'vitest';
import { COLUMNS, columnOf, missingHeaders, personOf } from '../spreadsheet';

describe('a row of the spreadsheet as the person the import takes', () => {
  it('reads headers whatever their case and spacing, date cells as their day, words as codes', () => {
    const person = personOf({
      ' numer sap ': '00051001',
      Imię: 'Anna',
      NAZWISKO: 'Kowalczyk',
      Płeć: 'K',
      'Obszar kadrowy': 'bpo',
      'Data zatrudnienia': new Date('2026-12-01T00:00:00Z'),
      'Rodzaj umowy': 'na czas nieokreślony',
      'Wymiar etatu': '3/4',
      Stanowisko: 'Księgowa',
      'Wcześniejsze zatrudnienie': '2015-01-01..2019-12-31; 2020-02-01..2020-12-31',
      Wykształcenie: 'Średnie zawodowe',
      'Stopień niepełnosprawności': 'znaczny',
      Benefity: 'Pakiet medyczny od 2026-12-01; Karta sportowa',
      Uprawnienia: 'has_access_to_my_work_times, has_access_to_substitutions',
      'Nazwa użytkownika': 'anna.kowalczyk',
      Role: 'Manager, hr, Employee',
      'ID lokalizacji': 3,
      'Urlop zaległy (dni)': '7',
      'Rok bilansu otwarcia': 2026,
    });
    expect(person).toMatchObject({
      sapNumber: '00051001',
      firstName: 'Anna',
      lastName: 'Kowalczyk',
      genderId: 2,
      hrAreaId: 11,
      employedSince: '2026-12-01',
      education: 'secondary_vocational',
      disabilityDegree: 'significant',
      accessFlags: ['has_access_to_my_work_times', 'has_access_to_substitutions'],
      username: 'anna.kowalczyk',
      roleIds: [9043, 9042],
      locationId: 3,
      openingBalanceYear: 2026,
      openingCarriedOverDays: 7,
    });
    expect(person.contracts).toEqual([
      {
        contractTypeName: 'na czas nieokreślony',
        startOn: '2026-12-01',
        endOn: '',
        workingTimeNumerator: 3,
        workingTimeDenominator: 4,
        position: 'Księgowa',
        withThisEmployer: true,
      },
      {
        contractTypeName: 'umowa o pracę',
        startOn: '2015-01-01',
        endOn: '2019-12-31',
        workingTimeNumerator: 1,
        workingTimeDenominator: 1,
        position: '',
        withThisEmployer: false,
      },
      {
        contractTypeName: 'umowa o pracę',
        startOn: '2020-02-01',
        endOn: '2020-12-31',
        workingTimeNumerator: 1,
        workingTimeDenominator: 1,
        position: '',
        withThisEmployer: false,
      },
    ]);
    expect(person.benefits).toEqual([
      { name: 'Pakiet medyczny', startOn: '2026-12-01', endOn: '' },
      { name: 'Karta sportowa', startOn: '', endOn: '' },
    ]);
  });

  it('sends what it cannot read as typed, so the server names the cell', () => {
    const person = personOf({ Płeć: 'X', Wykształcenie: 'doktorat', 'Data zatrudnienia': '1.12.2026' });
    expect(person.genderId).toBe(0);
    expect(person.education).toBe('doktorat');
    expect(person.employedSince).toBe('1.12.2026');
    expect(person.contracts).toEqual([]);
  });

  it('says which required columns a file lacks', () => {
    expect(missingHeaders(COLUMNS.map((c) => c.header))).toEqual([]);
    expect(missingHeaders(['numer sap', 'Imię'])).toEqual(['Nazwisko', 'Data zatrudnienia', 'Nazwa użytkownika']);
  });

  it('names the column of each refusal the server sends', () => {
    expect(columnOf('people[3].address.postalCode')).toBe('Kod pocztowy');
    expect(columnOf('people[0].supervisorSapNumber')).toBe('SAP przełożonego');
    expect(columnOf('people[0].contracts[0].workingTimeNumerator')).toBe('Wymiar etatu');
    expect(columnOf('people[0].contracts[0].contractTypeName')).toBe('Rodzaj umowy');
    expect(columnOf('people[0].contracts[2].endOn')).toBe('Wcześniejsze zatrudnienie');
    expect(columnOf('people[1].roleIds[0]')).toBe('Role');
    expect(columnOf('people[1].benefits[1].startOn')).toBe('Benefity');
    expect(columnOf('people[1].openingCarriedOverDays')).toBe('Urlop zaległy (dni)');
  });
});
