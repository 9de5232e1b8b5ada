import { api } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * The steps of a filed request (approve, reject, cancel, ...): shared, since a supervisor decides
 * in the requests feature and a supervisor's substitute in the substitutions feature, through
 * the same call. Each type names the message it mirrors (docs/decisions/0005-web-api-types.md).
 */

export type RequestAction =
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'request-cancellation'
  | 'accept-cancellation'
  | 'reject-cancellation'
  | 'resume-processing'
  | 'take-over';

/**
 * The body of a decision (approve, reject, cancel, ...); the id is in the path.
 * @proto kadry.absences.v1.RequestDecision
 */
export interface RequestDecisionBody {
  comment: string;
}

/** The part of the decided request the step reads back. @proto kadry.absences.v1.RequestDetails */
export interface DecidedRequest {
  id: number;
  requestStatusId: number;
}

/** @proto kadry.absences.v1.RequestDetailsResponse */
export interface DecidedRequestResponse {
  data?: DecidedRequest;
}

export interface RequestDecisionArgs {
  id: number;
  action: RequestAction;
  comment?: string;
}

export const requestDecisionsApi = api.enhanceEndpoints({ addTagTypes: ['Request', 'Limit'] }).injectEndpoints({
  endpoints: (build) => ({
    decideRequest: build.mutation<DecidedRequestResponse, RequestDecisionArgs>({
      query: ({ id, action, comment }) => ({
        url: `absences/api/requests/${id}/${action === 'request-cancellation' ? 'cancellation-request' : action}`,
        method: 'POST',
        body: { comment: comment ?? '' } satisfies RequestDecisionBody,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      invalidatesTags: ['Request', 'Limit'],
    }),
  }),
});

export const { useDecideRequestMutation } = requestDecisionsApi;
