import type { Address } from '@shared/session/session-api';
/**
 * JSON of kadry.absences.v1 this feature sends and reads beside the shared agreement types
 * (@shared/home-office-agreements); each type names the message it mirrors
 * (docs/decisions/0005-web-api-types.md).
 */

/** What an employee applies for (art. 67¹⁹ §3). @proto kadry.absences.v1.HomeOfficeAgreementDraft */
export interface HomeOfficeAgreementDraft {
  validFrom: string;
  /** "" = until further notice. */
  validTo: string;
  weekdays: number[];
  address: Address;
  safeWorkplaceConfirmed: boolean;
  riskAssessmentAcknowledged: boolean;
  dataProtectionAcknowledged: boolean;
  justification: string;
}

/** The part of a request row the caller's remote work requests show. @proto kadry.absences.v1.RequestRow */
export interface HomeOfficeRequestRow {
  id: number;
  requestNo: string;
  submittedDate: string;
  fromDate: string;
  toDate: string;
  numberOfWorkingDays: number;
  requestTypeId: number;
  requestType: string;
  requestStatusId: number;
  comment: string;
}

/** @proto kadry.absences.v1.RequestList */
export interface HomeOfficeRequestList {
  total: number;
  data: HomeOfficeRequestRow[];
}
