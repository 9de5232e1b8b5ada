import { api, dataOf } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { fileNameOf, saveFile } from '../../../lib/download';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import type {
  AddLogRequest,
  BonusDeclaration,
  BonusDeclarationLog,
  Campaign,
  CampaignList,
  CampaignResponse,
  DeclarationDraft,
  DeclarationList,
  DeclarationPreview,
  DeclarationResponse,
  DeclarationsSummary,
  DeclarationsSummaryRequest,
  LogList,
  LogResponse,
  LogTypeId,
  NonDeclarantList,
  SaveCampaignRequest,
  SearchDeclarationsRequest,
  SearchLogsRequest,
  SearchNonDeclarantsRequest,
} from './types';

const BASE = 'api/bonus-declarations';
/** The table's 'All' as a page size the POST searches take (proto int32 page_size). */
const ALL_ROWS = 10_000;

/** A table query as the search bodies carry it: kebab-case sort keys (full-name, -added-date). */
export function searchPaging(query: TableQuery) {
  const { sort, search } = toCollectionParams(query);
  return query.pageSize === 'all'
    ? { page: 1, pageSize: ALL_ROWS, sort, search }
    : { page: query.page, pageSize: query.pageSize, sort, search };
}

export interface ExportArgs {
  format: 'csv' | 'xlsx';
  lang: string;
  campaignId: number;
  query: TableQuery;
  tierAmountGrosze: number;
}

/** The query of the payroll file: the list's filters, no paging (every row). */
export function exportParams({ format, lang, campaignId, query, tierAmountGrosze }: ExportArgs) {
  const { sort, search } = toCollectionParams(query);
  return {
    format,
    lang,
    campaignId: campaignId || undefined,
    sort,
    search: search || undefined,
    tierAmountGrosze: tierAmountGrosze || undefined,
  };
}

/** The address of the export: a plain link works too (the lead's e2e downloads through it). */
export const EXPORT_PATH = `${BASE}/export`;

// A write's body is the route's body field itself (docs/bonus-declarations.md): the draft for the
// declaration calls, the campaign for the campaign calls; the path carries the id. Every write
// carries an Idempotency-Key: sent again after a lost answer, it is done once.
export const bonusDeclarationsApi = api
  .enhanceEndpoints({ addTagTypes: ['BonusDeclaration', 'BonusCampaign', 'BonusLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      addBonusLog: build.mutation<BonusDeclarationLog, LogTypeId>({
        query: (bonusDeclarationLogTypeId) => ({
          url: `${BASE}/logs`,
          method: 'POST',
          body: { bonusDeclarationLogTypeId } satisfies AddLogRequest,
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
        transformResponse: (r: LogResponse) => dataOf(r),
        // An acceptance logged in the dialog folds the announcement on the page at once.
        invalidatesTags: ['BonusLog'],
      }),
      searchBonusLogs: build.query<LogList, SearchLogsRequest>({
        query: (body) => ({ url: `${BASE}/logs/search`, method: 'POST', body }),
        keepUnusedDataFor: 0,
        providesTags: ['BonusLog'],
      }),
      searchDeclarations: build.query<DeclarationList, SearchDeclarationsRequest>({
        query: (body) => ({ url: `${BASE}/search`, method: 'POST', body }),
        providesTags: ['BonusDeclaration'],
      }),
      previewDeclaration: build.mutation<DeclarationPreview, DeclarationDraft>({
        query: (declaration) => ({ url: `${BASE}/preview`, method: 'POST', body: declaration }),
      }),
      createDeclaration: build.mutation<BonusDeclaration, DeclarationDraft>({
        query: (declaration) => ({
          url: BASE,
          method: 'POST',
          body: declaration,
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
        transformResponse: (r: DeclarationResponse) => dataOf(r),
        invalidatesTags: ['BonusDeclaration'],
      }),
      updateDeclaration: build.mutation<BonusDeclaration, { id: number; declaration: DeclarationDraft }>({
        query: ({ id, declaration }) => ({
          url: `${BASE}/${id}`,
          method: 'PUT',
          body: declaration,
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
        transformResponse: (r: DeclarationResponse) => dataOf(r),
        invalidatesTags: ['BonusDeclaration'],
      }),
      searchNonDeclarants: build.query<NonDeclarantList, SearchNonDeclarantsRequest>({
        query: (body) => ({ url: `${BASE}/non-declarants/search`, method: 'POST', body }),
        providesTags: ['BonusDeclaration'],
      }),
      summarizeDeclarations: build.query<DeclarationsSummary, DeclarationsSummaryRequest>({
        query: ({ campaignId }) => ({ url: `${BASE}/summary`, params: { campaignId: campaignId || undefined } }),
        providesTags: ['BonusDeclaration'],
      }),
      /**
       * The payroll file (CSV or XLSX), saved as it arrives; only its name and size enter the store.
       * @notProto a file (CSV or XLSX), not JSON
       */
      exportDeclarations: build.mutation<{ fileName: string; size: number }, ExportArgs>({
        query: (args) => ({
          url: EXPORT_PATH,
          params: exportParams(args),
          responseHandler: async (response: Response) => {
            if (!response.ok) return response.json().catch(() => null);
            const blob = await response.blob();
            const fileName = fileNameOf(response.headers.get('Content-Disposition'), `bonus-declarations.${args.format}`);
            saveFile(blob, fileName);
            return { fileName, size: blob.size };
          },
        }),
      }),
      getCampaigns: build.query<Campaign[], void>({
        query: () => ({ url: `${BASE}/campaigns` }),
        transformResponse: (r: CampaignList) => r.data,
        providesTags: ['BonusCampaign'],
      }),
      saveCampaign: build.mutation<Campaign, SaveCampaignRequest>({
        query: ({ campaignId, campaign }) => ({
          url: campaignId ? `${BASE}/campaigns/${campaignId}` : `${BASE}/campaigns`,
          method: campaignId ? 'PUT' : 'POST',
          body: campaign,
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
        transformResponse: (r: CampaignResponse) => dataOf(r),
        invalidatesTags: ['BonusCampaign'],
      }),
    }),
  });

export const {
  useAddBonusLogMutation,
  useLazySearchBonusLogsQuery,
  useSearchBonusLogsQuery,
  useLazySearchDeclarationsQuery,
  useSearchDeclarationsQuery,
  usePreviewDeclarationMutation,
  useCreateDeclarationMutation,
  useUpdateDeclarationMutation,
  useSearchNonDeclarantsQuery,
  useSummarizeDeclarationsQuery,
  useExportDeclarationsMutation,
  useGetCampaignsQuery,
  useSaveCampaignMutation,
} = bonusDeclarationsApi;
