import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { groszeOf, type DeclarationPreview } from '../api/types';
import { formatZloty } from '../money';

/** The live calculator: the server's figures for the draft as typed (nothing computed here). */
export function CalculatorPanel({ preview, pending, failed }: { preview: DeclarationPreview | null; pending: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    // While the server counts, the last figures stay readable (no dimming: low-vision readers
    // need their contrast) and a bar under the title says that new ones are coming.
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="bonus-calculator" aria-live="polite" aria-busy={pending}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t('bonus.calculator.title')}
      </Typography>
      {pending && <LinearProgress aria-label={t('bonus.calculator.pending')} sx={{ mb: 1 }} />}
      {failed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('bonus.calculator.failed')}
        </Alert>
      )}
      {!preview && !failed && (
        <Typography variant="body2" color="text.secondary">
          {t('bonus.calculator.empty')}
        </Typography>
      )}
      {preview && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
          <dt>{t('bonus.calculator.members')}</dt>
          <Box component="dd" sx={{ m: 0 }} data-testid="calc-members">
            {preview.householdMembersCount}
          </Box>
          <dt>{t('bonus.calculator.annualIncome')}</dt>
          <Box component="dd" sx={{ m: 0 }} data-testid="calc-annual">
            {formatZloty(groszeOf(preview.annualIncomeGrosze))}
          </Box>
          <dt>{t('bonus.calculator.monthlyPerMember')}</dt>
          <Box component="dd" sx={{ m: 0 }} data-testid="calc-monthly">
            {formatZloty(groszeOf(preview.monthlyIncomePerMemberGrosze))}
          </Box>
        </Box>
      )}
      {preview && (
        <Typography variant="h6" component="p" sx={{ mt: 1.5 }} data-testid="calc-tier">
          {t('bonus.calculator.tier', { amount: formatZloty(groszeOf(preview.tierAmountGrosze)) })}
        </Typography>
      )}
      {preview?.overTaxFreeLimit && <Chip size="small" color="warning" sx={{ mt: 1 }} label={t('bonus.overTaxFree')} />}
    </Paper>
  );
}
