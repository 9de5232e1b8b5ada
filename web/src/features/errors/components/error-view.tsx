import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ErrorView({ code, title, description }: { code: string; title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 3, textAlign: 'center' }}
    >
      <Typography variant="h1" sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: 72, md: 120 } }}>
        {code}
      </Typography>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}
