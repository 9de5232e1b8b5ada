import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequestsList } from './components/requests-list';

/** `leave-requests/team`, optional `{id}`: the supervisor's decisions. */
export default function TeamRequestsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.teamRequests')}
      </Typography>
      <RequestsList kind="team" basePath="/leave-requests/team" openId={id ? Number(id) : undefined} />
    </Stack>
  );
}
