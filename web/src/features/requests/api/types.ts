import type { AnnualLeaveBalance } from '@shared/leave/annual-leave-balance';
/** JSON of kadry.absences.v1 (docs/absences-api.md); fields ending in At/On arrive as Date. */
export interface Address {
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}

export interface RequestType {
  requestTypeId: number;
  code: string;
  name: string;
  inHours: boolean;
  needsReason: boolean;
  needsPurpose: boolean;
  needsAddress: boolean;
  mayStartToday: boolean;
  hasLimit: boolean;
  isHomeOffice: boolean;
}

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
  startTime?: string;
  endTime?: string;
}

export interface RequestEvent {
  occurredAt: Date | string;
  actorId: number;
  actorFullName: string;
  action: string;
  comment: string;
}

export interface RequestReason {
  typeId: number;
  typeName: string;
  fullName: string;
  address?: Address;
  degreeOfKinshipId: number;
  degreeOfKinshipName: string;
  purpose: string;
}

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
  startTime?: string;
  endTime?: string;
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

export type RequestAction =
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'request-cancellation'
  | 'accept-cancellation'
  | 'reject-cancellation'
  | 'resume-processing'
  | 'take-over';

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

export interface ConflictingRequest {
  id: number;
  requestNo: string;
  requestTypeId: number;
  requestType: string;
  fromDate: string;
  toDate: string;
  requestStatusId: number;
  /** Working days of the whole request: all are lost when a confirmed filing withdraws it. */
  numberOfWorkingDays?: number;
}

export interface RequestPreview {
  numberOfDays: number;
  numberOfWorkingDays: number;
  hasLimit: boolean;
  limitAvailable: number;
  limitAfter: number;
  unit: 'days' | 'hours';
  conflicts: ConflictingRequest[];
  problems: string[];
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

export interface Page<T> {
  total: number;
  data: T[];
  /** The team list counts at most 10 000 rows: true when more match and `total` is that bound. */
  totalCapped?: boolean;
}

export const RequestStatus = { Pending: 1, Approved: 2, Rejected: 3, Cancelled: 4, CancellationRequested: 5 } as const;
export const ProcessingStatus = { None: 0, Processing: 1, Exported: 2, Error: 3 } as const;
