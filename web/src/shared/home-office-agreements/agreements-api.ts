import { api, dataOf } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import type { Address } from '../session/session-api';
import { toCollectionParams, type TableQuery } from '../ui/data-table';

/**
 * Agreements on regular remote work (KP art. 67¹⁹–67²³): the employee applies, an opinion-giver
 * (HoAgreementOpinioning or Admin) gives an opinion, the supervisor or Admin decides. Shared:
 * the employee's and the opinion-givers' pages (features/home-offices) and the team requests
 * page (features/requests) list them, and features do not import each other.
 * Each type names the message it mirrors (docs/decisions/0005-web-api-types.md).
 */

/** The service's limit of the justification and of a step's comment. */
export const MAX_AGREEMENT_TEXT_LENGTH = 500;

export const AgreementStatus = { AwaitingOpinion: 1, AwaitingDecision: 2, Approved: 3, Rejected: 4, Withdrawn: 5 } as const;
export const AGREEMENT_STATUS_IDS = Object.values(AgreementStatus);

/** What the caller may do with an agreement now (its `allowedActions`); the step's path segment too. */
export type AgreementAction = 'withdraw' | 'opinion' | 'approve' | 'reject' | 'end';

/** One step of an agreement's history. @proto kadry.absences.v1.RequestEvent */
export interface AgreementEvent {
  occurredAt: Date | string;
  actorId: number;
  actorFullName: string;
  /** filed, withdraw, opinion-positive, opinion-negative, approve, reject, end. */
  action: string;
  comment: string;
}

/** @proto kadry.absences.v1.HomeOfficeAgreement */
export interface HomeOfficeAgreement {
  id: number;
  /** "PZ/7/2026". */
  agreementNo: string;
  employeeId: number;
  employeeFullName: string;
  supervisorFullName: string;
  statusId: number;
  status: string;
  /** yyyy-MM-dd. */
  validFrom: string;
  /** yyyy-MM-dd; "" until further notice. */
  validTo: string;
  /** ISO days, 1 Monday .. 5 Friday, ascending. */
  weekdays: number[];
  /** The remote workplace. */
  address?: Address;
  safeWorkplaceConfirmed: boolean;
  riskAssessmentAcknowledged: boolean;
  dataProtectionAcknowledged: boolean;
  justification: string;
  submittedAt: Date | string;
  hasOpinion: boolean;
  opinionPositive: boolean;
  opinionComment: string;
  opinionByFullName: string;
  opinionAt: Date | string;
  decisionComment: string;
  decidedByFullName: string;
  decidedAt: Date | string;
  allowedActions: AgreementAction[];
  /** Details only: lists leave it empty. */
  events: AgreementEvent[];
}

/** @proto kadry.absences.v1.HomeOfficeAgreementList */
export interface HomeOfficeAgreementList {
  total: number;
  totalCapped: boolean;
  data: HomeOfficeAgreement[];
}

/** @proto kadry.absences.v1.HomeOfficeAgreementResponse */
export interface HomeOfficeAgreementResponse {
  data?: HomeOfficeAgreement;
}

/**
 * The body of a step (withdraw, opinion, approve, reject, end); the id is in the path. `positive`
 * is the opinion's only, `lastDay` (yyyy-MM-dd) the end's only.
 * @proto kadry.absences.v1.HomeOfficeAgreementStep
 */
export interface HomeOfficeAgreementStep {
  positive?: boolean;
  comment: string;
  lastDay?: string;
}

/** Whose agreements: the caller's own, the caller's team's (the supervisor decides), everyone's. */
export type AgreementListScope = 'my' | 'team' | 'all';

export interface AgreementListArgs {
  scope: AgreementListScope;
  query: TableQuery;
  /** Empty: every status. */
  statusIds: number[];
}

/** Query parameters of an agreement list (docs/architecture.md §3: kebab-case, arrays repeated). */
export function agreementListParams({ query, statusIds }: Omit<AgreementListArgs, 'scope'>) {
  return { ...toCollectionParams(query), 'status-ids': statusIds };
}

const AGREEMENTS = 'absences/api/home-office-agreements';
const LIST_URL: Record<AgreementListScope, string> = { my: `${AGREEMENTS}/my`, team: `${AGREEMENTS}/team`, all: AGREEMENTS };

export interface AgreementStepArgs {
  id: number;
  action: AgreementAction;
  /** The opinion's: positive or not. */
  positive?: boolean;
  /** The end's: the new last day of remote work, yyyy-MM-dd. */
  lastDay?: string;
  comment: string;
}

export const homeOfficeAgreementsApi = api.enhanceEndpoints({ addTagTypes: ['HomeOfficeAgreement'] }).injectEndpoints({
  endpoints: (build) => ({
    getHomeOfficeAgreements: build.query<HomeOfficeAgreementList, AgreementListArgs>({
      query: ({ scope, ...rest }) => ({ url: LIST_URL[scope], params: agreementListParams(rest) }),
      providesTags: ['HomeOfficeAgreement'],
    }),
    getHomeOfficeAgreement: build.query<HomeOfficeAgreement, number>({
      query: (id) => ({ url: `${AGREEMENTS}/${id}` }),
      transformResponse: (r: HomeOfficeAgreementResponse) => dataOf(r),
      providesTags: ['HomeOfficeAgreement'],
    }),
    takeHomeOfficeAgreementStep: build.mutation<HomeOfficeAgreement, AgreementStepArgs>({
      query: ({ id, action, positive, lastDay, comment }) => ({
        url: `${AGREEMENTS}/${id}/${action}`,
        method: 'POST',
        body: (action === 'opinion'
          ? { positive: !!positive, comment }
          : action === 'end'
            ? { lastDay, comment }
            : { comment }) satisfies HomeOfficeAgreementStep,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      transformResponse: (r: HomeOfficeAgreementResponse) => dataOf(r),
      invalidatesTags: ['HomeOfficeAgreement'],
    }),
  }),
});

export const { useGetHomeOfficeAgreementsQuery, useGetHomeOfficeAgreementQuery, useTakeHomeOfficeAgreementStepMutation } =
  homeOfficeAgreementsApi;
