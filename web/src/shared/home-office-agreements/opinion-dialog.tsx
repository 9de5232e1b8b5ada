import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldProblemTexts, problemOf } from '../../lib/problem';
import { FormDialog } from '../ui/form-dialog';
import { MAX_AGREEMENT_TEXT_LENGTH, useTakeHomeOfficeAgreementStepMutation, type HomeOfficeAgreement } from './agreements-api';

/**
 * The opinion on an application (positive or negative, with a comment): a negative one says why,
 * as the service requires; the decision is the supervisor's afterwards.
 */
export function OpinionDialog({ agreement, onClose }: { agreement: HomeOfficeAgreement; onClose: () => void }) {
  const { t } = useTranslation();
  const [positive, setPositive] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [take, { isLoading, error, reset }] = useTakeHomeOfficeAgreementStepMutation();
  const serverErrors = fieldProblemTexts(t, problemOf(error));
  const choiceMissing = positive === null;
  const reasonMissing = positive === false && !comment.trim();
  const choiceError = serverErrors.positive ?? (submitted && choiceMissing ? t('homeOffices.opinion.choiceRequired') : undefined);
  const commentError = serverErrors.comment ?? (submitted && reasonMissing ? t('validation.required') : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (choiceMissing || reasonMissing) return;
    const result = await take({ id: agreement.id, action: 'opinion', positive, comment: comment.trim() });
    if ('data' in result) onClose();
  };
  const change = (patch: () => void) => {
    patch();
    reset();
  };

  return (
    <FormDialog
      name="agreement-opinion"
      title={t('homeOffices.opinion.title', { number: agreement.agreementNo })}
      description={t('homeOffices.opinion.text', { name: agreement.employeeFullName })}
      error={Object.keys(serverErrors).length ? undefined : error}
      errorFallback={t('homeOffices.opinion.failed')}
      submitLabel={t('homeOffices.actions.opinion')}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormControl required error={!!choiceError}>
        <FormLabel id="agreement-opinion-choice">{t('homeOffices.opinion.choice')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="agreement-opinion-choice"
          value={positive === null ? '' : positive ? 'positive' : 'negative'}
          onChange={(e) => change(() => setPositive(e.target.value === 'positive'))}
        >
          <FormControlLabel value="positive" control={<Radio />} label={t('homeOffices.opinion.positiveOption')} />
          <FormControlLabel value="negative" control={<Radio />} label={t('homeOffices.opinion.negativeOption')} />
        </RadioGroup>
        {choiceError && <FormHelperText>{choiceError}</FormHelperText>}
      </FormControl>
      <TextField
        fullWidth
        multiline
        minRows={3}
        required={positive === false}
        label={positive === false ? t('homeOffices.opinion.reason') : t('homeOffices.opinion.comment')}
        value={comment}
        error={!!commentError}
        helperText={commentError ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_AGREEMENT_TEXT_LENGTH, 'data-testid': 'opinion-comment' } }}
        onChange={(e) => change(() => setComment(e.target.value))}
      />
    </FormDialog>
  );
}
