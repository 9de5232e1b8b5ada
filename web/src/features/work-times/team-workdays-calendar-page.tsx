import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isWeekendDay } from '@shared/dates/date-rules';
import { useGetCalendarQuery } from './api/work-times-api';
import type { WorkdayEvent } from './api/types';
import { EventPreview } from './components/event-preview';
import { MonthPicker } from './components/month-picker';
import { ProblemAlert } from './components/problem-alert';
import { currentMonth, daysOf, duration } from './format';

/** The colour of each kind of day (theme palette keys). */
export const TYPE_COLOR: Record<string, string> = {
  work: 'success.light',
  day_off_work: 'warning.light',
  absence: 'error.light',
  leave: 'info.light',
  missing_clock_out: 'error.main',
};
const TYPES = Object.keys(TYPE_COLOR);

const shownHours = (e: WorkdayEvent) => (e.workTime ? String(Math.floor(e.workTime / 3600)) : '');

/** `work-times/team-workdays-calendar`: the team's month, people × days; a cell opens the day's record. */
export default function TeamWorkdaysCalendarPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  const days = daysOf(month);
  const { data, isFetching, error } = useGetCalendarQuery({ dateFrom: days[0], dateTo: days[days.length - 1] });
  const [open, setOpen] = useState<WorkdayEvent | null>(null);
  // A cell shows the whole hours worked; its name starts with them, so voice control can press
  // it by saying the number it sees, and goes on with who, when, what and the exact time.
  const cellName = (name: string, date: string, e: WorkdayEvent) => {
    const label = t('workTimes.calendar.cellLabel', { name, date, type: t(`workTimes.calendar.types.${e.type}`, { defaultValue: e.type }), work: duration(e.workTime, t) });
    return shownHours(e) ? `${shownHours(e)} – ${label}` : label;
  };
  const people = useMemo(() => {
    const byPerson = new Map<number, { name: string; events: Map<string, WorkdayEvent> }>();
    for (const e of data?.data ?? []) {
      const p = byPerson.get(e.employeeId) ?? { name: e.employeeFullName, events: new Map<string, WorkdayEvent>() };
      p.events.set(e.date, e);
      byPerson.set(e.employeeId, p);
    }
    return [...byPerson.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
  }, [data]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.teamWorkdaysCalendar')}</Typography>
      <MonthPicker value={month} onChange={setMonth} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('workTimes.calendar.legend')} component="ul" style={{ padding: 0, margin: 0 }}>
        {TYPES.map((type) => (
          <Stack key={type} component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center', listStyle: 'none' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: TYPE_COLOR[type] }} />
            <Typography variant="body2">{t(`workTimes.calendar.types.${type}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {/* Wider than the screen: the keyboard scrolls it too, also when no cell is there to focus. */}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('menu.teamWorkdaysCalendar')}>
        <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 13, '& td, & th': { border: 1, borderColor: 'divider', p: 0 } }} aria-label={t('menu.teamWorkdaysCalendar')}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', px: 1, textAlign: 'left', minWidth: 140 }}>
                {t('workTimes.columns.employeeFullName')}
              </Box>
              {days.map((d) => (
                <Box component="th" scope="col" key={d} sx={{ minWidth: 34, px: 0.25, color: isWeekendDay(d) ? 'text.secondary' : undefined }}>{Number(d.slice(8))}</Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {people.map(([id, p]) => (
              <tr key={id}>
                <Box component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', px: 1, textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' }}>{p.name}</Box>
                {days.map((d) => {
                  const e = p.events.get(d);
                  return (
                    <Box component="td" key={d} sx={{ bgcolor: isWeekendDay(d) ? 'action.hover' : undefined }}>
                      {e && (
                        <Box component="button" type="button" onClick={() => setOpen(e)}
                          aria-label={cellName(p.name, d, e)}
                          sx={{ width: '100%', minHeight: 30, border: 0, cursor: 'pointer', bgcolor: TYPE_COLOR[e.type] ?? 'grey.300', color: 'common.black', fontSize: 11,
                            outline: e.alerts.length ? '2px solid' : undefined, outlineColor: 'warning.main', outlineOffset: -2, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}>
                          {shownHours(e)}
                        </Box>
                      )}
                    </Box>
                  );
                })}
              </tr>
            ))}
            {!isFetching && people.length === 0 && (
              <tr><Box component="td" colSpan={days.length + 1} sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>{t('table.noData')}</Box></tr>
            )}
          </tbody>
        </Box>
      </Paper>
      <EventPreview event={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
