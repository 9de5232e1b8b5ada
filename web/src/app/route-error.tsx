import { isRouteErrorResponse, useRouteError } from 'react-router';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * A contained button drawn by hand: this page is in the entry chunk (a lost page chunk must not
 * keep it from showing), and MUI's Button with its ripple would add ~5 KB gzip there; Box with
 * the theme's typography stands in for Stack and Typography for the same reason.
 */
const ReloadButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  padding: '6px 16px',
  minWidth: 64,
  boxShadow: theme.shadows[2],
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/** Shown when a page fails to load or render (a lost chunk after a deploy, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Box component="h2" sx={{ typography: 'h2', m: 0 }}>
        {status ?? ':('}
      </Box>
      <Box component="h5" sx={{ typography: 'h5', m: 0 }}>
        {t('errors.unexpected')}
      </Box>
      <ReloadButton type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </ReloadButton>
    </Box>
  );
}
