import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkdayEvent } from '../api/types';
import { duration, scheduleText, span } from '../format';
import { shownKind } from './calendar-kinds';
import { AlertChips } from './chips';
import { sapNumberOf } from './person-names';
import { FigureList } from './figure-list';
import { workdayPath } from './workday-table';

/** The work-time record of one person's day, opened from a calendar cell. */
export function EventPreview({ event, onClose }: { event: WorkdayEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!event) return null;
  const lines: [string, React.ReactNode][] = [
    [t('workTimes.calendar.date'), event.date],
    [
      t('workTimes.columns.employeeFullName'),
      sapNumberOf(event) ? `${event.employeeFullName} (${sapNumberOf(event)})` : event.employeeFullName,
    ],
    // The kind the calendar's cell showed: an alert on a day without work is no absence.
    [t('workTimes.calendar.type'), t(`workTimes.calendar.types.${shownKind(event) ?? event.type}`, { defaultValue: event.type })],
    [t('workTimes.columns.schedule'), scheduleText(event, t) || '—'],
    [t('workTimes.calendar.startEnd'), span(event.workStartAt, event.workEndAt)],
    [t('workTimes.columns.workTime'), duration(event.workTime, t)],
    [t('workTimes.columns.overtime'), duration(event.overtime, t)],
    [t('workTimes.columns.undertime'), duration(event.undertime, t)],
    [t('workTimes.columns.lockState'), t(`workTimes.lockState.${event.lockState}`, { defaultValue: event.lockState })],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="event-preview-title">
      <DialogTitle id="event-preview-title">
        {t('workTimes.calendar.previewTitle', { name: event.employeeFullName, date: event.date })}
      </DialogTitle>
      <DialogContent>
        <FigureList lines={lines} testId="event-preview" />
        {event.alerts.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <AlertChips alerts={event.alerts} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {event.workdayId > 0 && (
          <Button component={Link} to={workdayPath(event.workdayId)}>
            {t('workTimes.calendar.openWorkday')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
