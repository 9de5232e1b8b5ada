import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import { useDebouncedPreview } from '@shared/ui/use-debounced-preview';
import { useCreateDeclarationMutation, usePreviewDeclarationMutation, useUpdateDeclarationMutation } from '../api/bonus-declarations-api';
import {
  INCOME_FIELDS,
  RELATIONSHIPS,
  type BonusDeclaration,
  type DeclarationDraft,
  type DeclarationPreview,
  type IncomeField,
} from '../api/types';
import { draftOf, newMember, validateDeclaration, type DeclarationForm as Form } from '../declaration-form-model';
import { serverFailureOf } from '../server-problem';
import { CalculatorPanel } from './calculator-panel';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const STATEMENTS = ['statementDataTrue', 'statementDocumentsOnDemand', 'statementInformationClause'] as const;

/** The element ids the error summary's links lead to. */
const fieldId = (key: string) => `declaration-${key.replace(/\./g, '-')}`;

/** Moves focus to a field and brings it into view (the summary's links, keyboard and mouse alike). */
function goToField(id: string) {
  const el = document.getElementById(id);
  el?.focus();
  el?.scrollIntoView?.({ block: 'center' });
}

export interface DeclarationFormProps {
  initial: Form;
  /** The filed declaration being edited, if any (PUT instead of POST). */
  existing?: BonusDeclaration;
  readOnly: boolean;
  /** The tax years the campaign accepts (its own, then the alternative one). */
  taxYears: number[];
  onSaved: (saved: BonusDeclaration) => void;
}

