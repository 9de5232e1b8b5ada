import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '@shared/ui/date-field';
import { FormDialog } from '@shared/ui/form-dialog';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useUpdateEmployeeTermsMutation } from '../api/work-times-api';
import type { EmployeeTerms, EmployeeTermsChange, WorkingTimeSystem } from '../api/types';
import { monthChoices, nightSpan, today } from '../format';
import { problemFieldError } from './problem-alert';

const SYSTEMS: readonly WorkingTimeSystem[] = ['basic', 'equivalent'];
/** Art. 129 §2: the settlement periods the service accepts. */
const SETTLEMENT_MONTHS = [1, 3, 4, 12] as const;
/** The month a settlement period may start in: 1 (January) … 12 (December). */
const FIRST_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** Art. 151⁷: the night is 8 hours between 21:00 and 7:00. */
const NIGHT_START_HOURS = [21, 22, 23] as const;
/** Art. 135–137: the equivalent system lengthens the day to 12, 16 or 24 hours. */
export const EQUIVALENT_HOURS = [12, 16, 24] as const;
/** Art. 151⁹ §2: a Sunday or holiday runs 24 hours from 6:00 unless the employer sets another hour. */
export const DEFAULT_SUNDAY_START_HOUR = 6;
const SUNDAY_START_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** ISO weekdays a five-day week may free: Monday (1) to Saturday (6); Sunday is free by law. */
export const FREE_WEEKDAY_CHOICES = [1, 2, 3, 4, 5, 6] as const;
/** The service frees Saturday when the terms name no day. */
export const DEFAULT_FREE_WEEKDAYS = [6];
/** Art. 151 §3–4: 150 hours a year, or another number the rules or the contract set; the service takes no fewer. */
const MIN_YEARLY_OVERTIME_HOURS = 150;
const HOUR = 3600;
const FIELDS: readonly (keyof EmployeeTermsChange)[] = [
  'workingTimeSystem',
  'settlementMonths',
  'settlementFirstMonth',
  'nightStartHour',
  'yearlyOvertimeLimit',
  'partTimeLimit',
  'validFrom',
  'validTo',
  'equivalentHours',
  'sundayStartHour',
  'freeWeekdays',
];

/** A fraction of full time as the contract writes it: "3/4", at most "1/1". */
const isFraction = (text: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  return !!m && Number(m[1]) > 0 && Number(m[1]) <= Number(m[2]);
};

interface Form {
  workingTimeSystem: string;
  settlementMonths: string;
  settlementFirstMonth: string;
  nightStartHour: string;
  yearlyOvertimeHours: string;
  partTimeLimit: string;
  validFrom: string;
  validTo: string;
  equivalentHours: string;
  sundayStartHour: string;
  freeWeekdays: number[];
}

const formOf = (terms: EmployeeTerms): Form => ({
  workingTimeSystem: terms.workingTimeSystem || 'basic',
  settlementMonths: String(terms.settlementMonths || 1),
  settlementFirstMonth: String(terms.settlementFirstMonth || 1),
  nightStartHour: String(terms.nightStartHour || 22),
  yearlyOvertimeHours: String(
    terms.yearlyOvertimeLimit ? Math.round((terms.yearlyOvertimeLimit / HOUR) * 100) / 100 : MIN_YEARLY_OVERTIME_HOURS,
  ),
  partTimeLimit: terms.partTimeLimit,
  // A change starts today unless HR says otherwise; the new row runs until further notice.
  validFrom: today(),
  validTo: '',
  equivalentHours: String(terms.equivalentHours ?? EQUIVALENT_HOURS[0]),
  sundayStartHour: String(terms.sundayStartHour ?? DEFAULT_SUNDAY_START_HOUR),
  freeWeekdays: terms.freeWeekdays.length ? [...terms.freeWeekdays] : DEFAULT_FREE_WEEKDAYS,
});

