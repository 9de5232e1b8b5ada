import { api, dataOf } from '../../../lib/api';
import { fileNameOf, saveFile } from '../../../lib/download';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { SubstitutionAction, Substitution, SubstitutionResponse } from '@shared/substitutions/substitutions-api';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import type { ExportFormat } from '@shared/ui/export-buttons';
import type { SubstituteRequestList, SubstitutionList, SubstitutionStepBody } from './types';

const BASE = 'absences/api/substitutions';

/** Whose substitutions: the caller's own, the caller's team's, everyone's (HR's report). */
export type SubstitutionListScope = 'my' | 'team' | 'report';

/** On "my" list: who stands in for me (`away`), for whom I stand in (`standing-in`). */
export type SubstitutionSide = 'away' | 'standing-in';

export interface SubstitutionListFilter {
  /** Empty: every status. */
  statusIds: number[];
  /** yyyy-MM-dd or '': substitutions that overlap the period. */
  dateFrom: string;
  dateTo: string;
}

export interface SubstitutionListArgs {
  scope: SubstitutionListScope;
  /** Only on "my" list. */
  side?: SubstitutionSide;
  query: TableQuery;
  filter: SubstitutionListFilter;
}

const filterParams = (filter: SubstitutionListFilter) => ({
  'status-ids': filter.statusIds,
  'date-from': filter.dateFrom,
  'date-to': filter.dateTo,
});

/** Query parameters of a substitution list (docs/architecture.md §3: kebab-case, arrays repeated). */
export function substitutionListParams({ side, query, filter }: Omit<SubstitutionListArgs, 'scope'>) {
  return { ...toCollectionParams(query), ...filterParams(filter), side };
}

/** The report's file: the list's filters and sort, without paging (every row of the filter). */
export function substitutionExportParams(
  format: ExportFormat,
  lang: string,
  { query, filter }: Omit<SubstitutionListArgs, 'scope' | 'side'>,
) {
  const { sort, search } = toCollectionParams(query);
  return { format, lang, sort, search, ...filterParams(filter) };
}

export interface SubstitutionStepArgs {
  id: number;
  action: SubstitutionAction;
  comment: string;
}

/**
 * The lists, the steps and the report's file of substitutions; and the requests the caller
 * decides today in a supervisor's stead (a request list like the team's, with the shared
 * `Request` tag: a decision, here or elsewhere, refreshes it).
 */
export const substitutionListsApi = api.enhanceEndpoints({ addTagTypes: ['Substitution', 'Request'] }).injectEndpoints({
  endpoints: (build) => ({
    getSubstitutions: build.query<SubstitutionList, SubstitutionListArgs>({
      query: ({ scope, ...rest }) => ({ url: `${BASE}/${scope}`, params: substitutionListParams(rest) }),
      providesTags: ['Substitution'],
    }),
    takeSubstitutionStep: build.mutation<Substitution, SubstitutionStepArgs>({
      query: ({ id, action, comment }) => ({
        url: `${BASE}/${id}/${action}`,
        method: 'POST',
        body: { comment } satisfies SubstitutionStepBody,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      transformResponse: (r: SubstitutionResponse) => dataOf(r),
      invalidatesTags: ['Substitution'],
    }),
    /**
     * The substitutions report as a server-made file (CSV streamed, XLSX): saved as it arrives,
     * only its name and size enter the store (a Blob is not state).
     * @notProto a file (CSV or XLSX), not JSON
     */
    exportSubstitutions: build.mutation<
      { fileName: string; size: number },
      Omit<SubstitutionListArgs, 'scope' | 'side'> & { format: ExportFormat; lang: string }
    >({
      query: ({ format, lang, query, filter }) => ({
        url: `${BASE}/report/export`,
        params: substitutionExportParams(format, lang, { query, filter }),
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          const fileName = fileNameOf(response.headers.get('Content-Disposition'), `substitutions.${format}`);
          saveFile(blob, fileName);
          return { fileName, size: blob.size };
        },
      }),
    }),
    getRequestsToDecideAsSubstitute: build.query<SubstituteRequestList, TableQuery>({
      query: (query) => ({ url: `${BASE}/requests`, params: toCollectionParams(query) }),
      providesTags: ['Request'],
    }),
  }),
});

export const {
  useGetSubstitutionsQuery,
  useTakeSubstitutionStepMutation,
  useExportSubstitutionsMutation,
  useGetRequestsToDecideAsSubstituteQuery,
} = substitutionListsApi;
