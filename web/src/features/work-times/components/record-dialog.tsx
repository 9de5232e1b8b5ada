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
import type { ClockRecord, RecordDraft } from '../api/types';
import { localInput, warsawIso } from '../format';
import { ProblemAlert } from './problem-alert';

export const RECORD_KINDS = ['work', 'break', 'private_exit', 'intervention'] as const;

interface Props {
  /** The record changed; absent when one is added. */
  record?: ClockRecord;
  /** The day ('yyyy-MM-dd') a new record starts on. */
  day: string;
  busy: boolean;
  error: unknown;
  onSave: (draft: RecordDraft) => void;
  onClose: () => void;
}

/** Add or change a clock record: kind, start and end in Warsaw time (sent with the offset), a required reason. */
export function RecordDialog({ record, day, busy, error, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState(record?.kind || 'work');
  const [start, setStart] = useState(record ? localInput(record.startAt) : `${day}T08:00`);
  const [end, setEnd] = useState(record ? localInput(record.endAt) : `${day}T16:00`);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problems = {
    start: !warsawIso(start),
    end: end !== '' && (!warsawIso(end) || end <= start),
    reason: reason.trim() === '',
  };
  const save = () => {
    setTouched(true);
    if (problems.start || problems.end || problems.reason) return;
    onSave({ kind, startAt: warsawIso(start), endAt: end ? warsawIso(end) : '', reason: reason.trim() });
  };
  const title = record ? t('workTimes.record.editTitle') : t('workTimes.record.addTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-dialog-title">
      <DialogTitle id="record-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProblemAlert error={error} fallback={t('workTimes.record.saveFailed')} />
          <TextField select label={t('workTimes.record.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
            {RECORD_KINDS.map((k) => <MenuItem key={k} value={k}>{t(`workTimes.kind.${k}`)}</MenuItem>)}
          </TextField>
          <TextField type="datetime-local" label={t('workTimes.record.start')} value={start} onChange={(e) => setStart(e.target.value)} required
            slotProps={{ inputLabel: { shrink: true } }} error={touched && problems.start} helperText={touched && problems.start ? t('workTimes.record.startRequired') : ' '} />
          <TextField type="datetime-local" label={t('workTimes.record.end')} value={end} onChange={(e) => setEnd(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }} error={touched && problems.end} helperText={touched && problems.end ? t('workTimes.record.endAfterStart') : t('workTimes.record.endHint')} />
          <TextField label={t('workTimes.record.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required multiline minRows={2}
            onBlur={() => setTouched(true)} error={touched && problems.reason} helperText={touched && problems.reason ? t('workTimes.record.reasonRequired') : ' '} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={save}>{t('workTimes.record.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
