import { api } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { toCollectionParams, type TableQuery } from '../../../shared/ui/data-table';
import type {
  Page,
  RequestAction,
  RequestDetails,
  RequestDraft,
  RequestListFilter,
  RequestPreview,
  RequestRow,
  RequestType,
} from './types';

export type RequestListKind = 'my' | 'team' | 'report';

export interface RequestListArgs {
  kind: RequestListKind;
  query: TableQuery;
  filter: RequestListFilter;
}

/** Query parameters of a request list (DESIGN §3: kebab-case, arrays repeated, 'all' capped). */
export function requestListParams({ query, filter }: Omit<RequestListArgs, 'kind'>) {
  const { 'page-size': pageSize, ...paging } = toCollectionParams(query);
  return {
    ...paging,
    ...(pageSize === 'all' ? { all: true } : { 'page-size': pageSize }),
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
    getRequestTypes: build.query<RequestType[], void>({
      query: () => ({ url: `${BASE}/request-types` }),
      transformResponse: (r: Page<RequestType>) => r.data,
    }),
    getRequests: build.query<Page<RequestRow>, RequestListArgs>({
      query: ({ kind, ...rest }) => ({ url: `${BASE}/requests/${kind}`, params: requestListParams(rest) }),
      providesTags: ['Request'],
    }),
    getRequest: build.query<RequestDetails, number>({
      query: (id) => ({ url: `${BASE}/requests/${id}` }),
      transformResponse: (r: { data: RequestDetails }) => r.data,
      providesTags: ['Request'],
    }),
    previewRequest: build.mutation<RequestPreview, RequestDraft>({
      query: (draft) => ({ url: `${BASE}/requests/preview`, method: 'POST', body: draft }),
    }),
    createRequest: build.mutation<RequestDetails, RequestDraft>({
      query: (draft) => ({ url: `${BASE}/requests`, method: 'POST', body: draft, headers: { 'Idempotency-Key': newIdempotencyKey() } }),
      transformResponse: (r: { data: RequestDetails }) => r.data,
      invalidatesTags: ['Request', 'Limit'],
    }),
    decideRequest: build.mutation<RequestDetails, { id: number; action: RequestAction; comment?: string }>({
      query: ({ id, action, comment }) => ({
        url: `${BASE}/requests/${id}/${action === 'request-cancellation' ? 'cancellation-request' : action}`,
        method: 'POST',
        body: { comment: comment ?? '' },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      transformResponse: (r: { data: RequestDetails }) => r.data,
      invalidatesTags: ['Request', 'Limit'],
    }),
    getHolidays: build.query<{ date: string; name: string }[], number>({
      query: (year) => ({ url: `${BASE}/calendar/holidays`, params: { year } }),
      transformResponse: (r: Page<{ date: string; name: string }>) => r.data,
    }),
  }),
});

export const {
  useGetRequestTypesQuery,
  useGetRequestsQuery,
  useLazyGetRequestsQuery,
  useGetRequestQuery,
  usePreviewRequestMutation,
  useCreateRequestMutation,
  useDecideRequestMutation,
  useGetHolidaysQuery,
} = requestsApi;
