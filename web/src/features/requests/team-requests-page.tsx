import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitledPage } from '@shared/ui/titled-page';
import { RequestsList } from './components/requests-list';

/** `leave-requests/team`, optional `{id}`: the supervisor's decisions. */
export default function TeamRequestsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <TitledPage title={t('menu.teamRequests')}>
      <RequestsList kind="team" basePath="/leave-requests/team" openId={id ? Number(id) : undefined} />
    </TitledPage>
  );
}
