import { useState } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldProblemTexts, problemOf } from '../../../lib/problem';
import { formatDate } from '@shared/dates/format';
import { now } from '@shared/dates/warsaw';
import { PersonPicker, type PeopleSource } from '@shared/people/person-picker';
import { TeamMemberPicker } from '@shared/people/team-member-picker';
import { useSharedSelector } from '@shared/store-hooks';
import { useCreateSubstitutionMutation, type Substitution } from '@shared/substitutions/substitutions-api';
import { DateField } from '@shared/ui/date-field';
import { FormDialog } from '@shared/ui/form-dialog';
import {
  draftOf,
  EMPTY_SUBSTITUTION_FORM,
  lastDayFrom,
  MAX_SUBSTITUTION_COMMENT_LENGTH,
  MAX_SUBSTITUTION_DAYS,
  validateSubstitutionForm,
  type SubstitutionForm,
  type SubstitutionFormMode,
} from '../substitution-form-model';

/** Whom the substitute is chosen from: the proposer's colleagues; for a supervisor, the team or their own colleagues. */
const SUBSTITUTES_FROM: Record<SubstitutionFormMode, readonly PeopleSource[]> = {
  propose: ['colleagues'],
  set: ['team', 'colleagues'],
};

interface Props {
  mode: SubstitutionFormMode;
  onCreated: (substitution: Substitution) => void;
  onClose: () => void;
}

/** A substitution: proposed by the away person for themselves, or set by a supervisor for someone of the team. */
export function SubstitutionDialog({ mode, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const today = formatDate(now(), 'date');
  const [form, setForm] = useState<SubstitutionForm>(EMPTY_SUBSTITUTION_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [create, { isLoading, error, reset }] = useCreateSubstitutionMutation();
  const errors = validateSubstitutionForm(form, mode, today);
  const serverErrors = fieldProblemTexts(t, problemOf(error));
  const errorOf = (field: string): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const own = errors[field];
    return submitted && own ? t(own.key, own.values) : undefined;
  };
  const change = (patch: Partial<SubstitutionForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A field's refusal holds for what was sent, not for what is being typed now.
    reset();
  };
  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const result = await create(draftOf(form, mode));
    if ('data' in result && result.data) onCreated(result.data);
  };
  // Nobody stands in for themselves: the away person is not offered as their substitute.
  const away = mode === 'set' ? form.employee?.employeeId : userId;
  const commentLength = [...form.comment].length;

  return (
    <FormDialog
      name="substitution"
      title={t(`substitutions.form.${mode}Title`)}
      description={t(`substitutions.form.${mode}Description`)}
      // A refusal that names fields shows by them; the rest (no access, an overlap) above.
      error={Object.keys(serverErrors).length ? undefined : error}
      errorFallback={t('substitutions.form.failed')}
      submitLabel={t(`substitutions.form.${mode}Submit`)}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      {mode === 'set' && (
        <TeamMemberPicker
          required
          label={t('substitutions.form.employee')}
          value={form.employee}
          testId="substitution-employee"
          error={!!errorOf('employeeId')}
          helperText={errorOf('employeeId')}
          onChange={(employee) => change({ employee })}
        />
      )}
      <PersonPicker
        required
        label={t('substitutions.form.substitute')}
        sources={SUBSTITUTES_FROM[mode]}
        exclude={away ? [away] : []}
        value={form.substitute}
        testId="substitution-substitute"
        error={!!errorOf('substituteId')}
        helperText={errorOf('substituteId')}
        onChange={(substitute) => change({ substitute })}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            label={t('substitutions.form.fromDate')}
            value={form.fromDate}
            min={today}
            testId="substitution-from"
            error={!!errorOf('fromDate')}
            helperText={errorOf('fromDate')}
            onChange={(fromDate) => change({ fromDate, toDate: form.toDate && form.toDate >= fromDate ? form.toDate : fromDate })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            label={t('substitutions.form.toDate')}
            value={form.toDate}
            min={form.fromDate || today}
            max={form.fromDate ? lastDayFrom(form.fromDate) : undefined}
            testId="substitution-to"
            error={!!errorOf('toDate')}
            helperText={errorOf('toDate') ?? t('substitutions.form.periodHint', { days: MAX_SUBSTITUTION_DAYS })}
            onChange={(toDate) => change({ toDate })}
          />
        </Grid>
      </Grid>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('substitutions.form.comment')}
        value={form.comment}
        slotProps={{
          htmlInput: { maxLength: MAX_SUBSTITUTION_COMMENT_LENGTH, 'data-testid': 'substitution-comment' },
          formHelperText: { sx: { display: 'flex', justifyContent: 'space-between' } },
        }}
        error={!!errorOf('comment')}
        helperText={
          <>
            <span>{errorOf('comment') ?? ''}</span>
            <span data-testid="substitution-comment-counter">
              {t('validation.counter', { count: commentLength, max: MAX_SUBSTITUTION_COMMENT_LENGTH })}
            </span>
          </>
        }
        onChange={(e) => change({ comment: e.target.value })}
      />
    </FormDialog>
  );
}
