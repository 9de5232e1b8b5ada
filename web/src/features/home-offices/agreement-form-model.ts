import { addressProblems } from '@shared/address/address-rules';
import { dateProblem } from '@shared/dates/date-rules';
import { MAX_AGREEMENT_TEXT_LENGTH } from '@shared/home-office-agreements/agreements-api';
import type { Address } from '@shared/session/session-api';
import type { HomeOfficeAgreementDraft } from './api/types';

/** ISO days an agreement may name: the standard schedule's working days, Monday to Friday. */
export const AGREEMENT_WEEKDAYS = [1, 2, 3, 4, 5];

/** The statements the employee gives before remote work starts (KP art. 67³¹), each required. */
export const STATEMENTS = ['safeWorkplaceConfirmed', 'riskAssessmentAcknowledged', 'dataProtectionAcknowledged'] as const;
export type Statement = (typeof STATEMENTS)[number];

/** The application as the employee fills it in. */
export interface AgreementForm extends Record<Statement, boolean> {
  validFrom: string;
  /** '' = until further notice. */
  validTo: string;
  weekdays: number[];
  address: Address;
  justification: string;
}

/** A message to translate: its key and values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}
/** By the field's JSON name, as the service names its problems (address.city, weekdays, ...). */
export type FormErrors = Record<string, FieldMessage>;

/**
 * The service's rules of an application, in the user's language before anything is sent: the
 * agreement starts today or later and does not end before it starts, names at least one weekday,
 * the remote workplace's address (NN-NNN postal code), the three statements, a justification of
 * at most 500 characters.
 */
export function validateAgreementForm(form: AgreementForm, today: string): FormErrors {
  const errors: FormErrors = {};
  const fromProblem = form.validFrom ? dateProblem(form.validFrom, { min: today }) : null;
  if (!form.validFrom) errors.validFrom = { key: 'validation.required' };
  else if (fromProblem) errors.validFrom = { key: `dates.problems.${fromProblem}`, values: { min: today } };
  if (form.validTo) {
    if (dateProblem(form.validTo, {})) errors.validTo = { key: 'dates.problems.format' };
    else if (form.validFrom && form.validTo < form.validFrom) errors.validTo = { key: 'homeOffices.form.validToBeforeFrom' };
  }
  if (form.weekdays.length === 0) errors.weekdays = { key: 'homeOffices.form.weekdaysRequired' };
  for (const [part, key] of Object.entries(addressProblems(form.address))) errors[`address.${part}`] = { key };
  for (const statement of STATEMENTS) if (!form[statement]) errors[statement] = { key: 'homeOffices.form.statementRequired' };
  if ([...form.justification].length > MAX_AGREEMENT_TEXT_LENGTH)
    errors.justification = { key: 'validation.maxLength', values: { maxLength: MAX_AGREEMENT_TEXT_LENGTH } };
  return errors;
}

const trimmed = (a: Address): Address => ({
  street: a.street.trim(),
  houseNumber: a.houseNumber.trim(),
  flatNumber: a.flatNumber.trim(),
  postalCode: a.postalCode.trim(),
  city: a.city.trim(),
});

/** What is sent: the weekdays in order, the texts without the blanks around them. */
export const draftOf = (form: AgreementForm): HomeOfficeAgreementDraft => ({
  validFrom: form.validFrom,
  validTo: form.validTo,
  weekdays: [...form.weekdays].sort((a, b) => a - b),
  address: trimmed(form.address),
  safeWorkplaceConfirmed: form.safeWorkplaceConfirmed,
  riskAssessmentAcknowledged: form.riskAssessmentAcknowledged,
  dataProtectionAcknowledged: form.dataProtectionAcknowledged,
  justification: form.justification.trim(),
});
