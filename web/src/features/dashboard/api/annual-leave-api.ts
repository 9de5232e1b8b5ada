import { api } from '../../../lib/api';
import type { AnnualLeaveBalance } from '@shared/leave/annual-leave-balance';

/** The part of GET limits/my the dashboard reads. @proto kadry.absences.v1.LimitList */
interface LimitListAnnualLeave {
  annualLeave?: AnnualLeaveBalance;
}

/**
 * The dashboard's annual leave: the server's one figure (`annualLeave` of GET limits/my),
 * the same the new-request form and my limits show; nothing is summed here.
 */
export const annualLeaveApi = api.enhanceEndpoints({ addTagTypes: ['Limit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAnnualLeaveSummary: build.query<Partial<AnnualLeaveBalance>, number>({
      query: (year) => ({ url: 'absences/api/limits/my', params: { year } }),
      transformResponse: (r: LimitListAnnualLeave) => r.annualLeave ?? {},
      providesTags: ['Limit'],
    }),
  }),
});

export const { useGetAnnualLeaveSummaryQuery } = annualLeaveApi;
