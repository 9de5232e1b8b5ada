import type { AnnualLeaveBalance } from '@shared/leave/annual-leave-balance';
import type { Address } from '@shared/session/session-api';
import type { RequestAction } from '@shared/leave/request-decisions';
import type { ProblemParams } from '../../../lib/problem';
/**
 * JSON of kadry.absences.v1 (docs/absences-api.md); fields ending in At/On arrive as Date.
 * Each type names the message it mirrors; src/app/__tests__/api-types-match-protos.test.ts
 * holds them to proto/ (docs/decisions/0005-web-api-types.md).
 */

/** The one Address type of the API (the employee record's and a request's). */
export type { Address };

/** @proto kadry.absences.v1.RequestRow */
export interface RequestRow {
  id: number;
  requestNo: string;
  submittedDate: string;
  fromDate: string;
  toDate: string;
  numberOfWorkingDays: number;
  requestTypeId: number;
  requestType: string;
  requestStatusId: number;
  requestStatus: string;
  requestStatusDate: string;
  employeeId: number;
  applicantFullName: string;
  applicantSapNumber: string;
  supervisorFullName: string;
  comment: string;
  requiresManualVerification: boolean;
  manualVerificationDeadlineOn: Date | string;
  processingStatusId: number;
  processingStatus: string;
  handledByHr: boolean;
  handledByHrFullName: string;
  hours: number;
  /** Hours off: 'HH:mm' they begin and end (24-hour); empty for requests in days. */
  startTime: string;
  endTime: string;
}

/** @proto kadry.absences.v1.RequestEvent */
export interface RequestEvent {
  occurredAt: Date | string;
  actorId: number;
  actorFullName: string;
  action: string;
  comment: string;
  /** A substitute's decision: the supervisor in whose stead it was made; "" otherwise. */
  onBehalfOfFullName: string;
}

/** @proto kadry.absences.v1.RequestReason */
export interface RequestReason {
  typeId: number;
  typeName: string;
  fullName: string;
  address?: Address;
  degreeOfKinshipId: number;
  degreeOfKinshipName: string;
  purpose: string;
}

/** @proto kadry.absences.v1.RequestDetails */
export interface RequestDetails {
  id: number;
  number: string;
  employeeId: number;
  applicantFullName: string;
  requestTypeId: number;
  requestTypeName: string;
  submittedAt: Date | string;
  startAt: Date | string;
  endAt: Date | string;
  numberOfDays: number;
  numberOfWorkingDays: number;
  hours: number;
  /** Hours off: 'HH:mm' they begin and end (24-hour); empty for requests in days. */
  startTime: string;
  endTime: string;
  requestStatusId: number;
  requestStatusName: string;
  comment: string;
  address?: Address;
  requestReason?: RequestReason;
  requiresManualVerification: boolean;
  manualVerificationDeadlineOn: Date | string;
  processingStatusId: number;
  processingStatusName: string;
  handledByHr: boolean;
  handledByHrFullName: string;
  supervisorFullName: string;
  decisionComment: string;
  history: RequestEvent[];
  allowedActions: RequestAction[];
}

/** @proto kadry.absences.v1.RequestDraft */
export interface RequestDraft {
  employeeId?: number;
  requestTypeId: number;
  fromDate: string;
  toDate: string;
  hours?: number;
  /** Hourly types: 'HH:mm', 24-hour, on a 5-minute step. */
  startTime?: string;
  comment?: string;
  address?: Address;
  requestReason?: Partial<RequestReason>;
  cancelConflicting?: boolean;
}

/** @proto kadry.absences.v1.ConflictingRequest */
export interface ConflictingRequest {
  id: number;
  requestNo: string;
  requestTypeId: number;
  requestType: string;
  fromDate: string;
  toDate: string;
  requestStatusId: number;
  /** Working days of the whole request: all are lost when a confirmed filing withdraws it. */
  numberOfWorkingDays: number;
}

/** @proto kadry.common.v1.FieldProblem */
export interface PreviewProblem {
  field: string;
  code: string;
  detail: string;
  params?: ProblemParams;
}

/** @proto kadry.absences.v1.PreviewRequestResponse */
export interface RequestPreview {
  numberOfDays: number;
  numberOfWorkingDays: number;
  hasLimit: boolean;
  limitAvailable: number;
  limitAfter: number;
  unit: 'days' | 'hours';
  conflicts: ConflictingRequest[];
  /** What would refuse the request, as a refusal names its fields' problems. */
  problems: PreviewProblem[];
  /** Annual and on-demand leave: the same balance as the dashboard's, on the first day. */
  annualLeave?: AnnualLeaveBalance;
}

export interface RequestListFilter {
  requestStatusIds: number[];
  requestTypeIds: number[];
  dateFrom: string;
  dateTo: string;
  /** The report's processing (export) status; 0 = any. */
  processingStatusId: number;
}

/** @proto kadry.absences.v1.RequestList */
export interface RequestList {
  total: number;
  data: RequestRow[];
  /** The team list counts at most 10 000 rows: true when more match and `total` is that bound. */
  totalCapped: boolean;
}

/** @proto kadry.absences.v1.RequestDetailsResponse */
export interface RequestDetailsResponse {
  data?: RequestDetails;
}

/** @proto kadry.absences.v1.Holiday */
export interface Holiday {
  date: string;
  name: string;
}

/** @proto kadry.absences.v1.HolidayList */
export interface HolidayList {
  total: number;
  data: Holiday[];
}

export const ProcessingStatus = { None: 0, Processing: 1, Exported: 2, Error: 3 } as const;
