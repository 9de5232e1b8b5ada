import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CalendarView } from './components/calendar-view';

/** `calendar/team`: the requests of everyone below the user. */
export default function TeamCalendarPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.teamCalendar')}
      </Typography>
      <CalendarView scope="team" />
    </Stack>
  );
}
