import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmWithComment } from '../ui/confirm-provider';
import { useTakeHomeOfficeAgreementStepMutation, type AgreementAction, type HomeOfficeAgreement } from './agreements-api';
import { EndAgreementDialog } from './end-agreement-dialog';
import { OpinionDialog } from './opinion-dialog';

/**
 * The steps of an agreement as a person takes them: withdraw, approve and reject through the
 * shared confirmation dialog, the opinion and the early end through their own forms. A rejection asks for the reason,
 * required: the employee is told it (KP art. 67¹⁹ §7), so no ready text is offered for it.
 * `dialog` (the opinion's or the end's form) is to be rendered by the caller; `failure` is the
 * last step's refusal.
 */
export function useAgreementSteps() {
  const { t } = useTranslation();
  const ask = useConfirmWithComment();
  const [take] = useTakeHomeOfficeAgreementStepMutation();
  const [opinionOf, setOpinionOf] = useState<HomeOfficeAgreement | null>(null);
  const [endOf, setEndOf] = useState<HomeOfficeAgreement | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const start = async (agreement: HomeOfficeAgreement, action: AgreementAction) => {
    setFailure(null);
    if (action === 'opinion') {
      setOpinionOf(agreement);
      return;
    }
    if (action === 'end') {
      setEndOf(agreement);
      return;
    }
    const answer = await ask({
      title: t(`homeOffices.actions.${action}`),
      question: t(`homeOffices.confirm.${action}`, { number: agreement.agreementNo, name: agreement.employeeFullName }),
      comment:
        action === 'reject'
          ? { required: true, label: t('homeOffices.rejectionReason') }
          : action === 'approve'
            ? { label: t('homeOffices.decisionComment') }
            : undefined,
      destructive: action !== 'approve',
      symbol: action === 'approve' ? 'question' : 'warning',
    });
    if (!answer.confirmed) return;
    const result = await take({ id: agreement.id, action, comment: answer.comment });
    if ('error' in result) setFailure(result.error);
  };

  const dialog = opinionOf ? (
    <OpinionDialog key={opinionOf.id} agreement={opinionOf} onClose={() => setOpinionOf(null)} />
  ) : endOf ? (
    <EndAgreementDialog key={endOf.id} agreement={endOf} onClose={() => setEndOf(null)} />
  ) : null;
  return { start, failure, dialog };
}
