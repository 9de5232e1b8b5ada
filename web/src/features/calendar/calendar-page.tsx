import { useTranslation } from 'react-i18next';
import { TitledPage } from '@shared/ui/titled-page';
import { CalendarView } from './components/calendar-view';

/** The requests calendar of the user's own (`my`) or of everyone below the user (`team`). */
export function CalendarPage({ scope }: { scope: 'my' | 'team' }) {
  const { t } = useTranslation();
  return (
    <TitledPage title={t(scope === 'my' ? 'menu.myCalendar' : 'menu.teamCalendar')}>
      <CalendarView scope={scope} />
    </TitledPage>
  );
}
