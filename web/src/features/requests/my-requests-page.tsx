import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '@shared/ui/icons';
import { RequestsList } from './components/requests-list';

/** `leave-requests/my`, optional `{id}` opens the details. */
export default function MyRequestsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">{t('menu.myRequests')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to="/leave-requests/my-limits">{t('limits.myTitle')}</Button>
          <Button variant="contained" component={Link} to="/leave-requests/new" startIcon={<Icon name="add" />}>{t('menu.newRequest')}</Button>
        </Stack>
      </Stack>
      <RequestsList kind="my" basePath="/leave-requests/my" openId={id ? Number(id) : undefined} />
    </Stack>
  );
}
