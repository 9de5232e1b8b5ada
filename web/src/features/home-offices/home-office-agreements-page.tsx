import { useTranslation } from 'react-i18next';
import { AgreementStatus } from '@shared/home-office-agreements/agreements-api';
import { AgreementsTable } from '@shared/home-office-agreements/agreements-table';
import { TitledPage } from '@shared/ui/titled-page';

/** What the opinion-givers and Admin act on first: applications awaiting an opinion or a decision. */
const AWAITING = [AgreementStatus.AwaitingOpinion, AgreementStatus.AwaitingDecision];

/** `home-offices/list`: everyone's agreements, for the opinion-givers (HoAgreementOpinioning) and Admin. */
export default function HomeOfficeAgreementsPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('homeOffices.list.title')}>
      <AgreementsTable scope="all" initialStatusIds={AWAITING} />
    </TitledPage>
  );
}
