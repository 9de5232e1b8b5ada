import type { Substitution } from '@shared/substitutions/substitutions-api';

/** A substitution as the gateway prints it (every scalar and list): Jan Kowalski away, Ewa Zając standing in, proposed. */
export function substitutionAnswer(overrides: Partial<Substitution> = {}): Substitution {
  return {
    id: 11,
    employeeId: 1002,
    employeeFullName: 'Jan Kowalski',
    substituteId: 1005,
    substituteFullName: 'Ewa Zając',
    fromDate: '2026-12-01',
    toDate: '2026-12-05',
    statusId: 1,
    status: 'Zaproponowane',
    comment: 'Urlop',
    createdByFullName: 'Jan Kowalski',
    createdAt: '2026-11-20T10:00:00+01:00',
    decidedByFullName: '',
    decidedAt: '',
    decisionComment: '',
    supervisorFullName: 'Anna Nowak',
    allowedActions: [],
    ...overrides,
  };
}

/** A list answer of substitutions, flat as the gateway prints a PageResponse beside `data`. */
export const substitutionListAnswer = (data: Substitution[]) => ({ total: data.length, totalCapped: false, data });

/** A card of the people search (POST employees/search) as a picker lists it. */
export const personCard = (employeeId: number, fullName: string) => ({ employeeId, fullName, sapNumber: '', position: '' });
