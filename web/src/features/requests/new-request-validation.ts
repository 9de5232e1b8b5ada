import { dateProblem, isWeekendDay, type DateLimits } from '@shared/dates/date-rules';
import { addressProblems } from '@shared/address/address-rules';
import { endTimeAfter, MINUTE_STEP, timeProblem } from '@shared/dates/time-rules';
import type { RequestType } from '@shared/leave/request-types';
import type { Address } from './api/types';

/** The same limit the server applies (services/absences request_validation.h). */
export const MAX_COMMENT_LENGTH = 500;
export const MAX_HOURS_PER_DAY = 8;
const KINSHIP_OTHER_HOUSEHOLD_MEMBER = 7;

export interface ReasonForm {
  typeId: number;
  fullName: string;
  degreeOfKinshipId: number;
  purpose: string;
}

/** The new-request form as the user fills it. */
export interface RequestForm {
  employeeId: number | null;
  requestTypeId: number;
  fromDate: string;
  toDate: string;
  hours: number;
  /** Hourly types: when the hours off begin, 'HH:mm'. */
  startTime: string;
  comment: string;
  address: Address;
  reason: ReasonForm;
  reasonAddress: Address;
}

/** A message to translate: its key and values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}
export type FormErrors = Record<string, FieldMessage>;

/**
 * docs/product.md §5 date picker limits of the form: nothing before the type's earliest start (the
 * server says which: today, force majeure a week back), nothing after the end of next year, and start and end on working days — unpaid leave is
 * reckoned in calendar days, so it may start or end on any day.
 */
export function dateLimitsFor(type: RequestType | undefined, today: string, isHoliday: (date: string) => boolean): DateLimits {
  const year = Number(today.slice(0, 4));
  const min = type?.earliestFromDate || today;
  const calendarDays = type?.code === 'UB';
  return {
    min,
    max: `${year + 1}-12-31`,
    isDisabled: calendarDays ? undefined : (date) => isWeekendDay(date) || isHoliday(date),
  };
}

const required: FieldMessage = { key: 'validation.required' };

function checkAddress(prefix: string, a: Address, errors: FormErrors) {
  for (const [part, key] of Object.entries(addressProblems(a))) errors[`${prefix}.${part}`] = { key };
}

/** Client-side rules of the new-request form, the server's rules in the user's language. */
export function validateRequestForm(
  form: RequestForm,
  type: RequestType | undefined,
  limits: DateLimits,
  supervisorMode: boolean,
): FormErrors {
  const errors: FormErrors = {};
  if (supervisorMode && !form.employeeId) errors.employeeId = required;
  if (!type) errors.requestTypeId = required;

  const fromProblem = form.fromDate ? dateProblem(form.fromDate, limits) : null;
  if (!form.fromDate) errors.fromDate = required;
  else if (fromProblem) errors.fromDate = { key: `dates.problems.${fromProblem}`, values: { min: limits.min, max: limits.max } };

  if (type?.inHours) {
    if (!Number.isInteger(form.hours) || form.hours < 1 || form.hours > MAX_HOURS_PER_DAY) {
      errors.hours = { key: 'requests.validation.hours', values: { max: MAX_HOURS_PER_DAY } };
    }
    const startProblem = form.startTime ? timeProblem(form.startTime) : null;
    if (!form.startTime) errors.startTime = required;
    else if (startProblem) errors.startTime = { key: `dates.timeProblems.${startProblem}`, values: { step: MINUTE_STEP } };
    else if (!errors.hours && !endTimeAfter(form.startTime, form.hours)) errors.startTime = { key: 'requests.form.pastMidnight' };
  } else {
    const toProblem = form.toDate ? dateProblem(form.toDate, { ...limits, min: undefined }) : null;
    if (!form.toDate) errors.toDate = required;
    else if (toProblem) errors.toDate = { key: `dates.problems.${toProblem}`, values: { min: limits.min, max: limits.max } };
    else if (form.fromDate && form.toDate < form.fromDate) errors.toDate = { key: 'requests.validation.toBeforeFrom' };
    else if (form.fromDate && form.toDate >= `${Number(form.fromDate.slice(0, 4)) + 1}${form.fromDate.slice(4)}`) {
      errors.toDate = { key: 'requests.validation.atMostYear' };
    }
  }

  if (type?.needsAddress) checkAddress('address', form.address, errors);
  if (type?.needsReason) {
    if (form.reason.typeId !== 1 && form.reason.typeId !== 2) errors['requestReason.typeId'] = required;
    checkAddress('requestReason.address', form.reasonAddress, errors);
  }
  if (type?.needsPurpose && !form.reason.purpose.trim()) errors['requestReason.purpose'] = required;
  if (type?.needsReason || type?.needsPurpose) {
    if (!form.reason.fullName.trim()) errors['requestReason.fullName'] = required;
    if (!form.reason.degreeOfKinshipId) errors['requestReason.degreeOfKinshipId'] = required;
    if (type.needsPurpose && form.reason.degreeOfKinshipId === KINSHIP_OTHER_HOUSEHOLD_MEMBER) {
      checkAddress('requestReason.address', form.reasonAddress, errors);
    }
  }
  if ([...form.comment].length > MAX_COMMENT_LENGTH)
    errors.comment = { key: 'validation.maxLength', values: { maxLength: MAX_COMMENT_LENGTH } };
  return errors;
}

/** The dates are complete enough to ask the server for working days and the limit. */
export const datesReady = (form: RequestForm, type: RequestType | undefined, errors: FormErrors) =>
  !!type && !!form.fromDate && !errors.fromDate && (type.inHours || (!!form.toDate && !errors.toDate));
