import { useTranslation } from 'react-i18next';
import { TitledPage } from '@shared/ui/titled-page';
import { CalendarView } from './components/calendar-view';

/** `calendar/my` (alias `calendar/my_new`). */
export default function MyCalendarPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('menu.myCalendar')}>
      <CalendarView scope="my" />
    </TitledPage>
  );
}
