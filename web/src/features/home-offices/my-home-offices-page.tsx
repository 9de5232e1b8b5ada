import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accessFlagsFrom } from '@shared/abilities/abilities';
import { useAbility } from '@shared/abilities/ability-context';
import { AgreementsTable } from '@shared/home-office-agreements/agreements-table';
import { useGetEmployeeAbilitiesQuery, useGetEmployeeQuery } from '@shared/session/session-api';
import { useSharedSelector } from '@shared/store-hooks';
import { Icon } from '@shared/ui/icons';
import { PageSection } from '@shared/ui/page-section';
import { TitledPage } from '@shared/ui/titled-page';
import { AgreementApplicationDialog } from './components/agreement-application-dialog';
import { MyHomeOfficeRequests } from './components/my-home-office-requests';

/**
 * `home-offices/my`: the employee's agreements on regular remote work (and the application for
 * one, to those with regular remote work), then their HO and HOOK requests.
 */
export default function MyHomeOfficesPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const flags = accessFlagsFrom(useGetEmployeeAbilitiesQuery(userId, { skip: !userId }).data?.accessFlags);
  const homeAddress = useGetEmployeeQuery(userId, { skip: !userId }).data?.address;
  const [applying, setApplying] = useState(false);
  const [filed, setFiled] = useState<string | null>(null);

  return (
    <TitledPage title={t('menu.homeOfficeRequests')}>
      {filed && (
        <Alert severity="success" onClose={() => setFiled(null)} data-testid="agreement-filed">
          {t('homeOffices.my.filed', { number: filed })}
        </Alert>
      )}
      <PageSection
        id="my-agreements"
        title={t('homeOffices.my.agreementsTitle')}
        intro={t('homeOffices.my.agreementsIntro')}
        action={
          flags.hasAccessToRegularHomeOffice && (
            <Button variant="contained" startIcon={<Icon name="add" />} sx={{ whiteSpace: 'nowrap' }} onClick={() => setApplying(true)}>
              {t('homeOffices.my.apply')}
            </Button>
          )
        }
      >
        <AgreementsTable scope="my" />
      </PageSection>
      <PageSection
        id="my-home-office-requests"
        title={t('homeOffices.my.requestsTitle')}
        intro={t('homeOffices.my.requestsIntro')}
        action={
          ability.can('view', 'Page_Requests_New') && (
            <Button component={Link} to="/leave-requests/new" startIcon={<Icon name="add" />} sx={{ whiteSpace: 'nowrap' }}>
              {t('homeOffices.my.newRequest')}
            </Button>
          )
        }
      >
        <MyHomeOfficeRequests />
      </PageSection>
      {applying && (
        <AgreementApplicationDialog
          homeAddress={homeAddress}
          onClose={() => setApplying(false)}
          onCreated={(agreement) => {
            setApplying(false);
            setFiled(agreement.agreementNo);
          }}
        />
      )}
    </TitledPage>
  );
}
