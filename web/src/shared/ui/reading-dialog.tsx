import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** A dialog to read: its title, text that scrolls within it, and a close button. */
export function ReadingDialog({
  open,
  onClose,
  title,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth scroll="paper" slotProps={{ paper: { sx: { maxWidth } } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
