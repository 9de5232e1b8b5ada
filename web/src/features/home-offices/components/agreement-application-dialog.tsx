import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldProblemTexts, problemOf } from '../../../lib/problem';
import { AddressFields } from '@shared/address/address-fields';
import { EMPTY_ADDRESS } from '@shared/address/address-rules';
import { formatDate, formatWeekday } from '@shared/dates/format';
import { now } from '@shared/dates/warsaw';
import { MAX_AGREEMENT_TEXT_LENGTH, type HomeOfficeAgreement } from '@shared/home-office-agreements/agreements-api';
import type { Address } from '@shared/session/session-api';
import { DateField } from '@shared/ui/date-field';
import { FormDialog } from '@shared/ui/form-dialog';
import { useCreateHomeOfficeAgreementMutation } from '../api/home-offices-api';
import { AGREEMENT_WEEKDAYS, draftOf, STATEMENTS, validateAgreementForm, type AgreementForm } from '../agreement-form-model';

const STATEMENT_TEXT: Record<(typeof STATEMENTS)[number], string> = {
  safeWorkplaceConfirmed: 'homeOffices.form.statements.safeWorkplace',
  riskAssessmentAcknowledged: 'homeOffices.form.statements.riskAssessment',
  dataProtectionAcknowledged: 'homeOffices.form.statements.dataProtection',
};

interface Props {
  /** Where the employee lives (the people directory): the workplace's address starts as it. */
  homeAddress: Address | undefined;
  onCreated: (agreement: HomeOfficeAgreement) => void;
  onClose: () => void;
}

/** The employee's application for an agreement on regular remote work (art. 67¹⁹ §3). */
export function AgreementApplicationDialog({ homeAddress, onCreated, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const today = formatDate(now(), 'date');
  const [form, setForm] = useState<AgreementForm>(() => ({
    validFrom: '',
    validTo: '',
    weekdays: [],
    address: { ...EMPTY_ADDRESS, ...homeAddress },
    safeWorkplaceConfirmed: false,
    riskAssessmentAcknowledged: false,
    dataProtectionAcknowledged: false,
    justification: '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [create, { isLoading, error, reset }] = useCreateHomeOfficeAgreementMutation();
  const errors = validateAgreementForm(form, today);
  const serverErrors = fieldProblemTexts(t, problemOf(error));
  const errorOf = (field: string): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const own = errors[field];
    return submitted && own ? t(own.key, own.values) : undefined;
  };
  const change = (patch: Partial<AgreementForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A field's refusal holds for what was sent, not for what is being typed now.
    reset();
  };
  const toggleWeekday = (day: number, on: boolean) =>
    change({ weekdays: on ? [...form.weekdays, day] : form.weekdays.filter((d) => d !== day) });

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const result = await create(draftOf(form));
    if ('data' in result && result.data) onCreated(result.data);
  };
  const justificationLength = [...form.justification].length;

  return (
    <FormDialog
      name="agreement-application"
      title={t('homeOffices.form.title')}
      maxWidth="md"
      description={t('homeOffices.form.description')}
      // A refusal that names fields shows by them; the rest (an open application exists, no access) above.
      error={Object.keys(serverErrors).length ? undefined : error}
      errorFallback={t('homeOffices.form.failed')}
      submitLabel={t('homeOffices.form.submit')}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            required
            label={t('homeOffices.form.validFrom')}
            value={form.validFrom}
            min={today}
            testId="agreement-valid-from"
            error={!!errorOf('validFrom')}
            helperText={errorOf('validFrom')}
            onChange={(validFrom) => change({ validFrom })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            fullWidth
            label={t('homeOffices.form.validTo')}
            value={form.validTo}
            min={form.validFrom || today}
            testId="agreement-valid-to"
            error={!!errorOf('validTo')}
            helperText={errorOf('validTo') ?? t('homeOffices.form.validToHint')}
            onChange={(validTo) => change({ validTo })}
          />
        </Grid>
      </Grid>
      <FormControl component="fieldset" required error={!!errorOf('weekdays')}>
        <FormLabel component="legend">{t('homeOffices.form.weekdays')}</FormLabel>
        <FormGroup row>
          {AGREEMENT_WEEKDAYS.map((day) => (
            <FormControlLabel
              key={day}
              label={formatWeekday(day, i18n.language)}
              control={<Checkbox checked={form.weekdays.includes(day)} onChange={(e) => toggleWeekday(day, e.target.checked)} />}
            />
          ))}
        </FormGroup>
        {errorOf('weekdays') && <FormHelperText>{errorOf('weekdays')}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1.5 }}>
          {t('homeOffices.form.address')}
        </FormLabel>
        <AddressFields
          value={form.address}
          onChange={(address) => change({ address })}
          prefix="agreement-address"
          errorPrefix="address"
          errorOf={errorOf}
        />
      </FormControl>
      <FormControl component="fieldset" required>
        <FormLabel component="legend">{t('homeOffices.form.statementsTitle')}</FormLabel>
        <Stack spacing={0.5} sx={{ mt: 0.5 }}>
          {STATEMENTS.map((statement) => (
            <FormControl key={statement} required error={!!errorOf(statement)}>
              <FormControlLabel
                sx={{ alignItems: 'flex-start' }}
                label={t(STATEMENT_TEXT[statement])}
                control={
                  <Checkbox
                    sx={{ pt: 0.25 }}
                    checked={form[statement]}
                    onChange={(e) => change({ [statement]: e.target.checked })}
                    slotProps={{ input: { 'aria-required': true, 'aria-invalid': !!errorOf(statement) } }}
                  />
                }
              />
              {errorOf(statement) && <FormHelperText>{errorOf(statement)}</FormHelperText>}
            </FormControl>
          ))}
        </Stack>
      </FormControl>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={t('homeOffices.form.justification')}
        value={form.justification}
        slotProps={{
          htmlInput: { maxLength: MAX_AGREEMENT_TEXT_LENGTH, 'data-testid': 'agreement-justification' },
          formHelperText: { sx: { display: 'flex', justifyContent: 'space-between' } },
        }}
        error={!!errorOf('justification')}
        helperText={
          <>
            <span>{errorOf('justification') ?? ''}</span>
            <span data-testid="justification-counter">
              {t('validation.counter', { count: justificationLength, max: MAX_AGREEMENT_TEXT_LENGTH })}
            </span>
          </>
        }
        onChange={(e) => change({ justification: e.target.value })}
      />
    </FormDialog>
  );
}
