import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatLongDate } from '@shared/dates/format';
import { addDaysIso, isWeekendDay } from '@shared/dates/date-rules';
import type { ConflictingRequest } from '../api/types';
import { requestTypeName } from '@shared/leave/request-types';

/** Working days of a conflicting request outside the new period: lost with it. */
export function daysLostOutside(
  c: Pick<ConflictingRequest, 'fromDate' | 'toDate'>,
  from: string,
  to: string,
  isHoliday: (d: string) => boolean,
): string[] {
  const lost: string[] = [];
  for (let d = c.fromDate; d <= c.toDate; d = addDaysIso(d, 1)) {
    if ((d < from || d > to) && !isWeekendDay(d) && !isHoliday(d)) lost.push(d);
  }
  return lost;
}

interface Props {
  conflicts: ConflictingRequest[];
  /** The new request's period. */
  from: string;
  to: string;
  isHoliday: (date: string) => boolean;
  /** Type codes by id, for the type's name in the user's language. */
  codeOf: (typeId: number) => string | undefined;
}

/**
 * docs/product.md §5, said in full: confirming cancels each conflicting request as a whole, so the
 * question lists every one with its dates and working days, and names the days outside the
 * new period that go with it (filing 16–17 Dec over 14–18 Dec loses 14, 15 and 18 Dec).
 */
export function ConflictQuestion({ conflicts, from, to, isHoliday, codeOf }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const single = from === to && conflicts.length === 1;
  const period = (c: ConflictingRequest) =>
    c.fromDate === c.toDate ? formatLongDate(c.fromDate, lang) : `${formatLongDate(c.fromDate, lang)} – ${formatLongDate(c.toDate, lang)}`;
  return (
    <Box data-testid="conflict-question" sx={{ textAlign: 'start' }}>
      <Typography>
        {single
          ? t('requests.conflict.singleDay', {
              type: requestTypeName(t, codeOf(conflicts[0].requestTypeId), conflicts[0].requestType),
              number: conflicts[0].requestNo,
              date: formatLongDate(from, lang),
            })
          : t('requests.conflict.period')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }} aria-label={t('requests.conflict.listLabel')}>
        {conflicts.map((c) => {
          const lost = daysLostOutside(c, from, to, isHoliday);
          return (
            <li key={c.id} data-testid={`conflict-${c.requestNo}`}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {requestTypeName(t, codeOf(c.requestTypeId), c.requestType)} {c.requestNo}
              </Typography>
              {': '}
              {period(c)}
              {c.numberOfWorkingDays ? ` (${t('requests.conflict.workingDays', { count: c.numberOfWorkingDays })})` : ''}
              <Typography variant="body2" color="text.primary" component="div" data-testid={`conflict-lost-${c.requestNo}`}>
                {lost.length > 0
                  ? t('requests.conflict.lostAlso', { count: lost.length, days: lost.map((d) => formatDayMonth(d, lang)).join(', ') })
                  : t('requests.conflict.cancelledWhole')}
              </Typography>
            </li>
          );
        })}
      </Box>
      <Typography>{t(single ? 'requests.conflict.singleQuestion' : 'requests.conflict.periodQuestion')}</Typography>
    </Box>
  );
}
