import type { Substitution } from '@shared/substitutions/substitutions-api';
/**
 * JSON of kadry.absences.v1 this feature sends and reads beside the shared substitution types
 * (@shared/substitutions); each type names the message it mirrors
 * (docs/decisions/0005-web-api-types.md).
 */

/** @proto kadry.absences.v1.SubstitutionList */
export interface SubstitutionList {
  total: number;
  totalCapped: boolean;
  data: Substitution[];
}

/** The body of a step (confirm, reject, cancel); the id is in the path. @proto kadry.absences.v1.SubstitutionStep */
export interface SubstitutionStepBody {
  comment: string;
}

/** The part of a request row a substitute decides by. @proto kadry.absences.v1.RequestRow */
export interface SubstituteRequestRow {
  id: number;
  requestNo: string;
  fromDate: string;
  toDate: string;
  numberOfWorkingDays: number;
  hours: number;
  startTime: string;
  endTime: string;
  requestTypeId: number;
  requestType: string;
  requestStatusId: number;
  applicantFullName: string;
  /** In whose stead the substitute decides. */
  supervisorFullName: string;
  comment: string;
}

/** @proto kadry.absences.v1.RequestList */
export interface SubstituteRequestList {
  total: number;
  data: SubstituteRequestRow[];
}
