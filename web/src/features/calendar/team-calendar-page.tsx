import { useTranslation } from 'react-i18next';
import { TitledPage } from '@shared/ui/titled-page';
import { CalendarView } from './components/calendar-view';

/** `calendar/team`: the requests of everyone below the user. */
export default function TeamCalendarPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('menu.teamCalendar')}>
      <CalendarView scope="team" />
    </TitledPage>
  );
}
