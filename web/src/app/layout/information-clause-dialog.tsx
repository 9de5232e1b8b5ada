import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** docs/product.md §9: the clause dialog is at most 1000 px wide. */
export const CLAUSE_DIALOG_MAX_WIDTH = 1000;

/** 'Klauzula informacyjna': the GDPR information clause (art. 13 RODO). */
export function InformationClauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const paragraphs = t('clause.paragraphs', { returnObjects: true }) as string[];
  return (
    <Dialog open={open} onClose={onClose} fullWidth scroll="paper" slotProps={{ paper: { sx: { maxWidth: CLAUSE_DIALOG_MAX_WIDTH } } }}>
      <DialogTitle>{t('clause.title')}</DialogTitle>
      <DialogContent dividers>
        {paragraphs.map((p, i) => (
          <Typography key={i} variant="body2" sx={{ mb: 2 }}>
            {p}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
