import { api, dataOf } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { HomeOfficeAgreement, HomeOfficeAgreementResponse } from '@shared/home-office-agreements/agreements-api';
import { HOME_OFFICE_REQUEST_TYPES } from '@shared/leave/home-office-request-types';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import type { HomeOfficeAgreementDraft, HomeOfficeRequestList } from './types';

const BASE = 'absences/api';

/** The caller's requests of the remote work types, from the same list as "my requests". */
export const myHomeOfficeRequestParams = (query: TableQuery) => ({
  ...toCollectionParams(query),
  'request-type-ids': HOME_OFFICE_REQUEST_TYPES.map((type) => type.requestTypeId),
});

/**
 * Applying for an agreement, and the caller's HO and HOOK requests: the requests list is the
 * requests feature's `requests/my`, asked here for its remote work rows (features do not import
 * each other); the shared `Request` tag refreshes it when a request is filed or decided.
 */
export const homeOfficesApi = api.enhanceEndpoints({ addTagTypes: ['HomeOfficeAgreement', 'Request'] }).injectEndpoints({
  endpoints: (build) => ({
    createHomeOfficeAgreement: build.mutation<HomeOfficeAgreement, HomeOfficeAgreementDraft>({
      query: (draft) => ({
        url: `${BASE}/home-office-agreements`,
        method: 'POST',
        body: draft,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      transformResponse: (r: HomeOfficeAgreementResponse) => dataOf(r),
      invalidatesTags: ['HomeOfficeAgreement'],
    }),
    getMyHomeOfficeRequests: build.query<HomeOfficeRequestList, TableQuery>({
      query: (query) => ({ url: `${BASE}/requests/my`, params: myHomeOfficeRequestParams(query) }),
      providesTags: ['Request'],
    }),
  }),
});

export const { useCreateHomeOfficeAgreementMutation, useGetMyHomeOfficeRequestsQuery } = homeOfficesApi;
