import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from './problem-alert';

export interface FormDialogProps {
  /** Names the parts: the title is `${name}-title` (it names the dialog), the form `${name}-form`. */
  name: string;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** The dialog's text, first under the title; a screen reader reads it out as the dialog opens. */
  description?: ReactNode;
  /** The id of another part that describes the dialog instead, where it is no plain text. */
  describedBy?: string;
  /** Notes and warnings after the text, before the refusal and the fields. */
  intro?: ReactNode;
  /** The server's refusal (a problem+json answer) shown above the fields; left out while it shows by a field. */
  error?: unknown;
  /** What the refusal says when it has no sentence of its own. */
  errorFallback: string;
  submitLabel: string;
  /** While the form is being sent: the submit button waits. */
  busy: boolean;
  /** Enter in a field submits too, since the submit button belongs to the form. */
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog around one form: the title, what it says first, the server's refusal, the fields, and
 * Cancel beside the submit button. The fields check themselves; the dialog only sends.
 */
export function FormDialog({
  name,
  title,
  maxWidth = 'sm',
  description,
  describedBy = description ? `${name}-text` : undefined,
  intro,
  error,
  errorFallback,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={`${name}-title`} aria-describedby={describedBy}>
      <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${name}-form`} noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
          {description && <DialogContentText id={`${name}-text`}>{description}</DialogContentText>}
          {intro}
          <ProblemAlert error={error} fallback={errorFallback} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form={`${name}-form`} variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
