import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAbility } from '@shared/abilities/ability-context';
import { now } from '@shared/dates/warsaw';
import type { TeamMember } from '@shared/people/team-members-api';
import { TeamMemberPicker } from '@shared/people/team-member-picker';
import { Icon } from '@shared/ui/icons';
import { useGetRequestCalendarQuery, type CalendarEvent } from '../api/calendar-api';
import { formatLongDate } from '@shared/dates/format';
import { monthGrid } from '@shared/dates/month-grid';
import { dayEvents, personLabels } from '../day-events';
import { FilterBar, filterWidth } from '@shared/ui/filter-bar';
import { SelectFilter } from '@shared/ui/select-filter';

const STATUS_COLOR: Record<number, 'info' | 'success' | 'warning' | 'default'> = { 1: 'info', 2: 'success', 5: 'warning' };
const pad = (n: number) => String(n).padStart(2, '0');
const REQUEST_TYPES = [1, 2, 3, 4, 5, 6, 23, 24, 25, 40, 41];

/** A month of requests and holidays with filters and an event preview (docs/product.md §2). */
export function CalendarView({ scope }: { scope: 'my' | 'team' }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const today = now();
  // The month shown is in the address (`?month=2027-03`), so it survives a reload and can be shared.
  const [params, setParams] = useSearchParams();
  const fromAddress = /^(\d{4})-(\d{2})$/.exec(params.get('month') ?? '');
  const month =
    fromAddress && Number(fromAddress[2]) >= 1 && Number(fromAddress[2]) <= 12
      ? { year: Number(fromAddress[1]), month: Number(fromAddress[2]) }
      : { year: today.getFullYear(), month: today.getMonth() + 1 };
  const setMonth = (m: { year: number; month: number }) =>
    setParams(
      (p) => {
        p.set('month', `${m.year}-${pad(m.month)}`);
        return p;
      },
      { replace: true },
    );
  const [typeFilter, setTypeFilter] = useState<number | ''>('');
  const [employeeFilter, setEmployeeFilter] = useState<TeamMember | null>(null);
  const ability = useAbility();
  const [preview, setPreview] = useState<CalendarEvent | null>(null);
  const [previewDay, setPreviewDay] = useState<string | null>(null);
  const weeks = monthGrid(month.year, month.month);
  const { data = [] } = useGetRequestCalendarQuery({
    scope,
    dateFrom: weeks[0][0].date,
    dateTo: weeks[weeks.length - 1][6].date,
    requestTypeIds: typeFilter === '' ? [] : [typeFilter],
    employeeIds: employeeFilter ? [employeeFilter.employeeId] : [],
  });
  const move = (delta: number) => {
    const m = month.month + delta;
    setMonth({ year: month.year + Math.floor((m - 1) / 12), month: ((m - 1 + 12) % 12) + 1 });
  };
  // The timesheet's kind of day ("Nieobecność", "Święto") with its description unless that only
  // repeats the kind ("Praca") or a request the preview already names.
  const timesheetLine = (entry: CalendarEvent, requests: CalendarEvent[]) => {
    const kind = t(`timesheets.types.${entry.type}`, { defaultValue: entry.type });
    const repeated = !entry.description || entry.description === kind || requests.some((r) => r.description === entry.description);
    return repeated ? kind : `${kind}: ${entry.description}`;
  };
  const monthName = new Date(month.year, month.month - 1, 1).toLocaleDateString(i18n.language === 'ua' ? 'uk' : i18n.language, {
    month: 'long',
    year: 'numeric',
  });
  const people = personLabels(data);
  const requestChip = (e: CalendarEvent) => (
    <Chip
      key={e.requestId}
      size="small"
      color={STATUS_COLOR[e.requestStatusId] ?? 'default'}
      onClick={() => setPreview(e)}
      label={`${scope === 'team' ? `${people.get(e.employeeId) ?? e.employeeFullName} · ${e.type}` : t(`limits.types.${e.requestTypeId}`, { defaultValue: e.description })}${e.startTime ? ` ${e.startTime}` : ''}`}
      title={`${e.employeeFullName}: ${t(`limits.types.${e.requestTypeId}`, { defaultValue: e.description })}, ${t(`requests.status.${e.requestStatusId}`)}`}
      // A long name wraps rather than hiding the type code or the number that tells people apart.
      sx={{
        justifyContent: 'flex-start',
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
      }}
    />
  );
  const locale = i18n.language === 'ua' ? 'uk' : i18n.language;
  // A phone lists the month's days that hold something instead of a grid seven days wide.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const agendaDate = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const agendaDays = weeks
    .flat()
    .filter((day) => day.inMonth)
    .map((day) => ({ day, ...dayEvents(data, day) }))
    .filter(({ holiday, requests }) => holiday || requests.length > 0);
  // A day with a timesheet opens its preview. Its name starts with what the button shows (the
  // day's number in the grid, the weekday and date in the agenda), so voice control can press
  // it by saying that, and goes on with the kind of day.
  const dayButton = (date: string, shown: string, timesheet: CalendarEvent | undefined) =>
    ({
      component: timesheet ? 'button' : 'span',
      onClick: timesheet ? () => setPreviewDay(date) : undefined,
      'aria-label': timesheet ? `${shown}, ${t(`timesheets.types.${timesheet.type}`, { defaultValue: timesheet.type })}` : undefined,
    }) as const;
  const dayPreview = previewDay
    ? dayEvents(data, weeks.flat().find((d) => d.date === previewDay) ?? { date: previewDay, inMonth: true, weekend: false })
    : null;
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((d) =>
    new Date(2024, 0, d).toLocaleDateString(i18n.language === 'ua' ? 'uk' : i18n.language, { weekday: 'short' }),
  );

  return (
    <Stack spacing={2}>
      {/* On a phone the filters take whole lines under the month, not the gaps beside it. */}
      <FilterBar gap={1}>
        <IconButton aria-label={t('calendar.previous')} onClick={() => move(-1)}>
          <Icon name="chevronLeft" />
        </IconButton>
        <Typography variant="h6" sx={{ minWidth: 200, textAlign: 'center', textTransform: 'capitalize' }} data-testid="calendar-month">
          {monthName}
        </Typography>
        <IconButton aria-label={t('calendar.next')} onClick={() => move(1)}>
          <Icon name="chevronRight" />
        </IconButton>
        <Button onClick={() => setMonth({ year: today.getFullYear(), month: today.getMonth() + 1 })}>{t('calendar.today')}</Button>
        <Box sx={{ flex: 1 }} />
        {scope === 'team' && (
          <TeamMemberPicker
            size="small"
            sx={filterWidth(260)}
            label={t('calendar.employee')}
            value={employeeFilter}
            onChange={setEmployeeFilter}
          />
        )}
        <SelectFilter
          label={t('requests.columns.requestType')}
          sx={filterWidth(220)}
          value={typeFilter}
          anyLabel={t('requests.filters.any')}
          options={REQUEST_TYPES.map((id) => ({ value: id, label: t(`limits.types.${id}`) }))}
          onChange={(value) => setTypeFilter(value === '' ? '' : Number(value))}
        />
      </FilterBar>
      {phone ? (
        <Paper
          variant="outlined"
          component="ul"
          aria-label={monthName}
          data-testid="calendar-agenda"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {agendaDays.map(({ day, holiday, timesheet, requests }) => (
            <Box component="li" key={day.date} data-testid={`day-${day.date}`} sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography
                variant="subtitle2"
                {...dayButton(day.date, agendaDate(day.date), timesheet)}
                sx={{
                  border: 0,
                  background: 'none',
                  p: 0,
                  font: 'inherit',
                  fontWeight: 600,
                  color: holiday ? 'error.main' : 'text.primary',
                  cursor: timesheet ? 'pointer' : 'default',
                }}
              >
                {agendaDate(day.date)}
              </Typography>
              {holiday && (
                <Typography variant="body2" color="error.main">
                  {holiday.description}
                </Typography>
              )}
              {requests.length > 0 && (
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  {requests.map(requestChip)}
                </Stack>
              )}
            </Box>
          ))}
          {agendaDays.length === 0 && (
            <Box component="li" sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>
              {t('calendar.nothingThisMonth')}
            </Box>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'auto' }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(110px, 1fr))' }} role="grid" aria-label={monthName}>
            {/* ARIA grid: rows of cells; the rows take no box so the CSS grid lays out the cells. */}
            <Box role="row" sx={{ display: 'contents' }}>
              {weekdays.map((w) => (
                <Box
                  key={w}
                  sx={{ p: 1, fontWeight: 600, borderBottom: 1, borderColor: 'divider', textAlign: 'center' }}
                  role="columnheader"
                >
                  {w}
                </Box>
              ))}
            </Box>
            {weeks.map((week) => (
              <Box role="row" key={week[0].date} sx={{ display: 'contents' }}>
                {week.map((day) => {
                  const { holiday, timesheet, requests } = dayEvents(data, day);
                  return (
                    <Box
                      key={day.date}
                      role="gridcell"
                      data-testid={`day-${day.date}`}
                      data-holiday={holiday ? 'true' : undefined}
                      sx={{
                        minHeight: 96,
                        p: 0.5,
                        borderBottom: 1,
                        borderRight: 1,
                        borderColor: 'divider',
                        // Days of the next and last month in the secondary text colour (readable), not faded.
                        color: day.inMonth ? 'text.primary' : 'text.secondary',
                        bgcolor: holiday || day.weekend ? 'action.hover' : undefined,
                      }}
                    >
                      <Typography
                        variant="caption"
                        {...dayButton(day.date, formatLongDate(day.date, locale), timesheet)}
                        sx={{
                          fontWeight:
                            day.date === `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}` ? 700 : 400,
                          color: holiday ? 'error.main' : 'inherit',
                          border: 0,
                          background: 'none',
                          p: 0,
                          cursor: timesheet ? 'pointer' : 'default',
                          font: 'inherit',
                        }}
                      >
                        {Number(day.date.slice(8))}
                      </Typography>
                      {timesheet && timesheet.type !== 'P' && timesheet.type !== 'W' && timesheet.type !== 'S' && (
                        <Typography variant="caption" sx={{ ml: 0.5, color: 'text.secondary' }}>
                          {timesheet.type}
                        </Typography>
                      )}
                      {holiday && (
                        <Typography variant="caption" component="div" color="error.main" noWrap title={holiday.description}>
                          {holiday.description}
                        </Typography>
                      )}
                      <Stack spacing={0.25}>{requests.map(requestChip)}</Stack>
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-label={t('calendar.legend')}>
        {[1, 2, 5].map((status) => (
          <Chip key={status} size="small" color={STATUS_COLOR[status]} label={t(`requests.status.${status}`)} />
        ))}
        <Typography variant="caption" color="error.main" sx={{ pl: 1 }}>
          {t('calendar.holiday')}
        </Typography>
      </Stack>
      {dayPreview && previewDay && (
        <Dialog open onClose={() => setPreviewDay(null)} maxWidth="xs" fullWidth>
          <DialogTitle>{formatLongDate(previewDay, locale)}</DialogTitle>
          <DialogContent>
            <Stack spacing={1} data-testid="day-preview">
              {/* The leave of the day first: its type and where its request stands. */}
              {dayPreview.requests.map((e) => (
                <Stack key={e.requestId} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography>
                    {t(`limits.types.${e.requestTypeId}`, { defaultValue: e.description })}
                    {e.startTime ? ` ${e.startTime}–${e.endTime}` : ''}
                  </Typography>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[e.requestStatusId] ?? 'default'}
                    label={t(`requests.status.${e.requestStatusId}`)}
                  />
                </Stack>
              ))}
              {dayPreview.timesheet && (
                <Typography color={dayPreview.requests.length ? 'text.secondary' : undefined}>
                  {timesheetLine(dayPreview.timesheet, dayPreview.requests)}
                </Typography>
              )}
              <Typography color="text.secondary">
                {(dayPreview.timesheet?.isWorkingDay ?? dayPreview.workingDay) ? t('calendar.workingDay') : t('calendar.dayOff')}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPreviewDay(null)}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
      {preview && (
        <Dialog open onClose={() => setPreview(null)} maxWidth="xs" fullWidth>
          <DialogTitle>{preview.requestNo}</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              {scope === 'team' && <Typography>{preview.employeeFullName}</Typography>}
              <Typography>{t(`limits.types.${preview.requestTypeId}`, { defaultValue: preview.description })}</Typography>
              <Typography>
                {preview.date === preview.endDate ? preview.date : `${preview.date} – ${preview.endDate}`}
                {preview.startTime && `, ${preview.startTime}–${preview.endTime}`}
              </Typography>
              <Typography color="text.secondary">{t(`requests.status.${preview.requestStatusId}`)}</Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            {ability.can('view', scope === 'team' ? 'Page_Requests_Team' : 'Page_Requests_My') && (
              <Button component={Link} to={`/leave-requests/${scope}/${preview.requestId}`}>
                {t('calendar.openRequest')}
              </Button>
            )}
            <Button onClick={() => setPreview(null)}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