/** The declaration: tax year, household members with their income components, statements, calculator. */
export function DeclarationForm({ initial, existing, readOnly, taxYears, onSaved }: DeclarationFormProps) {
  const { t } = useTranslation();
  // On a phone the calculator comes before the submit button, not below the whole form.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [form, setForm] = useState<Form>(initial);
  const [submitted, setSubmitted] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [runPreview] = usePreviewDeclarationMutation();
  const [create, { isLoading: creating }] = useCreateDeclarationMutation();
  const [update, { isLoading: updating }] = useUpdateDeclarationMutation();
  const errors = validateDeclaration(form);
  const draft = useMemo(() => draftOf(form), [form]);
  // The statements change no figure: ticking them does not ask the calculator again.
  // Nothing typed yet: there is nothing to compute.
  const typed = form.members.some((m) => INCOME_FIELDS.some((f) => m.amounts[f].trim() !== ''));
  const previewKey =
    draft && typed
      ? JSON.stringify({ ...draft, statementDataTrue: false, statementDocumentsOnDemand: false, statementInformationClause: false })
      : '';

  const preview = useDebouncedPreview<DeclarationDraft, DeclarationPreview>(previewKey, runPreview);

  const change = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerFieldErrors({});
  };
  const changeMember = (i: number, patch: Partial<Form['members'][number]>) =>
    change({ members: form.members.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  const changeAmount = (i: number, field: IncomeField, value: string) =>
    changeMember(i, { amounts: { ...form.members[i].amounts, [field]: value } });

  const errorOf = (key: string, serverKeys: string[] = []): string | undefined => {
    // The server may name a field with or without the request's `declaration.` prefix.
    for (const k of serverKeys.flatMap((x) => [x, `declaration.${x}`])) if (serverFieldErrors[k]) return serverFieldErrors[k];
    return submitted || key.endsWith('Grosze') ? (errors[key] ? t(errors[key]) : undefined) : undefined;
  };

  // Every field that may be wrong, in the order of the form: the error summary lists those that are.
  const fields = [
    { key: 'taxYear', serverKeys: ['taxYear'], label: t('bonus.form.taxYear') },
    ...form.members.flatMap((_, i) => {
      const member = i === 0 ? t('bonus.form.declarant') : t('bonus.form.member', { n: i + 1 });
      return [
        { key: `members.${i}.fullName`, serverKeys: [`householdMembers[${i}].fullName`], label: `${member} – ${t('bonus.form.fullName')}` },
        ...INCOME_FIELDS.map((f) => ({
          key: `members.${i}.${f}`,
          serverKeys: [`householdMembers[${i}].${f}`],
          label: `${member} – ${t(`bonus.income.${f}`)}`,
        })),
      ];
    }),
  ];
  const firstUnticked = STATEMENTS.find((s) => !form[s]) ?? STATEMENTS[0];
  const problems = !submitted
    ? []
    : [
        ...fields.flatMap((f) => {
          const message = errorOf(f.key, f.serverKeys);
          return message ? [{ id: fieldId(f.key), text: `${f.label}: ${message}` }] : [];
        }),
        ...(errors.statements ? [{ id: fieldId(firstUnticked), text: t(errors.statements) }] : []),
      ];

  // Focus goes to the summary after each refused submit, once it is on the screen.
  useEffect(() => {
    if (!summaryFocus) return;
    summary.current?.focus();
    summary.current?.scrollIntoView?.({ block: 'start' });
  }, [summaryFocus]);

  // Unsaved: anything differs from what the form started with (a filed declaration, or the empty form).
  const dirty = !readOnly && JSON.stringify(form) !== JSON.stringify(initial);

  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(errors).length || !draft) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    const result = existing ? await update({ id: existing.bonusDeclarationId, declaration: draft }) : await create(draft);
    if ('data' in result && result.data) {
      onSaved(result.data);
      return;
    }
    const failure = serverFailureOf(t, result.error, t('bonus.form.failed'));
    setServerError(failure.message);
    setServerFieldErrors(failure.fieldErrors);
    if (Object.keys(failure.fieldErrors).length) setSummaryFocus((n) => n + 1);
  };

  const saving = creating || updating;
  const calculator = <CalculatorPanel preview={preview.data} pending={preview.pending} failed={preview.failed} />;
  return (
    <Grid container spacing={2}>
      <UnsavedChangesGuard when={dirty && !saving} />
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2} component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0 }}>
          {problems.length > 0 && (
            <Alert
              severity="error"
              ref={summary}
              tabIndex={-1}
              data-testid="error-summary"
              aria-labelledby="declaration-error-summary-title"
            >
              <AlertTitle id="declaration-error-summary-title">{t('bonus.form.errorSummary')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {problems.map((p) => (
                  <li key={p.id + p.text}>
                    <Link
                      href={`#${p.id}`}
                      color="inherit"
                      onClick={(e) => {
                        e.preventDefault();
                        goToField(p.id);
                      }}
                    >
                      {p.text}
                    </Link>
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <TextField
            select
            id={fieldId('taxYear')}
            label={t('bonus.form.taxYear')}
            value={form.taxYear || ''}
            sx={{ maxWidth: 360 }}
            onChange={(e) => change({ taxYear: Number(e.target.value) })}
            error={!!errorOf('taxYear', ['taxYear'])}
            helperText={errorOf('taxYear', ['taxYear']) ?? t('bonus.form.taxYearHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'tax-year', readOnly } }}
          >
            {[...new Set([...taxYears, ...(form.taxYear ? [form.taxYear] : [])])].map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          {form.members.map((m, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 2 }} data-testid={`member-${i}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {i === 0 ? t('bonus.form.declarant') : t('bonus.form.member', { n: i + 1 })}
                </Typography>
                {i > 0 && !readOnly && (
                  <IconButton
                    aria-label={t('bonus.form.removeMember', { n: i + 1 })}
                    onClick={() => change({ members: form.members.filter((_, j) => j !== i) })}
                  >
                    <Icon name="close" />
                  </IconButton>
                )}
              </Stack>
              <Grid container spacing={1.5}>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <TextField
                    fullWidth
                    size="small"
                    id={fieldId(`members.${i}.fullName`)}
                    label={t('bonus.form.fullName')}
                    value={m.fullName}
                    required
                    onChange={(e) => changeMember(i, { fullName: e.target.value })}
                    error={!!errorOf(`members.${i}.fullName`, [`householdMembers[${i}].fullName`])}
                    helperText={errorOf(`members.${i}.fullName`, [`householdMembers[${i}].fullName`])}
                    slotProps={{ htmlInput: { 'data-testid': `member-${i}-name`, readOnly } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={t('bonus.form.relationship')}
                    value={m.relationship}
                    disabled={i === 0 || readOnly}
                    onChange={(e) => changeMember(i, { relationship: e.target.value })}
                    slotProps={{ htmlInput: { 'data-testid': `member-${i}-relationship` } }}
                  >
                    {RELATIONSHIPS.filter((r) => (i === 0 ? r === 'declarant' : r !== 'declarant')).map((r) => (
                      <MenuItem key={r} value={r}>
                        {t(`bonus.relationship.${r}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                {INCOME_FIELDS.map((f) => {
                  const key = `members.${i}.${f}`;
                  const message = errorOf(key, [`householdMembers[${i}].${f}`]);
                  return (
                    <Grid key={f} size={{ xs: 12, sm: 6 }}>
                      <TextField
                        fullWidth
                        size="small"
                        id={fieldId(key)}
                        label={t(`bonus.income.${f}`)}
                        value={m.amounts[f]}
                        placeholder="0,00"
                        onChange={(e) => changeAmount(i, f, e.target.value)}
                        error={!!message}
                        helperText={message}
                        slotProps={{
                          htmlInput: { inputMode: 'decimal', 'data-testid': `member-${i}-${f}`, readOnly },
                          input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
                        }}
                      />
                    </Grid>
                  );
                })}
              </Grid>
            </Paper>
          ))}
          {!readOnly && (
            <Box>
              <Button
                startIcon={<Icon name="add" />}
                onClick={() => change({ members: [...form.members, newMember('child')] })}
                data-testid="add-member"
              >
                {t('bonus.form.addMember')}
              </Button>
            </Box>
          )}
          <Box>
            {STATEMENTS.map((s) => (
              <FormControlLabel
                key={s}
                sx={{ display: 'flex', alignItems: 'flex-start', mb: 1 }}
                control={
                  <Checkbox
                    checked={form[s]}
                    onChange={(e) => change({ [s]: e.target.checked })}
                    disabled={readOnly}
                    slotProps={{ input: { 'data-testid': s, id: fieldId(s) } as object }}
                  />
                }
                label={
                  <Typography variant="body2" sx={{ pt: 1.1 }}>
                    {t(`bonus.statements.${s}`)}
                  </Typography>
                }
              />
            ))}
            {submitted && errors.statements && <FormHelperText error>{t(errors.statements)}</FormHelperText>}
          </Box>
          {phone && calculator}
          {serverError && (
            <Alert severity="error" data-testid="declaration-error">
              {serverError}
            </Alert>
          )}
          {!readOnly && (
            <Box>
              <Button variant="contained" disabled={saving} onClick={() => void submit()} data-testid="submit-declaration">
                {existing ? t('bonus.form.saveChanges') : t('bonus.form.submit')}
              </Button>
            </Box>
          )}
        </Stack>
      </Grid>
      {!phone && (
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: 'sticky', top: 80 }}>{calculator}</Box>
        </Grid>
      )}
    </Grid>
  );
}
