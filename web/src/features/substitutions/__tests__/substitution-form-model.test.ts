import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../lib/query-string';
import { substitutionListParams } from '../api/substitutions-api';
import { draftOf, EMPTY_SUBSTITUTION_FORM, validateSubstitutionForm } from '../substitution-form-model';

const TODAY = '2026-11-23';
const JAN = { employeeId: 1002, fullName: 'Jan Kowalski', sapNumber: '', position: '' };
const EWA = { employeeId: 1005, fullName: 'Ewa Zając', sapNumber: '', position: '' };
const FILLED = { ...EMPTY_SUBSTITUTION_FORM, substitute: EWA, fromDate: '2026-12-01', toDate: '2026-12-05' };
const keysOf = (errors: Record<string, { key: string }>) => Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, m.key]));

describe('the substitution form (the service rules, services/absences/domain/substitutions.cc)', () => {
  it('asks for the substitute and the period; a supervisor names the away person too', () => {
    expect(keysOf(validateSubstitutionForm(EMPTY_SUBSTITUTION_FORM, 'propose', TODAY))).toEqual({
      substituteId: 'validation.required',
      fromDate: 'validation.required',
      toDate: 'validation.required',
    });
    expect(keysOf(validateSubstitutionForm(FILLED, 'set', TODAY))).toEqual({ employeeId: 'validation.required' });
    expect(validateSubstitutionForm(FILLED, 'propose', TODAY)).toEqual({});
  });

  it('starts today at the earliest, ends no earlier, covers at most 366 days; nobody stands in for themselves', () => {
    expect(keysOf(validateSubstitutionForm({ ...FILLED, fromDate: '2026-11-22' }, 'propose', TODAY))).toEqual({
      fromDate: 'dates.problems.min',
    });
    expect(keysOf(validateSubstitutionForm({ ...FILLED, toDate: '2026-11-30' }, 'propose', TODAY))).toEqual({
      toDate: 'substitutions.form.toBeforeFrom',
    });
    // 2026-12-01 .. 2027-12-01 is 366 days; a day more is too long.
    expect(validateSubstitutionForm({ ...FILLED, toDate: '2027-12-01' }, 'propose', TODAY)).toEqual({});
    expect(keysOf(validateSubstitutionForm({ ...FILLED, toDate: '2027-12-02' }, 'propose', TODAY))).toEqual({
      toDate: 'substitutions.form.tooLong',
    });
    expect(keysOf(validateSubstitutionForm({ ...FILLED, employee: EWA }, 'set', TODAY))).toEqual({
      substituteId: 'substitutions.form.self',
    });
    expect(keysOf(validateSubstitutionForm({ ...FILLED, comment: 'x'.repeat(501) }, 'propose', TODAY))).toEqual({
      comment: 'validation.maxLength',
    });
  });

  it('sends a proposal without the away person (the caller), a supervisor’s with them', () => {
    expect(draftOf({ ...FILLED, comment: ' urlop ' }, 'propose')).toEqual({
      substituteId: 1005,
      fromDate: '2026-12-01',
      toDate: '2026-12-05',
      comment: 'urlop',
    });
    expect(draftOf({ ...FILLED, employee: JAN }, 'set')).toEqual({
      employeeId: 1002,
      substituteId: 1005,
      fromDate: '2026-12-01',
      toDate: '2026-12-05',
      comment: '',
    });
  });
});

describe('substitution list query (docs/architecture.md §3)', () => {
  it('sends paging, the kebab-case sort, the search, the repeated status ids, the period and the side', () => {
    const q = toQueryString(
      substitutionListParams({
        side: 'standing-in',
        query: { page: 2, pageSize: 25, sort: ['-fromDate', 'substituteFullName'], search: 'Now' },
        filter: { statusIds: [1, 2], dateFrom: '2026-12-01', dateTo: '2026-12-31' },
      }),
    );
    expect(q).toBe(
      'page=2&page-size=25&sort=-from-date&sort=substitute-full-name&search=Now&status-ids=1&status-ids=2&date-from=2026-12-01&date-to=2026-12-31&side=standing-in',
    );
  });
});
