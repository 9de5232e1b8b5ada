import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import type { PersonSchedule } from '../api/types';
import { day, dayAndMonth, duration } from '../format';
import { FigureList } from './figure-list';
import { PersonOnCallSection } from './person-on-call-section';
import { breachMessage } from './plan-text';
import { ScheduleChangesTable } from './schedule-changes-table';

/** Draft and changed plans are what publishing is for. */
export const canPublish = (person: PersonSchedule) => person.state === 'draft' || person.state === 'changed';

/** Where the person's month stands: never published, published when and by whom, or changed since. */
export function stateText(person: PersonSchedule, t: TFunction): string {
  const published = { date: day(person.publishedAt), name: person.publishedByFullName };
  if (person.state === 'published') return t('workTimes.planner.state.published', published);
  if (person.state === 'changed') return t('workTimes.planner.state.changed', published);
  return t(`workTimes.planner.state.${person.state}`, { defaultValue: person.state });
}

/**
 * The person of the grid's active row: where their month stands, its totals against the norm,
 * the breaches in words (each leads to its day in the grid), what changed after publishing, the
 * copy and publish actions, and the person's on-call duties of the month.
 */
export function PersonPlanPanel({
  person,
  month,
  onCopy,
  onPublish,
  onShowDay,
}: {
  person: PersonSchedule;
  month: string;
  onCopy: () => void;
  onPublish: () => void;
  /** Moves the grid's focus to the person's day. */
  onShowDay: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const ofNorm = (planned: number, norm: number) =>
    t('workTimes.planner.plannedOfNorm', { planned: duration(planned, t), norm: duration(norm, t) });
  const lines: [string, string][] = [
    [t('workTimes.planner.panel.state'), stateText(person, t)],
    ...(person.publishedAt === '' && person.publishBy
      ? [[t('workTimes.planner.panel.publishBy'), person.publishBy] as [string, string]]
      : []),
    [t('workTimes.planner.panel.month'), ofNorm(person.plannedTime, person.normTime)],
    [
      t('workTimes.planner.panel.period', { start: person.periodStart, end: person.periodEnd }),
      ofNorm(person.periodPlannedTime, person.periodNormTime),
    ],
    [
      t('workTimes.planner.panel.system'),
      t('workTimes.planner.panel.systemValue', {
        system: t(`workTimes.system.${person.workingTimeSystem}`, { defaultValue: person.workingTimeSystem || '—' }),
        limit: duration(person.dailyLimit, t),
      }),
    ],
  ];
  const headingId = `plan-person-${person.employeeId}`;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {person.employeeFullName}
        </Typography>
        <Button variant="outlined" startIcon={<Icon name="replay" />} onClick={onCopy}>
          {t('workTimes.planner.copy.button')}
        </Button>
        <Button variant="contained" startIcon={<Icon name="check" />} disabled={!canPublish(person)} onClick={onPublish}>
          {t('workTimes.planner.publish.button')}
        </Button>
      </Stack>
      <FigureList lines={lines} testId="plan-person" />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('workTimes.planner.panel.breaches', { count: person.breaches.length })}
      </Typography>
      {person.breaches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workTimes.planner.panel.noBreaches')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="plan-breaches">
          {person.breaches.map((b) => (
            <li key={`${b.code}:${b.day}:${b.value}`}>
              {b.day.startsWith(month) ? (
                <Button
                  size="small"
                  sx={{ minWidth: 0, p: 0, mr: 0.5, verticalAlign: 'baseline' }}
                  aria-label={t('workTimes.planner.panel.showDay', { date: dayAndMonth(b.day, i18n.language) })}
                  onClick={() => onShowDay(b.day)}
                >
                  {dayAndMonth(b.day, i18n.language)}
                </Button>
              ) : (
                <Box component="span" sx={{ mr: 0.5 }}>
                  {b.day}
                </Box>
              )}
              <Typography component="span" variant="body2">
                {breachMessage(b, t)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {person.changes.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('workTimes.schedule.changes.title')}
          </Typography>
          <ScheduleChangesTable changes={person.changes} label={t('workTimes.schedule.changes.title')} />
        </>
      )}
      {/* Another person's duties start afresh: no dialog or announcement carries over. */}
      <PersonOnCallSection key={person.employeeId} employeeId={person.employeeId} personName={person.employeeFullName} month={month} />
    </Paper>
  );
}
