import type { ProblemParams } from '../../../lib/problem';

// The organisation's import (docs/people-import.md): what HR's spreadsheet is sent as.

/** @proto kadry.absences.v1.Address sent */
export interface ImportedAddress {
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}

/** @proto kadry.absences.v1.EmploymentContract sent */
export interface ImportedContract {
  contractTypeName: string;
  startOn: string;
  endOn: string;
  workingTimeNumerator: number;
  workingTimeDenominator: number;
  position: string;
  withThisEmployer: boolean;
}

/** @proto kadry.absences.v1.Benefit sent */
export interface ImportedBenefit {
  name: string;
  startOn: string;
  endOn: string;
}

/** @proto kadry.absences.v1.ImportedPerson sent */
export interface ImportedPerson {
  sapNumber: string;
  firstName: string;
  lastName: string;
  genderId: number;
  position: string;
  companyEmail: string;
  privateEmail: string;
  companyPhoneNumber: string;
  privatePhoneNumber: string;
  address: ImportedAddress;
  locationId: number;
  locationName: string;
  hrAreaId: number;
  employmentSubGroupId: number;
  employmentSubGroupName: string;
  departmentName: string;
  supervisorSapNumber: string;
  employedSince: string;
  employedUntil: string;
  contracts: ImportedContract[];
  accessFlags: string[];
  benefits: ImportedBenefit[];
  education: string;
  disabilityDegree: string;
  openingBalanceYear: number;
  openingCarriedOverDays: number;
  username: string;
  roleIds: number[];
}

/** @proto kadry.absences.v1.ImportPeopleRequest */
export interface ImportPeopleRequest {
  people: ImportedPerson[];
  preview: boolean;
}

/** @proto kadry.common.v1.FieldProblem */
export interface ImportProblem {
  field: string;
  code: string;
  detail: string;
  params?: ProblemParams;
}

/** @proto kadry.absences.v1.ImportedFieldChange */
export interface ImportedFieldChange {
  field: string;
  before: string;
  after: string;
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

/** @proto kadry.absences.v1.ImportedPersonResult */
export interface ImportedPersonResult {
  index: number;
  sapNumber: string;
  outcome: string;
  employeeId: number;
  problems: ImportProblem[];
  changes: ImportedFieldChange[];
  leaves: boolean;
  pendingRequestsMoved: number;
  passwordLink: string;
  accountProblem?: ImportProblem;
}

/** @proto kadry.absences.v1.ImportPeopleResponse */
export interface ImportPeopleResponse {
  data: ImportedPersonResult[];
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

/** @proto kadry.absences.v1.EmployeeChange */
export interface EmployeeChange {
  changedAt: Date | string;
  changedBy: string;
  changedByFullName: string;
  source: string;
  field: string;
  before: string;
  after: string;
}

interface ReceivedSpan {
  startOn: Date | string;
  endOn: Date | string;
}

interface ReceivedContract extends Omit<ImportedContract, 'startOn' | 'endOn'>, ReceivedSpan {}
interface ReceivedBenefit extends Omit<ImportedBenefit, 'startOn' | 'endOn'>, ReceivedSpan {}

/**
 * ImportedPerson as an answer holds it: its days revived to Date (lib/revive-dates.ts), its
 * address printed only when set.
 * @proto kadry.absences.v1.ImportedPerson received
 */
export interface ReceivedPerson extends Omit<ImportedPerson, 'address' | 'contracts' | 'benefits'> {
  address?: ImportedAddress;
  contracts: ReceivedContract[];
  benefits: ReceivedBenefit[];
}

/** HR's view of one person as the import states them, with the latest changes. @proto kadry.absences.v1.EmployeeRecordResponse */
export interface EmployeeRecordResponse {
  data?: ReceivedPerson;
  employeeId: number;
  changes: EmployeeChange[];
}

/** @proto kadry.absences.v1.CorrectEmployeeRecordRequest */
export interface CorrectEmployeeRecordRequest {
  employeeId: number;
  person: ImportedPerson;
}
