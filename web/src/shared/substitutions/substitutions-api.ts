import { api, dataOf } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * Who stands in for whom and when (docs/substitutions.md). Shared: the substitutions feature
 * lists them and names substitutes, and the new-request form (features/requests) suggests one
 * for the period and proposes it once the request is filed; features do not import each other.
 * Each type names the message it mirrors (docs/decisions/0005-web-api-types.md).
 */

/** What the caller may do with a substitution now (its `allowedActions`); the step's path segment too. */
export type SubstitutionAction = 'confirm' | 'reject' | 'cancel';

/** @proto kadry.absences.v1.Substitution */
export interface Substitution {
  id: number;
  /** Who is away. */
  employeeId: number;
  employeeFullName: string;
  /** Who stands in. */
  substituteId: number;
  substituteFullName: string;
  /** yyyy-MM-dd, inclusive. */
  fromDate: string;
  toDate: string;
  statusId: number;
  /** Polish; the app names the status by its id. */
  status: string;
  comment: string;
  createdByFullName: string;
  createdAt: Date | string;
  /** Who confirmed, rejected or cancelled it. */
  decidedByFullName: string;
  decidedAt: Date | string;
  decisionComment: string;
  /** The away person's supervisor. */
  supervisorFullName: string;
  allowedActions: SubstitutionAction[];
}

/** @proto kadry.absences.v1.SubstitutionResponse */
export interface SubstitutionResponse {
  data?: Substitution;
}

/**
 * A substitution to make: the caller's own proposal (`employeeId` left out, the server reads 0
 * as the caller), or one a supervisor sets for someone below them, confirmed at once.
 * @proto kadry.absences.v1.SubstitutionDraft
 */
export interface SubstitutionDraft {
  employeeId?: number;
  substituteId: number;
  fromDate: string;
  toDate: string;
  comment?: string;
}

/**
 * The period of a request being filed; `substituteId` asks about that person, none asks the
 * server to suggest one. @proto kadry.absences.v1.PreviewSubstitutionRequest
 */
export interface SubstitutionPreviewDraft {
  substituteId?: number;
  fromDate: string;
  toDate: string;
}

/** @proto kadry.absences.v1.PreviewSubstitutionResponse */
export interface SubstitutionPreview {
  /** 0 when there is nobody to suggest. */
  substituteId: number;
  substituteFullName: string;
  /** A substitution of the caller's that already covers the period; 0 when none does. */
  existingSubstitutionId: number;
  /** yyyy-MM-dd: the working days of the period the substitute is away themselves. */
  substituteAwayDays: string[];
}

export const substitutionsApi = api.enhanceEndpoints({ addTagTypes: ['Substitution'] }).injectEndpoints({
  endpoints: (build) => ({
    previewSubstitution: build.mutation<SubstitutionPreview, SubstitutionPreviewDraft>({
      query: (draft) => ({ url: 'absences/api/substitutions/preview', method: 'POST', body: draft }),
    }),
    createSubstitution: build.mutation<Substitution, SubstitutionDraft>({
      query: (draft) => ({
        url: 'absences/api/substitutions',
        method: 'POST',
        body: draft,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      transformResponse: (r: SubstitutionResponse) => dataOf(r),
      invalidatesTags: ['Substitution'],
    }),
  }),
});

export const { usePreviewSubstitutionMutation, useCreateSubstitutionMutation } = substitutionsApi;
