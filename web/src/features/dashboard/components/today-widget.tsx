import { useEffect, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates/format';
import { now, TIME_ZONE } from '@shared/dates/warsaw';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';

/** Today's date and time in Poland, refreshed every minute. */
export function TodayWidget() {
  const { t, i18n } = useTranslation();
  const [today, setToday] = useState(() => now());
  useEffect(() => {
    const id = setInterval(() => setToday(now()), 60_000);
    return () => clearInterval(id);
  }, []);
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: TIME_ZONE }).format(today);
  // "23 listopada 2026": a date people read, not the ISO form of the lists.
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(today);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('dashboard.today')}
        </Typography>
        <Typography variant="h4" sx={{ textTransform: 'capitalize' }}>
          {weekday}
        </Typography>
        <Typography variant="h6" color="text.secondary" data-testid="today-date">
          {date} · {formatDate(today, 'timeShort')}
        </Typography>
      </CardContent>
    </Card>
  );
}
