import { useTranslation } from 'react-i18next';
import { useConfirmWithComment } from '../ui/confirm-provider';
import { useDecideRequestMutation, type RequestAction } from './request-decisions';

/** docs/product.md §4 default comments of the two rejections. */
export const DEFAULT_COMMENT: Partial<Record<RequestAction, string>> = {
  reject: 'request rejection',
  'reject-cancellation': 'rejection of cancellation request',
};
const COMMENT_REQUIRED: RequestAction[] = ['reject', 'reject-cancellation'];

/**
 * Asks through the shared confirmation dialog, then sends the decision; resolves true when done.
 * The supervisor's lists and the substitute's list ask the same way.
 */
export function useRequestDecision() {
  const { t } = useTranslation();
  const ask = useConfirmWithComment();
  const [decide] = useDecideRequestMutation();
  return async (request: { id: number; number?: string; requestNo?: string }, action: RequestAction): Promise<boolean> => {
    const needsComment = COMMENT_REQUIRED.includes(action);
    const answer = await ask({
      question: t(`requests.confirm.${action}`, { number: request.number ?? request.requestNo ?? '' }),
      title: t(`requests.actions.${action}`),
      // The SPEC's default texts are suggestions: the field starts empty, so the required
      // comment is the manager's own word or a deliberate choice of a ready one.
      comment: needsComment
        ? {
            required: true,
            label: t('requests.fields.comment'),
            suggestions: [t(`requests.defaultComment.${action}`, { defaultValue: DEFAULT_COMMENT[action] })],
          }
        : undefined,
      destructive: action.startsWith('reject') || action === 'cancel',
      symbol: action.startsWith('reject') || action === 'cancel' ? 'warning' : 'question',
    });
    if (!answer.confirmed) return false;
    const result = await decide({ id: request.id, action, comment: answer.comment });
    return !('error' in result);
  };
}
