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

/**
 * Where a person is on a day of the week report: in the office, working remotely (HO or HOOK
 * approved), absent for the whole day (a leave approved) or on a day off (a weekend, a public
 * holiday).
 */
export type WeekReportPlace = 'office' | 'remote' | 'absent' | 'day-off';

/** One person's day. @proto kadry.absences.v1.WeekReportDay */
export interface WeekReportDay {
  /** yyyy-MM-dd. */
  date: string;
  kind: WeekReportPlace;
  /** 0 when no request makes the day, or when the caller may not read the team's requests. */
  requestTypeId: number;
  requestTypeCode: string;
  /** Hours off taken that day (the day stays what it was). */
  hoursOff: number;
}

/** One person's week. @proto kadry.absences.v1.WeekReportRow */
export interface WeekReportRow {
  employeeId: number;
  fullName: string;
  position: string;
  /** Monday to Sunday. */
  days: WeekReportDay[];
  remoteDays: number;
  officeDays: number;
  absentDays: number;
}

/** A page of a team's week, Monday to Sunday. @proto kadry.absences.v1.WeekReport */
export interface WeekReport {
  weekStart: string;
  weekEnd: string;
  supervisorId: number;
  supervisorFullName: string;
  total: number;
  totalCapped: boolean;
  data: WeekReportRow[];
}

/** What the team picker sends to POST employees/supervisors/search. @proto kadry.absences.v1.SearchEmployeesRequest */
export interface SupervisorSearch {
  search: string;
  pageSize: number;
  sort: string[];
}
