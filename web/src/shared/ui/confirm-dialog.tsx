import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';

/** docs/product.md §9: the confirmation dialog is at most 500 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 500;

export type ConfirmSymbol = 'question' | 'warning' | 'info' | 'error';
const SYMBOL_ICON: Record<ConfirmSymbol, { icon: IconName; color: 'primary' | 'warning' | 'info' | 'error' }> = {
  question: { icon: 'help', color: 'primary' },
  warning: { icon: 'info', color: 'warning' },
  info: { icon: 'info', color: 'info' },
  error: { icon: 'info', color: 'error' },
};

export interface ConfirmOptions {
  /** A heading; it names the dialog for screen readers (else the question does). */
  title?: string;
  question: ReactNode;
  /** Defaults to 'Tak'. */
  confirmLabel?: string;
  /** Defaults to 'Nie'. */
  cancelLabel?: string;
  /** Ask for a comment; when required an empty one blocks confirmation. */
  /**
   * Ask for a comment; when required an empty one blocks confirmation. `suggestions` are
   * ready texts offered as chips: a click fills the field, it never starts filled.
   */
  comment?: { required?: boolean; label?: string; initial?: string; suggestions?: string[] };
  /** The confirm button in the danger colour (it undoes something). */
  destructive?: boolean;
  symbol?: ConfirmSymbol;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** false when cancelled, true when confirmed (with the comment, if asked). */
  onClose: (confirmed: boolean, comment: string) => void;
}

export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel,
  comment,
  symbol,
  destructive,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(comment?.initial ?? '');
  const [touched, setTouched] = useState(false);
  const missing = !!comment?.required && text.trim() === '';
  const confirm = () => {
    setTouched(true);
    if (missing) return;
    onClose(true, text.trim());
  };
  const sym = symbol ? SYMBOL_ICON[symbol] : null;
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false, '')}
      fullWidth
      aria-labelledby={title ? `${id}-title` : `${id}-question`}
      aria-describedby={title ? `${id}-question` : undefined}
      slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
    >
      {title && (
        <DialogTitle id={`${id}-title`} sx={{ textAlign: 'center' }}>
          {title}
        </DialogTitle>
      )}
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {sym && <Icon name={sym.icon} color={sym.color} sx={{ fontSize: 56 }} data-testid={`confirm-symbol-${symbol}`} />}
          <DialogContentText component="div" color="text.primary" id={`${id}-question`}>
            {question}
          </DialogContentText>
          {comment?.suggestions && comment.suggestions.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
              role="group"
              aria-label={t('confirm.suggestions')}
            >
              {comment.suggestions.map((s) => (
                <Chip
                  key={s}
                  label={s}
                  variant="outlined"
                  onClick={() => {
                    setText(s);
                    setTouched(false);
                  }}
                />
              ))}
            </Stack>
          )}
          {comment && (
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={comment.label ?? t('confirm.comment')}
              required={comment.required}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && missing}
              helperText={touched && missing ? t('confirm.commentRequired') : ' '}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={confirm}>
          {confirmLabel ?? t('confirm.yes')}
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => onClose(false, '')}>
          {cancelLabel ?? t('confirm.no')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
