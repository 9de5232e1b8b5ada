import { Role, type RoleName } from '@shared/session/roles';
import { Gender, HrArea } from '@shared/session/types';
import type { ImportedContract, ImportedPerson } from './api/types';

/**
 * HR's spreadsheet of the organisation (docs/people-import.md): one row a person, one column a
 * field, headed by the Polish names below. Cells are read as text (a date cell as its day); the
 * server checks every value, so what cannot be read is sent as typed and refused there, per cell.
 */

/** A cell's value as the reading library hands it over. */
export type Cell = string | number | boolean | Date | null | undefined;

/** The file's rows, keyed by the column's header as written in the file. */
export type SheetRow = Record<string, Cell>;

interface Column {
  header: string;
  /** The template's example value. */
  example: string;
  /** The JSON field the server names in a refusal (without `people[i].`), when it is this column's. */
  field?: string;
}

/** The columns in the template's order. */
export const COLUMNS: readonly Column[] = [
  { header: 'Numer SAP', example: '00051001', field: 'sapNumber' },
  { header: 'Imię', example: 'Anna', field: 'firstName' },
  { header: 'Nazwisko', example: 'Kowalczyk', field: 'lastName' },
  { header: 'Płeć', example: 'K', field: 'genderId' },
  { header: 'Stanowisko', example: 'Specjalista ds. płac', field: 'position' },
  { header: 'E-mail służbowy', example: 'anna.kowalczyk@firma.pl', field: 'companyEmail' },
  { header: 'E-mail prywatny', example: '', field: 'privateEmail' },
  { header: 'Telefon służbowy', example: '+48 22 100 20 30', field: 'companyPhoneNumber' },
  { header: 'Telefon prywatny', example: '', field: 'privatePhoneNumber' },
  { header: 'Ulica', example: 'ul. Prosta', field: 'address.street' },
  { header: 'Nr domu', example: '12', field: 'address.houseNumber' },
  { header: 'Nr lokalu', example: '4', field: 'address.flatNumber' },
  { header: 'Kod pocztowy', example: '00-850', field: 'address.postalCode' },
  { header: 'Miejscowość', example: 'Warszawa', field: 'address.city' },
  { header: 'ID lokalizacji', example: '1', field: 'locationId' },
  { header: 'Lokalizacja', example: 'Warszawa', field: 'locationName' },
  { header: 'Obszar kadrowy', example: 'ASP', field: 'hrAreaId' },
  { header: 'ID grupy pracowników', example: '2', field: 'employmentSubGroupId' },
  { header: 'Grupa pracowników', example: 'Pracownicy umysłowi', field: 'employmentSubGroupName' },
  { header: 'Dział', example: 'Dział płac', field: 'departmentName' },
  { header: 'SAP przełożonego', example: '00001004', field: 'supervisorSapNumber' },
  { header: 'Data zatrudnienia', example: '2026-12-01', field: 'employedSince' },
  { header: 'Data zakończenia', example: '', field: 'employedUntil' },
  { header: 'Rodzaj umowy', example: 'na czas nieokreślony' },
  { header: 'Wymiar etatu', example: '1/1' },
  { header: 'Wcześniejsze zatrudnienie', example: '2018-01-01..2026-11-30' },
  { header: 'Wykształcenie', example: 'wyższe', field: 'education' },
  { header: 'Stopień niepełnosprawności', example: 'brak', field: 'disabilityDegree' },
  { header: 'Rok bilansu otwarcia', example: '', field: 'openingBalanceYear' },
  { header: 'Urlop zaległy (dni)', example: '', field: 'openingCarriedOverDays' },
  { header: 'Uprawnienia', example: 'has_access_to_my_work_times', field: 'accessFlags' },
  { header: 'Benefity', example: 'Pakiet medyczny od 2026-12-01', field: 'benefits' },
  { header: 'Nazwa użytkownika', example: 'anna.kowalczyk', field: 'username' },
  { header: 'Role', example: '', field: 'roleIds' },
];

/** Headers a file must have before anything is sent. */
export const REQUIRED_HEADERS = ['Numer SAP', 'Imię', 'Nazwisko', 'Data zatrudnienia', 'Nazwa użytkownika'];
/** What one upload may hold (the server takes 500 people a call). */
export const MAX_ROWS = 500;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const key = (header: string) => header.toLocaleLowerCase('pl').replace(/\s+/g, ' ').trim();

/** The headers of COLUMNS a file lacks (compared without case and extra spaces). */
export function missingHeaders(headers: string[]): string[] {
  const present = new Set(headers.map(key));
  return REQUIRED_HEADERS.filter((h) => !present.has(key(h)));
}

/** A cell as text: a date cell as its calendar day (spreadsheets keep days at midnight UTC). */
export function cellText(cell: Cell): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);

/** The codes of the coded fields, as the server takes them (docs/people-import.md). */
export const CODES = {
  gender: [Gender.Male, Gender.Female],
  hrArea: [HrArea.ASP, HrArea.BPO],
  education: ['none', 'basic_vocational', 'secondary_vocational', 'secondary_general', 'post_secondary', 'higher'],
  disability: ['none', 'light', 'moderate', 'significant'],
} as const;

