import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BarType } from '@shared/settings/settings-slice';
import { InformationClauseDialog } from './information-clause-dialog';

export function Footer({ type }: { type: BarType }) {
  const { t } = useTranslation();
  const [clauseOpen, setClauseOpen] = useState(false);
  const [year] = useState(() => new Date().getFullYear());
  if (type === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        position: type === 'sticky' ? 'sticky' : 'static',
        bottom: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        px: 3,
        py: 2,
        color: 'text.secondary',
        bgcolor: type === 'sticky' ? 'background.paper' : 'transparent',
      }}
    >
      <Typography variant="body2">{t('footer.copyright', { year })}</Typography>
      <Link component="button" variant="body2" onClick={() => setClauseOpen(true)}>
        {t('clause.title')}
      </Link>
      <InformationClauseDialog open={clauseOpen} onClose={() => setClauseOpen(false)} />
    </Box>
  );
}
