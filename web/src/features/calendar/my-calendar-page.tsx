import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CalendarView } from './components/calendar-view';

/** `calendar/my` (alias `calendar/my_new`). */
export default function MyCalendarPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.myCalendar')}
      </Typography>
      <CalendarView scope="my" />
    </Stack>
  );
}
