import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WorkdayRow } from '../api/types';
import { dayAndMonth } from '../format';

type DayOffLinks = Pick<WorkdayRow, 'dayOffFor' | 'dayOffGivenOn' | 'dayOffDueBy'>;

/**
 * A day's day-off links under its schedule (art. 151³, 151¹¹ §1): the day is the day off for work
 * on another day, or its own work on a free day has its day off given, or still awaits it.
 */
export function DayOffNote({ row }: { row: DayOffLinks }) {
  const { t, i18n } = useTranslation();
  const notes: { key: string; text: string }[] = [];
  if (row.dayOffFor) notes.push({ key: 'for', text: t('workTimes.dayOff.forShort', { date: dayAndMonth(row.dayOffFor, i18n.language) }) });
  if (row.dayOffGivenOn)
    notes.push({ key: 'given', text: t('workTimes.dayOff.givenShort', { date: dayAndMonth(row.dayOffGivenOn, i18n.language) }) });
  else if (row.dayOffDueBy)
    notes.push({ key: 'due', text: t('workTimes.dayOff.dueByShort', { date: dayAndMonth(row.dayOffDueBy, i18n.language) }) });
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((n) => (
        <Typography
          key={n.key}
          component="span"
          variant="caption"
          data-testid={`day-off-${n.key}`}
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {n.text}
        </Typography>
      ))}
    </>
  );
}
