import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DateTimeField } from '@shared/ui/date-time-field';
import { problemOf } from '../../../lib/problem';
import type { ClockRecord, RecordDraft } from '../api/types';
import { localInput, span, warsawIso } from '../format';
import { ProblemAlert, problemFieldError } from './problem-alert';

export const RECORD_KINDS = ['work', 'break', 'private_exit', 'intervention'] as const;

const instant = (value: Date | string) => (value === '' ? Infinity : new Date(value).getTime());

/**
 * The first of the day's `records` (other than `exceptId`) that a record of `kind` over
 * [start, end) would overlap, as the service decides it (domain/record_rules.h): work with work,
 * a break, exit or intervention with another of those, since the same time written twice would be
 * worked or taken off twice. An open record (no end) lasts until it is closed.
 */
export function firstOverlap(
  records: readonly ClockRecord[],
  kind: string,
  start: string,
  end: string,
  exceptId = 0,
): ClockRecord | undefined {
  const from = instant(start);
  const until = instant(end);
  const presence = (k: string) => k === 'work';
  return records.find(
    (r) => r.recordId !== exceptId && presence(r.kind) === presence(kind) && instant(r.startAt) < until && from < instant(r.endAt),
  );
}

/** "Praca 08:00–16:00": a record as a person finds it in the day's table. */
export const recordName = (r: Pick<ClockRecord, 'kind' | 'startAt' | 'endAt'>, t: TFunction) =>
  `${t(`workTimes.kind.${r.kind}`, { defaultValue: r.kind })} ${span(r.startAt, r.endAt)}`;

/** The record a server refusal names (problem `overlaps`, the service's 409), to say it the dialog's way. */
function overlapOfProblem(error: unknown): ClockRecord | undefined {
  const problem = problemOf(error);
  if (!problem) return undefined;
  const [found] = (problem as { overlaps?: Partial<ClockRecord>[] }).overlaps ?? [];
  return found ? { recordId: 0, kind: '', startAt: '', endAt: '', source: '', corrected: false, ...found } : undefined;
}

interface Props {
  /** The record changed; absent when one is added. */
  record?: ClockRecord;
  /** The day's records, which the new one may not overlap. */
  records: readonly ClockRecord[];
  /** The day ('yyyy-MM-dd') a new record starts on. */
  day: string;
  busy: boolean;
  error: unknown;
  onSave: (draft: RecordDraft) => void;
  onClose: () => void;
}

/** Add or change a clock record: kind, start and end in Warsaw time (sent with the offset), a required reason. */
export function RecordDialog({ record, records, day, busy, error, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState(record?.kind || 'work');
  const [start, setStart] = useState(record ? localInput(record.startAt) : `${day}T08:00`);
  const [end, setEnd] = useState(record ? localInput(record.endAt) : `${day}T16:00`);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const startIso = warsawIso(start);
  const endIso = end ? warsawIso(end) : '';
  const overlap =
    startIso && (!end || (endIso && end > start)) ? firstOverlap(records, kind, startIso, endIso, record?.recordId) : undefined;
  const problems = {
    start: !startIso,
    end: end !== '' && (!endIso || end <= start),
    overlap: !!overlap,
    reason: reason.trim() === '',
  };
  // What the server said of the start (an overlap found among records this page did not have, a day the record does not start on).
  const serverOverlap = overlapOfProblem(error);
  const serverStart =
    problemFieldError(t, error, 'startAt', 'record.startAt') ??
    (serverOverlap ? t('workTimes.record.overlaps', { record: recordName(serverOverlap, t) }) : undefined);
  const startHelp =
    touched && problems.start
      ? t('workTimes.record.startRequired')
      : touched && overlap
        ? t('workTimes.record.overlaps', { record: recordName(overlap, t) })
        : (serverStart ?? ' ');
  const save = () => {
    setTouched(true);
    if (problems.start || problems.end || problems.overlap || problems.reason) return;
    onSave({ kind, startAt: startIso, endAt: endIso, reason: reason.trim() });
  };
  const title = record ? t('workTimes.record.editTitle') : t('workTimes.record.addTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-dialog-title">
      <DialogTitle id="record-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProblemAlert error={error} fallback={t('workTimes.record.saveFailed')} />
          <TextField select label={t('workTimes.record.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
            {RECORD_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`workTimes.kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <DateTimeField
            label={t('workTimes.record.start')}
            value={start}
            onChange={setStart}
            required
            inputProps={{ 'data-testid': 'record-start' }}
            error={(touched && (problems.start || problems.overlap)) || serverStart ? startHelp : undefined}
            helperText={startHelp}
          />
          <DateTimeField
            label={t('workTimes.record.end')}
            value={end}
            onChange={setEnd}
            inputProps={{ 'data-testid': 'record-end' }}
            error={touched && problems.end ? t('workTimes.record.endAfterStart') : undefined}
            helperText={t('workTimes.record.endHint')}
          />
          <TextField
            label={t('workTimes.record.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            onBlur={() => setTouched(true)}
            error={touched && problems.reason}
            helperText={touched && problems.reason ? t('workTimes.record.reasonRequired') : ' '}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={save}>
          {t('workTimes.record.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
