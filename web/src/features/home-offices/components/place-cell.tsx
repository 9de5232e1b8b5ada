import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@shared/ui/icons';
import type { WeekReportDay, WeekReportPlace, WeekReportRow } from '../api/types';
import { dayParts } from '../week-report-model';

/** Each place's icon and colour; the place is always said in words too (not by colour alone, WCAG 1.4.1). */
const LOOK: Record<WeekReportPlace, { icon: IconName; color: string }> = {
  office: { icon: 'work', color: 'info.main' },
  remote: { icon: 'home', color: 'success.main' },
  absent: { icon: 'event', color: 'warning.main' },
  'day-off': { icon: 'dot', color: 'text.disabled' },
};

/** A person's day: the place's icon and name, then the absence's type and the hours off, each on a line of its own. */
export function PlaceCell({ day }: { day: WeekReportDay | undefined }) {
  const { t } = useTranslation();
  if (!day) return null;
  const look = LOOK[day.kind] ?? LOOK.office;
  const { place, type, hoursOff } = dayParts(t, day);
  // Above the words in the table: a column is then as wide as its longest word ("Nieobecność"),
  // so the seven days fit the page beside the menu. Beside them on a phone's card, which has the room.
  return (
    <Box
      data-place={day.kind}
      sx={{ display: { xs: 'flex', sm: 'block' }, gap: 0.5, alignItems: 'flex-start', borderLeft: 3, borderColor: look.color, pl: 0.75 }}
    >
      <Icon name={look.icon} sx={{ color: look.color, fontSize: 16, display: 'block', mt: { xs: '2px', sm: 0 }, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block' }}
          color={day.kind === 'day-off' ? 'text.secondary' : undefined}
        >
          {place}
        </Typography>
        {type && (
          <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
            {type}
          </Typography>
        )}
        {hoursOff && (
          <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
            {hoursOff}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The week's counts in one cell, a line a place with its icon ("Praca zdalna: 2"): three narrow
 * columns of numbers under three long headers would not leave the seven days their width.
 */
export function WeekCounts({ row }: { row: WeekReportRow }) {
  const { t } = useTranslation();
  const counts: [WeekReportPlace, number][] = [
    ['remote', row.remoteDays],
    ['office', row.officeDays],
    ['absent', row.absentDays],
  ];
  return counts.map(([place, days]) => (
    <Box key={place} data-count={place} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
      <Icon name={LOOK[place].icon} sx={{ color: LOOK[place].color, fontSize: 16, mt: '2px', flexShrink: 0 }} />
      <Typography variant="body2" component="span">
        {t('homeOffices.weekReport.placeDays', { place: t(`homeOffices.weekReport.places.${place}`), days })}
      </Typography>
    </Box>
  ));
}
