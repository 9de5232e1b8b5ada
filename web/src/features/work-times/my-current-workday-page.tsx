import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledPage } from '@shared/ui/titled-page';
import { useGetCurrentWorkdayQuery, useRecordClockActionMutation } from './api/work-times-api';
import type { ClockAction } from './api/types';
import { ProblemAlert } from './components/problem-alert';
import { RecordsTable } from './components/records-table';
import { useLiveWorkTime } from './components/use-live-work-time';
import { useRefreshWhileVisible } from './components/use-refresh-while-visible';
import { visuallyHidden } from '@shared/ui/visually-hidden';
import { workdayPath } from './components/workday-table';
import { clock, day, duration, scheduleText } from './format';

/** The presses the clock offers in each state (the service checks them again). */
export const ACTIONS_BY_STATE: Record<string, ClockAction[]> = {
  not_started: ['start'],
  working: ['break_start', 'exit_start', 'stop'],
  on_break: ['break_end'],
  private_exit: ['exit_end'],
  finished: ['start'],
};

/** How often an open, visible clock page asks for the day again (a reader may have clocked the person in). */
export const REFRESH_EVERY_MS = 60_000;

/** `work-times/my-current-workday`: today's clock, its buttons, the live timer and the records. */
export default function MyCurrentWorkdayPage() {
  const { t } = useTranslation();
  const current = useGetCurrentWorkdayQuery();
  const [record, action] = useRecordClockActionMutation();
  // The newest figures: the press's answer when it is newer than the loaded day.
  const pressNewer = action.data && (action.fulfilledTimeStamp ?? 0) > (current.fulfilledTimeStamp ?? 0);
  const data = pressNewer ? action.data : current.data;
  const receivedAt = pressNewer ? action.fulfilledTimeStamp : current.fulfilledTimeStamp;
  const live = useLiveWorkTime(data?.workTime ?? 0, data?.state ?? '', receivedAt);
  useRefreshWhileVisible(() => void current.refetch(), REFRESH_EVERY_MS);
  // After a press the pressed button is gone: focus goes to the new state, which is also said
  // aloud (a refresh that finds the state changed by a reader is said too, without moving focus).
  const stateRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownState = data?.state;
  const previousState = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shownState && previousState.current && shownState !== previousState.current) {
      setAnnouncement(t('workTimes.clock.announce', { state: t(`workTimes.clock.state.${shownState}`, { defaultValue: shownState }) }));
    }
    previousState.current = shownState;
  }, [shownState, t]);
  const press = async (a: ClockAction) => {
    const result = await record({ action: a, eventId: crypto.randomUUID() });
    if (!('error' in result)) stateRef.current?.focus();
  };
  const locked = data?.lockState === 'locked';

  return (
    <TitledPage title={t('menu.myCurrentWorkday')}>
      {current.isLoading && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={current.error} />
      <ProblemAlert error={action.error} fallback={t('workTimes.clock.failed')} />
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="clock-announcement">
        {announcement}
      </Box>
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {day(data.workdayOn)}
                </Typography>
                <Box ref={stateRef} tabIndex={-1} sx={{ display: 'inline-block', mt: 0.5 }} data-testid="clock-state-focus">
                  <Chip
                    color={data.state === 'working' ? 'success' : 'default'}
                    label={t(`workTimes.clock.state.${data.state}`, { defaultValue: data.state })}
                    data-testid="clock-state"
                  />
                </Box>
                <Typography sx={{ mt: 1 }}>
                  {t('workTimes.clock.schedule')}: {scheduleText(data, t) || t('workTimes.clock.noSchedule')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('workTimes.columns.scheduledWorkTime')}: {duration(data.scheduledWorkTime, t)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: { sm: 'right' } }}>
                <Typography variant="body2" color="text.secondary" id="live-timer-label">
                  {t('workTimes.clock.workedToday')}
                </Typography>
                <Typography
                  variant="h3"
                  component="p"
                  aria-labelledby="live-timer-label"
                  role="timer"
                  data-testid="live-timer"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {clock(live)}
                </Typography>
              </Box>
            </Stack>
            {locked ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('workTimes.workday.locked')}
              </Alert>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                {(ACTIONS_BY_STATE[data.state] ?? []).map((a) => (
                  <Button
                    key={a}
                    variant={a === 'stop' ? 'outlined' : 'contained'}
                    color={a === 'stop' ? 'error' : 'primary'}
                    disabled={action.isLoading}
                    onClick={() => void press(a)}
                  >
                    {t(`workTimes.clock.action.${a}`)}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
          <Typography variant="h6" component="h2">
            {t('workTimes.clock.records')}
          </Typography>
          <RecordsTable records={data.records} label={t('workTimes.clock.records')} />
          {data.workdayId > 0 && (
            <Box>
              <Button component={Link} to={workdayPath(data.workdayId)}>
                {t('workTimes.clock.openDay')}
              </Button>
            </Box>
          )}
        </>
      )}
    </TitledPage>
  );
}
