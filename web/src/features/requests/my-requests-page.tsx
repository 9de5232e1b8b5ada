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
      {/* On a phone the buttons go under the title rather than squeezing it onto two lines. */}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('menu.myRequests')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to="/leave-requests/my-limits" sx={{ whiteSpace: 'nowrap' }}>
            {t('limits.myTitle')}
          </Button>
          <Button
            variant="contained"
            component={Link}
            to="/leave-requests/new"
            sx={{ whiteSpace: 'nowrap' }}
            startIcon={<Icon name="add" />}
          >
            {t('menu.newRequest')}
          </Button>
        </Stack>
      </Stack>
      <RequestsList kind="my" basePath="/leave-requests/my" openId={id ? Number(id) : undefined} />
    </Stack>
  );
}