const WORDS: Record<string, Record<string, string | number>> = {
  gender: { m: Gender.Male, mężczyzna: Gender.Male, '1': Gender.Male, k: Gender.Female, kobieta: Gender.Female, '2': Gender.Female },
  hrArea: { asp: HrArea.ASP, '2': HrArea.ASP, bpo: HrArea.BPO, '11': HrArea.BPO },
  education: {
    brak: 'none',
    podstawowe: 'none',
    'zasadnicze zawodowe': 'basic_vocational',
    'średnie zawodowe': 'secondary_vocational',
    'średnie ogólnokształcące': 'secondary_general',
    policealne: 'post_secondary',
    wyższe: 'higher',
  },
  disability: { brak: 'none', lekki: 'light', umiarkowany: 'moderate', znaczny: 'significant' },
};
/** The code a word stands for; an unknown word is sent as typed, so the server names it. */
const word = (table: keyof typeof WORDS, text: string) => WORDS[table][key(text)] ?? text;

/** "2015-01-01..2019-12-31; 2020-02-01..2020-12-31": earlier employment, counted for seniority. */
function earlierEmployment(text: string): ImportedContract[] {
  return text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((period) => {
      const [startOn, endOn = ''] = period.split('..').map((d) => d.trim());
      return {
        contractTypeName: 'umowa o pracę',
        startOn,
        endOn,
        workingTimeNumerator: 1,
        workingTimeDenominator: 1,
        position: '',
        withThisEmployer: false,
      };
    });
}

/** "Pakiet medyczny od 2024-01-01; Karta sportowa od 2024-02-01". */
function benefits(text: string) {
  return text
    .split(';')
    .map((b) => b.trim())
    .filter(Boolean)
    .map((b) => {
      const m = /^(.*?)\s+od\s+(\S+)$/.exec(b);
      return { name: m ? m[1] : b, startOn: m ? m[2] : '', endOn: '' };
    });
}

/** Role names (as the product names them: Manager, HR, ...) to their ids; Employee is given anyway. */
function roles(text: string): number[] {
  return text
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((name) => {
      const found = Object.entries(Role).find(([n]) => key(n) === key(name));
      return found ? found[1] : Number.isInteger(Number(name)) ? Number(name) : 0;
    })
    .filter((id) => id !== Role['Employee' as RoleName]);
}

/** One row of the file as the person the HR system would send. */
export function personOf(row: SheetRow): ImportedPerson {
  const cells = new Map(Object.entries(row).map(([h, v]) => [key(h), cellText(v)]));
  const at = (header: string) => cells.get(key(header)) ?? '';
  const since = at('Data zatrudnienia');
  const until = at('Data zakończenia');
  const [numerator, denominator] = (at('Wymiar etatu') || '1/1').split('/').map((n) => whole(n.trim()));
  const current: ImportedContract[] = at('Rodzaj umowy')
    ? [
        {
          contractTypeName: at('Rodzaj umowy'),
          startOn: since,
          endOn: until,
          workingTimeNumerator: numerator,
          workingTimeDenominator: denominator ?? 0,
          position: at('Stanowisko'),
          withThisEmployer: true,
        },
      ]
    : [];
  return {
    sapNumber: at('Numer SAP'),
    firstName: at('Imię'),
    lastName: at('Nazwisko'),
    genderId: Number(word('gender', at('Płeć'))) || 0,
    position: at('Stanowisko'),
    companyEmail: at('E-mail służbowy'),
    privateEmail: at('E-mail prywatny'),
    companyPhoneNumber: at('Telefon służbowy'),
    privatePhoneNumber: at('Telefon prywatny'),
    address: {
      street: at('Ulica'),
      houseNumber: at('Nr domu'),
      flatNumber: at('Nr lokalu'),
      postalCode: at('Kod pocztowy'),
      city: at('Miejscowość'),
    },
    locationId: whole(at('ID lokalizacji')),
    locationName: at('Lokalizacja'),
    hrAreaId: Number(word('hrArea', at('Obszar kadrowy'))) || 0,
    employmentSubGroupId: whole(at('ID grupy pracowników')),
    employmentSubGroupName: at('Grupa pracowników'),
    departmentName: at('Dział'),
    supervisorSapNumber: at('SAP przełożonego'),
    employedSince: since,
    employedUntil: until,
    contracts: [...current, ...earlierEmployment(at('Wcześniejsze zatrudnienie'))],
    accessFlags: at('Uprawnienia')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    benefits: benefits(at('Benefity')),
    education: String(word('education', at('Wykształcenie') || 'brak')),
    disabilityDegree: String(word('disability', at('Stopień niepełnosprawności') || 'brak')),
    openingBalanceYear: whole(at('Rok bilansu otwarcia')),
    openingCarriedOverDays: whole(at('Urlop zaległy (dni)')),
    username: at('Nazwa użytkownika'),
    roleIds: roles(at('Role')),
  };
}

/**
 * The column of the file a refusal is about: `people[3].address.postalCode` → "Kod pocztowy";
 * the current contract's fields are its columns, earlier contracts are "Wcześniejsze zatrudnienie".
 */
export function columnOf(field: string): string {
  const own = field.replace(/^people\[\d+\]\./, '');
  const contract = /^contracts\[(\d+)\]\.(\w+)/.exec(own);
  if (contract) {
    if (contract[1] !== '0') return 'Wcześniejsze zatrudnienie';
    if (contract[2] === 'startOn') return 'Data zatrudnienia';
    if (contract[2] === 'endOn') return 'Data zakończenia';
    if (contract[2].startsWith('workingTime')) return 'Wymiar etatu';
    return 'Rodzaj umowy';
  }
  const base = own.replace(/\[\d+\].*$/, '');
  return COLUMNS.find((c) => c.field === own || c.field === base)?.header ?? own;
}
