import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorStatus, problemOf, problemSentence, sayProblem } from '../../lib/problem';
import { formatDate } from '@shared/dates/format';
import { DateField } from '@shared/ui/date-field';
import { SmallTable } from '@shared/ui/small-table';
import { useCorrectEmployeeRecordMutation, useGetEmployeeRecordQuery, type EmployeeRecord } from './api/people-import-api';
import type { EmployeeChange, ImportedPerson, ImportedPersonResult } from './api/types';
import { CODES } from './spreadsheet';

type Kind = 'text' | 'date' | 'number' | keyof typeof CODES;

/**
 * What HR corrects on the card, in the card's order (the import's field names, so a refusal
 * lands under its field). Contracts, benefits, access flags and roles come with the import only:
 * they go back as they were read.
 */
const FIELDS: readonly [string, Kind][] = [
  ['firstName', 'text'],
  ['lastName', 'text'],
  ['genderId', 'gender'],
  ['position', 'text'],
  ['companyEmail', 'text'],
  ['privateEmail', 'text'],
  ['companyPhoneNumber', 'text'],
  ['privatePhoneNumber', 'text'],
  ['address.street', 'text'],
  ['address.houseNumber', 'text'],
  ['address.flatNumber', 'text'],
  ['address.postalCode', 'text'],
  ['address.city', 'text'],
  ['locationId', 'number'],
  ['locationName', 'text'],
  ['hrAreaId', 'hrArea'],
  ['employmentSubGroupId', 'number'],
  ['employmentSubGroupName', 'text'],
  ['departmentName', 'text'],
  ['supervisorSapNumber', 'text'],
  ['employedSince', 'date'],
  ['employedUntil', 'date'],
  ['education', 'education'],
  ['disabilityDegree', 'disability'],
  ['username', 'text'],
];

/** A field's value, `address.city` included, as the form shows it. */
function valueOf(person: ImportedPerson, field: string): string {
  const [head, tail] = field.split('.');
  const v = tail ? (person[head as 'address'] as unknown as Record<string, unknown>)[tail] : person[head as keyof ImportedPerson];
  return v === 0 || v === undefined || v === null ? '' : String(v);
}

function withValue(person: ImportedPerson, field: string, kind: Kind, text: string): ImportedPerson {
  const [head, tail] = field.split('.');
  if (tail) return { ...person, address: { ...person.address, [tail]: text } };
  const numeric = kind === 'number' || kind === 'gender' || kind === 'hrArea';
  return { ...person, [head]: numeric ? Number(text) || 0 : text };
}

const HISTORY_HEADINGS = ['peopleImport.card.when', 'peopleImport.card.who', 'peopleImport.card.source', 'peopleImport.columns.details'];

/** Who made a change: a person by name, a system by its client. */
const changedBy = (c: EmployeeChange) => c.changedByFullName || c.changedBy.replace(/^client:/, '');

/** HR's correction of one person's record between imports, with the record's audited changes. */
export function RecordCorrection({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const record = useGetEmployeeRecordQuery(employeeId);
  if (record.isLoading) return <Skeleton height={240} />;
  if (!record.data?.person) {
    return (
      <Alert severity="error">
        {errorStatus(record.error) === 404 ? t('peopleImport.card.missing') : t('peopleImport.card.unavailable')}
      </Alert>
    );
  }
  // Keyed by the person: another person starts a fresh form.
  return <RecordForm key={employeeId} record={record.data} person={record.data.person} />;
}

function RecordForm({ record, person }: { record: EmployeeRecord; person: ImportedPerson }) {
  const { t } = useTranslation();
  const { employeeId } = record;
  const [correct, { isLoading: saving, error: saveError }] = useCorrectEmployeeRecordMutation();
  const [draft, setDraft] = useState<ImportedPerson>(person);
  const [result, setResult] = useState<ImportedPersonResult | null>(null);
  const problems = new Map((result?.problems ?? []).map((p) => [p.field.replace(/^people\[\d+\]\./, ''), sayProblem(t, p)]));
  const failure = problemOf(saveError);
  const label = (field: string) => t(`peopleImport.fields.${field}`);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await correct({ employeeId, person: draft });
    setResult('data' in answer && answer.data ? answer.data : null);
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => void save(e)} noValidate aria-label={t('peopleImport.card.form')}>
      <Typography variant="body2" color="text.secondary">
        {t('peopleImport.card.hint', { sap: draft.sapNumber })}
      </Typography>
      <Grid container spacing={2}>
        {FIELDS.map(([field, kind]) => {
          const common = {
            label: label(field),
            value: valueOf(draft, field),
            error: problems.has(field),
            helperText: problems.get(field),
            fullWidth: true,
            size: 'small' as const,
          };
          const set = (text: string) => setDraft(withValue(draft, field, kind, text));
          return (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
              {kind === 'date' ? (
                <DateField {...common} onChange={set} testId={`record-${field}`} />
              ) : kind === 'text' || kind === 'number' ? (
                <TextField
                  {...common}
                  onChange={(e) => set(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': `record-${field}`, inputMode: kind === 'number' ? 'numeric' : undefined } }}
                />
              ) : (
                <TextField {...common} select onChange={(e) => set(e.target.value)} data-testid={`record-${field}`}>
                  <MenuItem value="">{t('peopleImport.card.notGiven')}</MenuItem>
                  {CODES[kind].map((code) => (
                    <MenuItem key={code} value={String(code)}>
                      {t(`peopleImport.codes.${kind}.${code}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Grid>
          );
        })}
      </Grid>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {label('accessFlags')}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {draft.accessFlags.map((f) => (
            <Chip key={f} size="small" label={f} />
          ))}
          {!draft.accessFlags.length && <Typography>—</Typography>}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('peopleImport.card.importOnly')}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite">
        {result && result.outcome !== 'refused' && (
          <Alert severity="success">{t(result.outcome === 'unchanged' ? 'peopleImport.card.unchanged' : 'peopleImport.card.saved')}</Alert>
        )}
        {result?.outcome === 'refused' && <Alert severity="error">{t('peopleImport.card.refused')}</Alert>}
        {result?.accountProblem && <Alert severity="warning">{sayProblem(t, result.accountProblem)}</Alert>}
        {saveError && (
          <Alert severity="error">{failure ? problemSentence(t, failure, t('peopleImport.failed')) : t('peopleImport.failed')}</Alert>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('peopleImport.card.save')}
        </Button>
        <Button onClick={() => setDraft(person)} disabled={saving}>
          {t('peopleImport.card.undo')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('peopleImport.card.history')}
        </Typography>
        <SmallTable
          label={t('peopleImport.card.history')}
          headings={HISTORY_HEADINGS.map((key) => t(key))}
          rows={record.changes}
          none={t('peopleImport.card.noChanges')}
          row={(c) => (
            <TableRow key={`${c.changedAt}-${c.field}`}>
              <TableCell>{formatDate(c.changedAt, 'dateTimeShort')}</TableCell>
              <TableCell>{changedBy(c)}</TableCell>
              <TableCell>{t(`peopleImport.card.sources.${c.source}`, { defaultValue: c.source })}</TableCell>
              <TableCell>
                {c.field === 'person'
                  ? t('peopleImport.card.recordCreated')
                  : `${t(`peopleImport.fields.${c.field}`, { defaultValue: c.field })}: ${c.before || '—'} → ${c.after || '—'}`}
              </TableCell>
            </TableRow>
          )}
        />
      </Paper>
    </Stack>
  );
}