/** "06:00": a whole hour on the 24-hour clock. */
export const fullHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Hours as typed ("150", "162,5"), or NaN. */
const hoursOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** HR's change of a person's working-time terms; the service checks them again and names the fields it refuses. */
export function EmployeeTermsDialog({ terms, onClose }: { terms: EmployeeTerms; onClose: () => void }) {
  const { t, i18n } = useTranslation();
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
    validFrom: form.validFrom === '',
    validTo: form.validTo !== '' && form.validFrom !== '' && form.validTo < form.validFrom,
    freeWeekdays: form.freeWeekdays.length === 0,
  };
  const equivalent = form.workingTimeSystem === 'equivalent';
  // A one-month period starts every month; where it starts matters only for a longer one.
  const severalMonths = form.settlementMonths !== '1';
  const monthNames = monthChoices(i18n.language);
  const toggleWeekday = (weekday: number, free: boolean) =>
    change({
      freeWeekdays: free ? [...form.freeWeekdays, weekday].sort((a, b) => a - b) : form.freeWeekdays.filter((d) => d !== weekday),
    });
  const change = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // The server's refusal spoke of the values it was sent.
    reset();
  };
  const serverError = (field: keyof EmployeeTermsChange) => problemFieldError(t, error, field, `terms.${field}`);
  /** One of the terms chosen from a list; the server's refusal of it shows beneath. */
  const choice = <T extends string | number>(
    field: 'workingTimeSystem' | 'settlementMonths' | 'settlementFirstMonth' | 'nightStartHour' | 'equivalentHours' | 'sundayStartHour',
    options: readonly T[],
    labelOf: (option: T) => string,
    helperOf?: (field: string) => string,
  ) => (
    <TextField
      select
      label={t(`workTimes.terms.${field}`)}
      value={form[field]}
      onChange={(e) => change({ [field]: e.target.value })}
      error={!!serverError(field)}
      helperText={serverError(field) ?? helperOf?.(field)}
    >
      {options.map((o) => (
        <MenuItem key={o} value={String(o)}>
          {labelOf(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  const save = async () => {
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const changed: EmployeeTermsChange = {
      workingTimeSystem: form.workingTimeSystem as WorkingTimeSystem,
      settlementMonths: Number(form.settlementMonths),
      settlementFirstMonth: severalMonths ? Number(form.settlementFirstMonth) : 1,
      nightStartHour: Number(form.nightStartHour),
      yearlyOvertimeLimit: Math.round(hours * HOUR),
      partTimeLimit: form.partTimeLimit.trim(),
      validFrom: form.validFrom,
      validTo: form.validTo,
      // The day's length belongs to the equivalent system only.
      ...(equivalent ? { equivalentHours: Number(form.equivalentHours) } : {}),
      sundayStartHour: Number(form.sundayStartHour),
      freeWeekdays: form.freeWeekdays,
    };
    const result = await update({ employeeId: terms.employeeId, terms: changed, idempotencyKey });
    if (!('error' in result)) onClose();
  };
  const overtimeError =
    serverError('yearlyOvertimeLimit') ??
    (touched && problems.yearlyOvertimeLimit ? t('workTimes.terms.yearlyOvertimeLimitMin', { min: MIN_YEARLY_OVERTIME_HOURS }) : undefined);
  const validFromError = serverError('validFrom') ?? (touched && problems.validFrom ? t('workTimes.terms.validFromRequired') : undefined);
  // An end before the start is said by the date field itself (its earliest day is the start).
  const validToError = serverError('validTo');
  const weekdaysError =
    serverError('freeWeekdays') ?? (touched && problems.freeWeekdays ? t('workTimes.terms.freeWeekdaysRequired') : undefined);
  const limitError =
    serverError('partTimeLimit') ?? (touched && problems.partTimeLimit ? t('workTimes.terms.partTimeLimitFormat') : undefined);
  return (
    <FormDialog
      name="employee-terms"
      title={t('workTimes.terms.editTitle')}
      // A refusal naming the form's fields shows by them; any other above them.
      error={FIELDS.some((f) => serverError(f)) ? undefined : error}
      errorFallback={t('workTimes.terms.saveFailed')}
      submitLabel={t('workTimes.terms.save')}
      busy={isLoading}
      onSubmit={save}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('workTimes.terms.validFrom')}
          value={form.validFrom}
          onChange={(validFrom) => change({ validFrom })}
          required
          fullWidth
          error={!!validFromError}
          helperText={validFromError ?? t('workTimes.terms.validFromHint')}
          testId="terms-valid-from"
        />
        <DateField
          label={t('workTimes.terms.validTo')}
          value={form.validTo}
          onChange={(validTo) => change({ validTo })}
          min={form.validFrom || undefined}
          fullWidth
          error={!!validToError || (touched && problems.validTo)}
          helperText={validToError ?? t('workTimes.terms.validToHint')}
          testId="terms-valid-to"
        />
      </Stack>
      {choice('workingTimeSystem', SYSTEMS, (s) => t(`workTimes.system.${s}`))}
      {equivalent && choice('equivalentHours', EQUIVALENT_HOURS, (hours) => t(`workTimes.terms.equivalentHoursValue.${hours}`))}
      {choice('settlementMonths', SETTLEMENT_MONTHS, (m) => t('workTimes.summary.months', { count: m }))}
      {severalMonths && choice('settlementFirstMonth', FIRST_MONTHS, (m) => monthNames[m - 1])}
      {choice('nightStartHour', NIGHT_START_HOURS, nightSpan)}
      {choice('sundayStartHour', SUNDAY_START_HOURS, fullHour, () => t('workTimes.terms.sundayStartHourHint'))}
      <FormControl component="fieldset" error={!!weekdaysError}>
        <FormLabel component="legend">{t('workTimes.terms.freeWeekdays')}</FormLabel>
        <FormGroup row>
          {FREE_WEEKDAY_CHOICES.map((weekday) => (
            <FormControlLabel
              key={weekday}
              label={t(`workTimes.terms.weekdays.${weekday}`)}
              control={
                <Checkbox checked={form.freeWeekdays.includes(weekday)} onChange={(e) => toggleWeekday(weekday, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{weekdaysError ?? t('workTimes.terms.freeWeekdaysHint')}</FormHelperText>
      </FormControl>
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
    </FormDialog>
  );
}
