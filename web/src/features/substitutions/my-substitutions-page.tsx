import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '@shared/ui/icons';
import { TitledPage } from '@shared/ui/titled-page';
import type { SubstitutionSide } from './api/substitutions-api';
import { PageSection } from '@shared/ui/page-section';
import { RequestsToDecide, useRequestsToDecideCount } from './components/requests-to-decide';
import { SubstitutionDialog } from './components/substitution-dialog';
import { SubstitutionsTable } from './components/substitutions-table';

const STANDING_IN: SubstitutionSide = 'standing-in';

/**
 * `substitutions/my`: the requests the caller decides today in a supervisor's stead (only while
 * there are any), then their substitutions in two tabs — who stands in for me
 * (`side=away`, where a proposal is made and cancelled) and for whom I stand in
 * (`?tab=standing-in`).
 */
export default function MySubstitutionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const side: SubstitutionSide = params.get('tab') === STANDING_IN ? STANDING_IN : 'away';
  const toDecide = useRequestsToDecideCount();
  const [proposing, setProposing] = useState(false);
  const [proposed, setProposed] = useState(false);

  return (
    <TitledPage title={t('menu.mySubstitutions')}>
      {proposed && (
        <Alert severity="success" onClose={() => setProposed(false)} data-testid="substitution-proposed">
          {t('substitutions.my.proposed')}
        </Alert>
      )}
      {toDecide > 0 && (
        <PageSection
          id="requests-to-decide"
          title={t('substitutions.requests.title', { count: toDecide })}
          intro={t('substitutions.requests.intro')}
        >
          <RequestsToDecide />
        </PageSection>
      )}
      <PageSection
        id="my-substitutions"
        title={t('substitutions.my.title')}
        intro={t('substitutions.my.intro')}
        action={
          <Button variant="contained" startIcon={<Icon name="add" />} sx={{ whiteSpace: 'nowrap' }} onClick={() => setProposing(true)}>
            {t('substitutions.my.propose')}
          </Button>
        }
      >
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={side}
            onChange={(_, tab: SubstitutionSide) => setParams(tab === STANDING_IN ? { tab } : {})}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('substitutions.my.title')}
          >
            <Tab value="away" id="substitutions-tab-away" aria-controls="substitutions-tab-panel" label={t('substitutions.my.away')} />
            <Tab
              value={STANDING_IN}
              id="substitutions-tab-standing-in"
              aria-controls="substitutions-tab-panel"
              label={t('substitutions.my.standingIn')}
            />
          </Tabs>
        </Box>
        <div role="tabpanel" id="substitutions-tab-panel" aria-labelledby={`substitutions-tab-${side}`}>
          {/* Each tab its own search, filters and page. */}
          <SubstitutionsTable key={side} scope="my" side={side} />
        </div>
      </PageSection>
      {proposing && (
        <SubstitutionDialog
          mode="propose"
          onClose={() => setProposing(false)}
          onCreated={() => {
            setProposing(false);
            setProposed(true);
            setParams({});
          }}
        />
      )}
    </TitledPage>
  );
}
