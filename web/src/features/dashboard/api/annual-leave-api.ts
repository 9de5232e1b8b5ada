import { api } from '../../../lib/api';

/** The two limit rows the widget reads from GET limits/my (SPEC §3 "My limits row"). */
export interface AnnualLeaveSummary {
  /** Annual leave left this year, last year's overdue days included. */
  available: number;
  /** Of which overdue (to be used by 30 September). */
  overdueAvailable: number;
  /** On-demand days left (they count against annual leave). */
  onDemandAvailable: number;
}

interface LimitRow {
  requestTypeId: number;
  available: number;
  isOverdue: boolean;
}

const ANNUAL_LEAVE = 1;
const ON_DEMAND_LEAVE = 2;

export function summariseAnnualLeave(rows: LimitRow[]): AnnualLeaveSummary {
  const annual = rows.filter((r) => r.requestTypeId === ANNUAL_LEAVE);
  return {
    available: annual.reduce((sum, r) => sum + r.available, 0),
    overdueAvailable: annual.filter((r) => r.isOverdue).reduce((sum, r) => sum + r.available, 0),
    onDemandAvailable: rows.find((r) => r.requestTypeId === ON_DEMAND_LEAVE)?.available ?? 0,
  };
}

export const annualLeaveApi = api.enhanceEndpoints({ addTagTypes: ['Limit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAnnualLeaveSummary: build.query<AnnualLeaveSummary, number>({
      query: (year) => ({ url: 'absences/api/limits/my', params: { year } }),
      transformResponse: (r: { data: LimitRow[] }) => summariseAnnualLeave(r.data),
      providesTags: ['Limit'],
    }),
  }),
});

export const { useGetAnnualLeaveSummaryQuery } = annualLeaveApi;
