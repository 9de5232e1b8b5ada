import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { duration } from '../format';
import { ProblemAlert } from './problem-alert';

export type ApprovalKind = 'overtime' | 'undertime';

interface Props {
  kind: ApprovalKind;
  /** Seconds still to approve (overtime) or to compensate (undertime): the most the dialog sends. */
  available: number;
  busy: boolean;
  error: unknown;
  onConfirm: (seconds: number, comment: string) => void;
  onClose: () => void;
}

/** Whole hours and minutes of a field, or NaN when it is no such number. */
const wholeOf = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text) : NaN);

/**
 * Approving a day's overtime or compensating its undertime: how much (all of it offered, less
 * may be typed in hours and minutes) and why, stated before anything is sent.
 */
export function ApprovalDialog({ kind, available, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [hours, setHours] = useState(String(Math.floor(available / 3600)));
  const [minutes, setMinutes] = useState(String(Math.floor((available % 3600) / 60)));
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const h = wholeOf(hours);
  const m = wholeOf(minutes);
  const seconds = h * 3600 + m * 60;
  // A remainder under a minute belongs to the whole amount offered, not to a typed one.
  const chosen = seconds === Math.floor(available / 60) * 60 ? available : seconds;
  const problem =
    Number.isNaN(seconds) || m > 59
      ? t('workTimes.approval.invalid')
      : chosen <= 0
        ? t('workTimes.approval.zero')
        : chosen > available
          ? t('workTimes.approval.atMost', { amount: duration(available, t) })
          : undefined;
  const confirm = () => {
    setTouched(true);
    if (!problem) onConfirm(chosen, comment.trim());
  };
  const title = t(`workTimes.approval.${kind}.title`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="approval-dialog-title">
      <DialogTitle id="approval-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t(`workTimes.approval.${kind}.available`, { amount: duration(available, t) })}</DialogContentText>
          <ProblemAlert error={error} fallback={t('workTimes.workday.approveFailed')} />
          <Stack direction="row" spacing={1} role="group" aria-label={t('workTimes.approval.amount')}>
            <TextField
              type="number"
              label={t('workTimes.approval.hours')}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              error={touched && !!problem}
              sx={{ flex: 1 }}
            />
            <TextField
              type="number"
              label={t('workTimes.approval.minutes')}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
              error={touched && !!problem}
              sx={{ flex: 1 }}
            />
          </Stack>
          {touched && problem && (
            <DialogContentText color="error" role="alert">
              {problem}
            </DialogContentText>
          )}
          <TextField
            label={t('workTimes.approval.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={confirm}>
          {t(`workTimes.approval.${kind}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
