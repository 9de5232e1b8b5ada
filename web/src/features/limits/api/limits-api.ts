import { api } from '../../../lib/api';
import type { AnnualLeaveBalance } from '@shared/leave/annual-leave-balance';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';

/**
 * docs/product.md §3 "My limits row" (amounts in days, or hours for day-or-hours limits).
 * @proto kadry.absences.v1.LimitRow
 */
export interface LimitRow {
  requestTypeId: number;
  requestTypeName: string;
  periodStartOn: Date | string;
  periodEndOn: Date | string;
  total: number;
  reserved: number;
  approved: number;
  used: number;
  available: number;
  unit: 'days' | 'hours';
  isOverdue: boolean;
  /** Carried-over row: the employer's deadline (art. 168) and prescription (art. 291 §1); empty on other rows. */
  grantByOn: Date | string;
  prescribedOn: Date | string;
}

/**
 * docs/product.md §3 "Limits report row".
 * @proto kadry.absences.v1.LimitsReportRow
 */
export interface LimitsReportRow {
  employeeId: number;
  employeeFullName: string;
  employeeSapNumber: string;
  supervisorFullName: string;
  usage: number;
  thisYearTotal: number;
  overdueTotal: number;
  overdueAvailable: number;
  approved: number;
  reserved: number;
  available: number;
  availableForToday: number;
  extra: number;
  onDemand: number;
}

/** @proto kadry.absences.v1.LimitList */
export interface LimitList {
  total: number;
  data: LimitRow[];
  annualLeave?: AnnualLeaveBalance;
}

/** @proto kadry.absences.v1.LimitsReportResponse */
export interface LimitsReportResponse {
  total: number;
  data: LimitsReportRow[];
}

const BASE = 'absences/api/limits';

export const limitsApi = api.enhanceEndpoints({ addTagTypes: ['Limit'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyLimits: build.query<{ rows: LimitRow[]; annualLeave: Partial<AnnualLeaveBalance> }, { year: number; employeeId?: number }>({
      query: ({ year, employeeId }) => ({ url: `${BASE}/my`, params: { year, 'employee-id': employeeId } }),
      transformResponse: (r: LimitList) => ({ rows: r.data, annualLeave: r.annualLeave ?? {} }),
      providesTags: ['Limit'],
    }),
    getLimitsReport: build.query<LimitsReportResponse, { year: number; query: TableQuery }>({
      query: ({ year, query }) => ({ url: `${BASE}/report`, params: { ...toCollectionParams(query), year } }),
      providesTags: ['Limit'],
    }),
  }),
});

export const { useGetMyLimitsQuery, useGetLimitsReportQuery } = limitsApi;
