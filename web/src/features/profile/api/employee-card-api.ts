import { api } from '../../../lib/api';

/**
 * A benefit the person receives (a sports card, private medical care, ...); `endOn` "" is open-ended.
 * @proto kadry.absences.v1.Benefit received
 */
export interface Benefit {
  benefitId: number;
  name: string;
  startOn: Date | string;
  endOn: Date | string;
}

/** @proto kadry.absences.v1.BenefitList */
export interface BenefitList {
  total: number;
  data: Benefit[];
}

/**
 * A contract of employment; `withThisEmployer` false is an earlier employment counted for seniority.
 * @proto kadry.absences.v1.EmploymentContract received
 */
export interface EmploymentContract {
  employmentContractId: number;
  contractTypeName: string;
  startOn: Date | string;
  endOn: Date | string;
  workingTimeNumerator: number;
  workingTimeDenominator: number;
  position: string;
  withThisEmployer: boolean;
}

/** @proto kadry.absences.v1.EmploymentContractList */
export interface EmploymentContractList {
  total: number;
  data: EmploymentContract[];
}

/** What the employee card shows besides the record itself: read-only lists of the people directory. */
export const employeeCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBenefits: build.query<Benefit[], number>({
      query: (employeeId) => ({ url: `absences/api/employees/${employeeId}/benefits` }),
      transformResponse: (r: BenefitList) => r.data,
      providesTags: ['Employee'],
    }),
    listEmploymentContracts: build.query<EmploymentContract[], number>({
      query: (employeeId) => ({ url: `absences/api/employees/${employeeId}/employment-contracts` }),
      transformResponse: (r: EmploymentContractList) => r.data,
      providesTags: ['Employee'],
    }),
  }),
});

export const { useListBenefitsQuery, useListEmploymentContractsQuery } = employeeCardApi;
