import { api, dataOf } from '../../../lib/api';
import { fileNameOf, saveFile } from '../../../lib/download';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { HomeOfficeAgreement, HomeOfficeAgreementResponse } from '@shared/home-office-agreements/agreements-api';
import { HOME_OFFICE_REQUEST_TYPES } from '@shared/leave/home-office-request-types';
import type { TeamMember, TeamMemberList } from '@shared/people/team-members-api';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import type { ExportFormat } from '@shared/ui/export-buttons';
import { weekReportExportParams, weekReportParams, type WeekReportArgs } from '../week-report-model';
import type { HomeOfficeAgreementDraft, HomeOfficeRequestList, SupervisorSearch, WeekReport } from './types';

const BASE = 'absences/api';

/** The caller's requests of the remote work types, from the same list as "my requests". */
export const myHomeOfficeRequestParams = (query: TableQuery) => ({
  ...toCollectionParams(query),
  'request-type-ids': HOME_OFFICE_REQUEST_TYPES.map((type) => type.requestTypeId),
});

/**
 * Applying for an agreement, and the caller's HO and HOOK requests: the requests list is the
 * requests feature's `requests/my`, asked here for its remote work rows (features do not import
 * each other); the shared `Request` tag refreshes it when a request is filed or decided. The
 * week report of a team (docs/decisions/web-week-report.md) is made of approved requests, so the
 * same tag refreshes it.
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
    getWeekReport: build.query<WeekReport, WeekReportArgs>({
      query: (args) => ({ url: `${BASE}/home-office-week-report`, params: weekReportParams(args) }),
      providesTags: ['Request'],
    }),
    /**
     * The week report of the whole team as a server-made file (CSV streamed, XLSX), saved as it
     * arrives; only its name and size enter the store (a Blob is not state).
     * @notProto a file (CSV or XLSX), not JSON
     */
    exportWeekReport: build.mutation<{ fileName: string; size: number }, WeekReportArgs & { format: ExportFormat; lang: string }>({
      query: ({ format, lang, ...args }) => ({
        url: `${BASE}/home-office-week-report/export`,
        params: weekReportExportParams(format, lang, args),
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          const fileName = fileNameOf(response.headers.get('Content-Disposition'), `week-report-${args.week}.${format}`);
          saveFile(blob, fileName);
          return { fileName, size: blob.size };
        },
      }),
    }),
    /** Whose team the report shows (Admin, HR analysts): everyone who has reports, by what is typed. */
    searchSupervisors: build.query<TeamMember[], string>({
      query: (search) => ({
        url: `${BASE}/employees/supervisors/search`,
        method: 'POST',
        body: { search, pageSize: 50, sort: ['full-name'] } satisfies SupervisorSearch,
      }),
      transformResponse: (r: TeamMemberList) => r.data,
      providesTags: ['Employee'],
    }),
  }),
});

export const {
  useCreateHomeOfficeAgreementMutation,
  useGetMyHomeOfficeRequestsQuery,
  useGetWeekReportQuery,
  useExportWeekReportMutation,
  useSearchSupervisorsQuery,
} = homeOfficesApi;
