import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useUpdateEmployeeTermsMutation } from '../api/work-times-api';
import type { EmployeeTerms, EmployeeTermsChange, WorkingTimeSystem } from '../api/types';
import { nightSpan } from '../format';
import { ProblemAlert, problemFieldError } from './problem-alert';

const SYSTEMS: readonly WorkingTimeSystem[] = ['basic', 'equivalent'];
/** Art. 129 §2: the settlement periods the service accepts. */
const SETTLEMENT_MONTHS = [1, 3, 4, 12] as const;
/** Art. 151⁷: the night is 8 hours between 21:00 and 7:00. */
const NIGHT_START_HOURS = [21, 22, 23] as const;
/** Art. 151 §3–4: 150 hours a year, or another number the rules or the contract set; the service takes no fewer. */
const MIN_YEARLY_OVERTIME_HOURS = 150;
const HOUR = 3600;
const FIELDS: readonly (keyof EmployeeTermsChange)[] = [
  'workingTimeSystem',
  'settlementMonths',
  'nightStartHour',
  'yearlyOvertimeLimit',
  'partTimeLimit',
];

/** A fraction of full time as the contract writes it: "3/4", at most "1/1". */
const isFraction = (text: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  return !!m && Number(m[1]) > 0 && Number(m[1]) <= Number(m[2]);
};

interface Form {
  workingTimeSystem: string;
  settlementMonths: string;
  nightStartHour: string;
  yearlyOvertimeHours: string;
  partTimeLimit: string;
}

const formOf = (terms: EmployeeTerms): Form => ({
  workingTimeSystem: terms.workingTimeSystem || 'basic',
  settlementMonths: String(terms.settlementMonths || 1),
  nightStartHour: String(terms.nightStartHour || 22),
  yearlyOvertimeHours: String(
    terms.yearlyOvertimeLimit ? Math.round((terms.yearlyOvertimeLimit / HOUR) * 100) / 100 : MIN_YEARLY_OVERTIME_HOURS,
  ),
  partTimeLimit: terms.partTimeLimit,
});

/** Hours as typed ("150", "162,5"), or NaN. */
const hoursOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** HR's change of a person's working-time terms; the service checks them again and names the fields it refuses. */
export function EmployeeTermsDialog({ terms, onClose }: { terms: EmployeeTerms; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(terms));
  const [touched, setTouched] = useState(false);
  // One key while the dialog is open: saving again after a lost answer changes the terms once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [update, { isLoading, error, reset }] = useUpdateEmployeeTermsMutation();
  // Only a part-time contract states a limit (art. 151 §5); one already set stays visible so it can be cleared.
  const limitApplies = terms.fraction !== '1/1' || terms.partTimeLimit !== '';
  const hours = hoursOf(form.yearlyOvertimeHours);
  const problems = {
    yearlyOvertimeLimit: !(hours >= MIN_YEARLY_OVERTIME_HOURS),
    partTimeLimit: form.partTimeLimit.trim() !== '' && !isFraction(form.partTimeLimit.trim()),
  };
  const change = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // The server's refusal spoke of the values it was sent.
    reset();
  };
  const serverError = (field: keyof EmployeeTermsChange) => problemFieldError(t, error, field, `terms.${field}`);
  /** One of the terms chosen from a list; the server's refusal of it shows beneath. */
  const choice = <T extends string | number>(
    field: 'workingTimeSystem' | 'settlementMonths' | 'nightStartHour',
    options: readonly T[],
    labelOf: (option: T) => string,
  ) => (
    <TextField
      select
      label={t(`workTimes.terms.${field}`)}
      value={form[field]}
      onChange={(e) => change({ [field]: e.target.value })}
      error={!!serverError(field)}
      helperText={serverError(field)}
    >
      {options.map((o) => (
        <MenuItem key={o} value={String(o)}>
          {labelOf(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problems.yearlyOvertimeLimit || problems.partTimeLimit) return;
    const changed: EmployeeTermsChange = {
      workingTimeSystem: form.workingTimeSystem as WorkingTimeSystem,
      settlementMonths: Number(form.settlementMonths),
      nightStartHour: Number(form.nightStartHour),
      yearlyOvertimeLimit: Math.round(hours * HOUR),
      partTimeLimit: form.partTimeLimit.trim(),
    };
    const result = await update({ employeeId: terms.employeeId, terms: changed, idempotencyKey });
    if (!('error' in result)) onClose();
  };
  const overtimeError =
    serverError('yearlyOvertimeLimit') ??
    (touched && problems.yearlyOvertimeLimit ? t('workTimes.terms.yearlyOvertimeLimitMin', { min: MIN_YEARLY_OVERTIME_HOURS }) : undefined);
  const limitError =
    serverError('partTimeLimit') ?? (touched && problems.partTimeLimit ? t('workTimes.terms.partTimeLimitFormat') : undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="employee-terms-title">
      <DialogTitle id="employee-terms-title">{t('workTimes.terms.editTitle')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="employee-terms-form" noValidate onSubmit={(e) => void save(e)} spacing={2} sx={{ pt: 1 }}>
          {/* A refusal naming the form's fields shows by them; any other above them. */}
          {!FIELDS.some((f) => serverError(f)) && <ProblemAlert error={error} fallback={t('workTimes.terms.saveFailed')} />}
          {choice('workingTimeSystem', SYSTEMS, (s) => t(`workTimes.system.${s}`))}
          {choice('settlementMonths', SETTLEMENT_MONTHS, (m) => t('workTimes.summary.months', { count: m }))}
          {choice('nightStartHour', NIGHT_START_HOURS, nightSpan)}
          <TextField
            label={t('workTimes.terms.yearlyOvertimeLimit')}
            value={form.yearlyOvertimeHours}
            required
            onChange={(e) => change({ yearlyOvertimeHours: e.target.value })}
            error={!!overtimeError}
            helperText={overtimeError ?? t('workTimes.terms.yearlyOvertimeLimitHint', { min: MIN_YEARLY_OVERTIME_HOURS })}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">{t('workTimes.terms.hoursUnit')}</InputAdornment> },
            }}
          />
          {limitApplies && (
            <TextField
              label={t('workTimes.terms.partTimeLimit')}
              value={form.partTimeLimit}
              onChange={(e) => change({ partTimeLimit: e.target.value })}
              error={!!limitError}
              helperText={limitError ?? t('workTimes.terms.partTimeLimitHint')}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="employee-terms-form" variant="contained" disabled={isLoading}>
          {t('workTimes.terms.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
