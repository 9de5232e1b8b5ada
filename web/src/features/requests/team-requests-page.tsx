import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AgreementStatus, useGetHomeOfficeAgreementsQuery } from '@shared/home-office-agreements/agreements-api';
import { AgreementsTable } from '@shared/home-office-agreements/agreements-table';
import { DEFAULT_TABLE_QUERY } from '@shared/ui/data-table';
import { TitledPage } from '@shared/ui/titled-page';
import { RequestsList } from './components/requests-list';

/** The team's agreements a supervisor has to decide on: the list starts with them, and the tab counts them. */
const AWAITING_DECISION = [AgreementStatus.AwaitingDecision];
const AGREEMENTS_TAB = 'home-office-agreements';

/**
 * `leave-requests/team`, optional `{id}`: the supervisor's decisions. The team's requests, and in
 * a second tab (`?tab=home-office-agreements`) the team's remote work agreements: one list at a
 * time, each with the whole page's width and its own search and paging.
 */
export default function TeamRequestsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const agreements = params.get('tab') === AGREEMENTS_TAB;
  // The same arguments as the tab's list starts with: one call serves both.
  const awaiting = useGetHomeOfficeAgreementsQuery({ scope: 'team', query: DEFAULT_TABLE_QUERY, statusIds: AWAITING_DECISION }).data?.total;
  return (
    <TitledPage title={t('menu.teamRequests')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={agreements ? AGREEMENTS_TAB : 'requests'}
          onChange={(_, tab: string) => setParams(tab === AGREEMENTS_TAB ? { tab } : {})}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('menu.teamRequests')}
        >
          <Tab value="requests" id="team-tab-requests" aria-controls="team-tab-panel" label={t('requests.teamTabs.requests')} />
          <Tab
            value={AGREEMENTS_TAB}
            id="team-tab-agreements"
            aria-controls="team-tab-panel"
            label={awaiting ? t('requests.teamTabs.agreementsAwaiting', { count: awaiting }) : t('requests.teamTabs.agreements')}
          />
        </Tabs>
      </Box>
      <div role="tabpanel" id="team-tab-panel" aria-labelledby={agreements ? 'team-tab-agreements' : 'team-tab-requests'}>
        {agreements ? (
          <AgreementsTable scope="team" initialStatusIds={AWAITING_DECISION} />
        ) : (
          <RequestsList kind="team" basePath="/leave-requests/team" openId={id ? Number(id) : undefined} />
        )}
      </div>
    </TitledPage>
  );
}
