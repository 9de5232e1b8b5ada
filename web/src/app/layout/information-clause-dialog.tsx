import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReadingDialog } from '@shared/ui/reading-dialog';

/** docs/product.md §9: the clause dialog is at most 1000 px wide. */
export const CLAUSE_DIALOG_MAX_WIDTH = 1000;

/** 'Klauzula informacyjna': the GDPR information clause (art. 13 RODO). */
export function InformationClauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const paragraphs = t('clause.paragraphs', { returnObjects: true }) as string[];
  return (
    <ReadingDialog open={open} onClose={onClose} title={t('clause.title')} maxWidth={CLAUSE_DIALOG_MAX_WIDTH}>
      {paragraphs.map((p, i) => (
        <Typography key={i} variant="body2" sx={{ mb: 2 }}>
          {p}
        </Typography>
      ))}
    </ReadingDialog>
  );
}
