import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Substitution, SubstitutionAction } from '@shared/substitutions/substitutions-api';
import { useConfirmWithComment } from '@shared/ui/confirm-provider';
import { useTakeSubstitutionStepMutation } from '../api/substitutions-api';

/** "Jan Kowalski (zastępca: Anna Nowak), 2026-12-01 – 2026-12-05": which substitution a control acts on. */
export const substitutionName = (t: TFunction, s: Substitution) =>
  t('substitutions.rowName', { employee: s.employeeFullName, substitute: s.substituteFullName, from: s.fromDate, to: s.toDate });

/**
 * The steps of a substitution through the shared confirmation dialog. A rejection asks for the
 * reason, required: the away person proposed it and is told why not. Confirming and cancelling
 * take an optional comment. `failure` is the last step's refusal.
 */
export function useSubstitutionSteps() {
  const { t } = useTranslation();
  const ask = useConfirmWithComment();
  const [take] = useTakeSubstitutionStepMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const start = async (substitution: Substitution, action: SubstitutionAction) => {
    setFailure(null);
    const answer = await ask({
      title: t(`substitutions.actions.${action}`),
      question: t(`substitutions.confirm.${action}`, {
        employee: substitution.employeeFullName,
        substitute: substitution.substituteFullName,
        from: substitution.fromDate,
        to: substitution.toDate,
      }),
      comment:
        action === 'reject'
          ? { required: true, label: t('substitutions.rejectionReason') }
          : { label: t('substitutions.columns.decisionComment') },
      destructive: action !== 'confirm',
      symbol: action === 'confirm' ? 'question' : 'warning',
    });
    if (!answer.confirmed) return;
    const result = await take({ id: substitution.id, action, comment: answer.comment });
    if ('error' in result) setFailure(result.error);
  };

  return { start, failure };
}
