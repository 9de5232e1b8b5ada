import { api, dataOf } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { fileNameOf, saveFile } from '../../../lib/download';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import type {
  Holiday,
  HolidayList,
  RequestDetails,
  RequestDetailsResponse,
  RequestDraft,
  RequestList,
  RequestListFilter,
  RequestPreview,
} from './types';

export type RequestListKind = 'my' | 'team' | 'report';

export interface RequestListArgs {
  kind: RequestListKind;
  query: TableQuery;
  filter: RequestListFilter;
}

/** Query parameters of a request list (docs/architecture.md §3: kebab-case, arrays repeated, page-size=all capped). */
export function requestListParams({ query, filter }: Omit<RequestListArgs, 'kind'>) {
  return {
    ...toCollectionParams(query),
    'request-status-ids': filter.requestStatusIds,
    'request-type-ids': filter.requestTypeIds,
    'date-from': filter.dateFrom,
    'date-to': filter.dateTo,
    'processing-status-id': filter.processingStatusId,
  };
}

/** Filters of the report's file: the list's, without paging (every row of the filter). */
export function reportExportParams(format: 'csv' | 'xlsx', lang: string, { query, filter }: Omit<RequestListArgs, 'kind'>) {
  const { sort, search } = toCollectionParams(query);
  return {
    format,
    lang,
    sort,
    search,
    'request-status-ids': filter.requestStatusIds,
    'request-type-ids': filter.requestTypeIds,
    'date-from': filter.dateFrom,
    'date-to': filter.dateTo,
    'processing-status-id': filter.processingStatusId,
  };
}

const BASE = 'absences/api';

export const requestsApi = api.enhanceEndpoints({ addTagTypes: ['Request', 'Limit'] }).injectEndpoints({
  endpoints: (build) => ({
    getRequests: build.query<RequestList, RequestListArgs>({
      query: ({ kind, ...rest }) => ({ url: `${BASE}/requests/${kind}`, params: requestListParams(rest) }),
      providesTags: ['Request'],
    }),
    getRequest: build.query<RequestDetails, number>({
      query: (id) => ({ url: `${BASE}/requests/${id}` }),
      transformResponse: (r: RequestDetailsResponse) => dataOf(r),
      providesTags: ['Request'],
    }),
    previewRequest: build.mutation<RequestPreview, RequestDraft>({
      query: (draft) => ({ url: `${BASE}/requests/preview`, method: 'POST', body: draft }),
    }),
    createRequest: build.mutation<RequestDetails, RequestDraft>({
      query: (draft) => ({ url: `${BASE}/requests`, method: 'POST', body: draft, headers: { 'Idempotency-Key': newIdempotencyKey() } }),
      transformResponse: (r: RequestDetailsResponse) => dataOf(r),
      invalidatesTags: ['Request', 'Limit'],
    }),
    /**
     * The requests report as a server-made file (CSV streamed, XLSX): the response is saved
     * as it arrives and only its name and size enter the store (a Blob is not state).
     * @notProto a file (CSV or XLSX), not JSON
     */
    exportReport: build.mutation<{ fileName: string; size: number }, RequestListArgs & { format: 'csv' | 'xlsx'; lang: string }>({
      query: ({ format, lang, query, filter }) => ({
        url: `${BASE}/requests/report/export`,
        params: reportExportParams(format, lang, { query, filter }),
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          const fileName = fileNameOf(response.headers.get('Content-Disposition'), `report.${format}`);
          saveFile(blob, fileName);
          return { fileName, size: blob.size };
        },
      }),
    }),
    getHolidays: build.query<Holiday[], number>({
      query: (year) => ({ url: `${BASE}/calendar/holidays`, params: { year } }),
      transformResponse: (r: HolidayList) => r.data,
    }),
  }),
});

export const {
  useGetRequestsQuery,
  useLazyGetRequestsQuery,
  useGetRequestQuery,
  usePreviewRequestMutation,
  useCreateRequestMutation,
  useGetHolidaysQuery,
  useExportReportMutation,
} = requestsApi;
