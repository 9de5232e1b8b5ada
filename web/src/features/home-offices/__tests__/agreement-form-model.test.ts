import { describe, expect, it } from 'vitest';
import { draftOf, validateAgreementForm, type AgreementForm } from '../agreement-form-model';

const TODAY = '2026-11-23';
const FILLED: AgreementForm = {
  validFrom: '2026-12-01',
  validTo: '',
  weekdays: [3, 1],
  address: { street: ' ul. Polna ', houseNumber: '1', flatNumber: '', postalCode: '80-001', city: 'Gdańsk' },
  safeWorkplaceConfirmed: true,
  riskAssessmentAcknowledged: true,
  dataProtectionAcknowledged: true,
  justification: '',
};

describe('the application for an agreement, checked as the service checks it', () => {
  it('accepts a filled application, until further notice', () => {
    expect(validateAgreementForm(FILLED, TODAY)).toEqual({});
  });

  it('starts today at the earliest and ends no earlier than it starts', () => {
    expect(validateAgreementForm({ ...FILLED, validFrom: '2026-11-22' }, TODAY).validFrom).toEqual({
      key: 'dates.problems.min',
      values: { min: TODAY },
    });
    expect(validateAgreementForm({ ...FILLED, validFrom: TODAY }, TODAY).validFrom).toBeUndefined();
    expect(validateAgreementForm({ ...FILLED, validTo: '2026-11-30' }, TODAY).validTo).toEqual({
      key: 'homeOffices.form.validToBeforeFrom',
    });
    expect(validateAgreementForm({ ...FILLED, validTo: '2026-12-01' }, TODAY).validTo).toBeUndefined();
  });

  it('names the fields as the service does: the address parts, the weekdays, each statement, the justification', () => {
    const errors = validateAgreementForm(
      {
        ...FILLED,
        weekdays: [],
        address: { ...FILLED.address, street: ' ', postalCode: '80001' },
        riskAssessmentAcknowledged: false,
        justification: 'x'.repeat(501),
      },
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'address.postalCode',
      'address.street',
      'justification',
      'riskAssessmentAcknowledged',
      'weekdays',
    ]);
    expect(errors['address.postalCode']).toEqual({ key: 'address.postalCodeFormat' });
  });

  it('sends the weekdays in order and the texts without the blanks around them', () => {
    const draft = draftOf({ ...FILLED, justification: ' Dojazd ' });
    expect(draft.weekdays).toEqual([1, 3]);
    expect(draft.address.street).toBe('ul. Polna');
    expect(draft.justification).toBe('Dojazd');
  });
});
