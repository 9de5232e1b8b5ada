import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmWithComment } from '../ui/confirm-provider';
import { useTakeHomeOfficeAgreementStepMutation, type AgreementAction, type HomeOfficeAgreement } from './agreements-api';
import { OpinionDialog } from './opinion-dialog';

/**
 * The steps of an agreement as a person takes them: withdraw, approve and reject through the
 * shared confirmation dialog, the opinion through its own form. A rejection asks for the reason,
 * required: the employee is told it (KP art. 67¹⁹ §7), so no ready text is offered for it.
 * `opinionDialog` is to be rendered by the caller; `failure` is the last step's refusal.
 */
export function useAgreementSteps() {
  const { t } = useTranslation();
  const ask = useConfirmWithComment();
  const [take] = useTakeHomeOfficeAgreementStepMutation();
  const [opinionOf, setOpinionOf] = useState<HomeOfficeAgreement | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const start = async (agreement: HomeOfficeAgreement, action: AgreementAction) => {
    setFailure(null);
    if (action === 'opinion') {
      setOpinionOf(agreement);
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

  const opinionDialog = opinionOf ? <OpinionDialog key={opinionOf.id} agreement={opinionOf} onClose={() => setOpinionOf(null)} /> : null;
  return { start, failure, opinionDialog };
}
