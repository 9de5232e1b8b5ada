import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import { useGetMyScheduleQuery } from '../api/work-times-api';
import type { PlannedDay } from '../api/types';
import { day as dayText, duration, monthLabel } from '../format';
import { FigureList } from './figure-list';
import { shiftHours } from './plan-text';
import { ProblemAlert } from './problem-alert';
import { ScheduleChangesTable } from './schedule-changes-table';

/** Monday 1 … Sunday 7 of a 'yyyy-MM-dd' day. */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

/**
 * The employee's published schedule of the month (art. 129 §3): each day's kind and hours in
 * weeks from Monday, the month's planned time against the norm, and what the planner changed
 * after publishing, with why. Said plainly when nothing is published yet.
 */
export function MyScheduleCard({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const { data, isFetching, error } = useGetMyScheduleQuery(month);
  const published = !!data && data.publishedAt !== '' && data.days.length > 0;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const changedDays = new Set(data?.changes.map((c) => c.day));
  const kindText = (d: PlannedDay) =>
    d.kind === 'day_off'
      ? t(`workTimes.schedule.shortKinds.${d.dayOffKind || 'day_off'}`)
      : t(`workTimes.schedule.shortKinds.${d.kind || 'none'}`);

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="my-schedule-heading">
      <Typography id="my-schedule-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('workTimes.schedule.title')}
      </Typography>
      {isFetching && !data && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && !published && (
        <Typography variant="body2" data-testid="my-schedule-none">
          {t('workTimes.schedule.notPublished', { month: monthLabel(month, i18n.language) })}
        </Typography>
      )}
      {data && published && (
        <>
          <FigureList
            testId="my-schedule-summary"
            twoColumns
            lines={[
              [
                t('workTimes.schedule.publishedLabel'),
                t('workTimes.schedule.published', { date: dayText(data.publishedAt), name: data.publishedByFullName }),
              ],
              [t('workTimes.schedule.plannedTime'), duration(data.plannedTime, t)],
              [t('workTimes.schedule.normTime'), duration(data.normTime, t)],
            ]}
          />
          <Box
            component="ul"
            aria-label={t('workTimes.schedule.days', { month: monthLabel(month, i18n.language) })}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 2,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' },
            }}
          >
            {data.days.map((d, i) => (
              <Box
                component="li"
                key={d.day}
                data-day={d.day}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  px: 1,
                  py: 0.5,
                  bgcolor: d.kind === 'working' ? 'background.paper' : 'action.hover',
                  // Weeks from Monday on a wide screen: the month's first day under its weekday.
                  ...(i === 0 && { gridColumnStart: { md: weekdayOf(d.day) } }),
                }}
              >
                <Typography variant="caption" component="p" color="text.secondary">
                  {weekday.format(new Date(`${d.day}T12:00:00Z`))} {Number(d.day.slice(8))}
                </Typography>
                <Typography variant="body2" component="p">
                  {d.kind === 'working' ? shiftHours(d) : kindText(d)}
                </Typography>
                {d.kind === 'working' && (
                  <Typography variant="caption" component="p" color="text.secondary">
                    {duration(d.plannedTime, t)}
                  </Typography>
                )}
                {changedDays.has(d.day) && (
                  <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
                    {t('workTimes.schedule.changedMark')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
      {data && data.changes.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('workTimes.schedule.changes.title')}
          </Typography>
          <ScheduleChangesTable changes={data.changes} label={t('workTimes.schedule.changes.title')} />
        </>
      )}
    </Paper>
  );
}
