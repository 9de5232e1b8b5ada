import type { HomeOfficeAgreement } from '@shared/home-office-agreements/agreements-api';

/** An agreement as the gateway prints it (every scalar and list), awaiting its opinion unless `overrides` say otherwise. */
export function agreementAnswer(overrides: Partial<HomeOfficeAgreement> = {}): HomeOfficeAgreement {
  return {
    id: 7,
    agreementNo: 'PZ/7/2026',
    employeeId: 1002,
    employeeFullName: 'Jan Kowalski',
    supervisorFullName: 'Anna Nowak',
    statusId: 1,
    status: 'Oczekuje na opinię',
    validFrom: '2026-12-01',
    validTo: '',
    weekdays: [1, 3],
    address: { street: 'ul. Polna', houseNumber: '1', flatNumber: '2', postalCode: '80-001', city: 'Gdańsk' },
    safeWorkplaceConfirmed: true,
    riskAssessmentAcknowledged: true,
    dataProtectionAcknowledged: true,
    justification: 'Dojazd 2 godziny',
    submittedAt: '2026-11-20T10:00:00+01:00',
    hasOpinion: false,
    opinionPositive: false,
    opinionComment: '',
    opinionByFullName: '',
    opinionAt: '',
    decisionComment: '',
    decidedByFullName: '',
    decidedAt: '',
    allowedActions: [],
    events: [],
    ...overrides,
  };
}

/** A list answer of agreements, flat as the gateway prints a PageResponse beside `data`. */
export const agreementListAnswer = (data: HomeOfficeAgreement[]) => ({ total: data.length, totalCapped: false, data });
