import type { KeyboardEvent, RefObject } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@shared/dates/format';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import { Icon } from '@shared/ui/icons';
import type { PersonSchedule, PlannedDay, ScheduleBreach } from '../api/types';
import { duration } from '../format';
import { breachMessage, dayDescription, dayMark, emptyDay, holidaysOf, isSunday } from './plan-text';
import { gridMove } from './grid-keys';
import { PERSON_COLUMN_SX } from './person-column';

/** The columns before the days: the month's plan against its norm, the period's, and the breaches. */
export const SUMMARY_COLUMNS = 3;

/** A cell of the grid: the row of its person on the page and the column, summaries first, then the days. */
export interface GridCell {
  row: number;
  col: number;
}

/** The day a column shows, or null for a summary column. */
export const dayIndexOf = (col: number) => (col >= SUMMARY_COLUMNS ? col - SUMMARY_COLUMNS : null);
export const dayColumn = (dayIndex: number) => dayIndex + SUMMARY_COLUMNS;

/** The cell's element, to move the keyboard focus to it. */
export const cellElement = (grid: HTMLElement | null, { row, col }: GridCell) =>
  grid?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) ?? null;

interface Props {
  gridRef: RefObject<HTMLTableElement | null>;
  label: string;
  /** Ids of what describes the grid (its keyboard keys). */
  describedBy: string;
  people: PersonSchedule[];
  /** The month's days, 'yyyy-MM-dd'. */
  days: string[];
  /** The people of the whole list and this page's first row among them (aria-rowcount, aria-rowindex). */
  total: number;
  firstRow: number;
  active: GridCell;
  onActiveChange: (cell: GridCell) => void;
  /** Enter or F2 on a day, or a click. */
  onEdit: (person: PersonSchedule, day: PlannedDay) => void;
  /** Delete on a day. */
  onClear: (person: PersonSchedule, day: PlannedDay) => void;
  /** Days that have passed are no longer planned (the workday is corrected instead). */
  isPast: (day: string) => boolean;
  emptyText: string;
}

// The grid's cells styled by attribute, not one styled component per cell: a month of 50 people is 1 700 cells.
const GRID_SX: SxProps<Theme> = {
  borderCollapse: 'collapse',
  fontSize: 13,
  '& td, & th': { border: 1, borderColor: 'divider', p: 0 },
  '& td[role="gridcell"]': { position: 'relative', minWidth: 44, height: 34, px: 0.25, textAlign: 'center', whiteSpace: 'nowrap' },
  '& td[data-day]': { cursor: 'pointer', fontSize: 12 },
  '& td[data-summary]': { px: 0.75, textAlign: 'right', fontSize: 12, lineHeight: 1.3 },
  // The focus ring inside the cell: outside it, the neighbours and the scrolling frame would cover it.
  '& td[role="gridcell"]:focus-visible': { outlineOffset: '-3px' },
  '& [data-free]': { bgcolor: 'action.hover' },
  '& td[data-kind="day_off"], & td[data-kind="sunday"], & td[data-kind="holiday"]': { bgcolor: 'action.selected' },
  // Not colour alone: a breach is outlined and carries an exclamation mark.
  '& td[data-breach]': { boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.error.main}` },
  '& td[data-breach]::after': {
    content: '"!"',
    position: 'absolute',
    top: 1,
    right: 3,
    fontSize: 11,
    fontWeight: 700,
    lineHeight: 1,
    color: 'error.main',
  },
};

const stickySx = {
  ...PERSON_COLUMN_SX,
  minWidth: { xs: 120, sm: 180 },
  maxWidth: { xs: 140, sm: 240 },
} as const;

/**
 * The team's month, people × days, as one ARIA grid with one tab stop (roving tabindex): the
 * arrows, Home/End (with Ctrl: the first and last row) and PageUp/PageDown move it; Enter or F2
 * opens the day's editor and Delete clears the day. Each person's row starts with the month's
 * plan against the norm, the settlement period's, and the count of breaches.
 */
export function PlannerGrid({
  gridRef,
  label,
  describedBy,
  people,
  days,
  total,
  firstRow,
  active,
  onActiveChange,
  onEdit,
  onClear,
  isPast,
  emptyText,
}: Props) {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const weekdayLetter = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const lastCol = SUMMARY_COLUMNS + days.length - 1;
  const holidays = holidaysOf(people);

  const moveTo = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(row, people.length - 1)), col: Math.max(0, Math.min(col, lastCol)) };
    onActiveChange(next);
    cellElement(gridRef.current, next)?.focus();
  };
  const dayAt = ({ row, col }: GridCell) => {
    const index = dayIndexOf(col);
    const person = people[row];
    const day = index === null ? undefined : person?.days.find((d) => d.day === days[index]);
    return person && index !== null ? { person, day: day ?? emptyDay(days[index]) } : null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const move = gridMove(e, active, people.length - 1, lastCol);
    if (move) {
      e.preventDefault();
      moveTo(...move);
      return;
    }
    const target = dayAt(active);
    if (!target) return;
    if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      onEdit(target.person, target.day);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      onClear(target.person, target.day);
    }
  };

  const breachesByDay = (person: PersonSchedule) => {
    const byDay = new Map<string, ScheduleBreach[]>();
    for (const b of person.breaches) byDay.set(b.day, [...(byDay.get(b.day) ?? []), b]);
    return byDay;
  };
  const cellProps = (r: number, c: number) => ({
    role: 'gridcell',
    'data-cell': `${r}:${c}`,
    tabIndex: r === active.row && c === active.col ? 0 : -1,
    onFocus: () => (r !== active.row || c !== active.col) && onActiveChange({ row: r, col: c }),
  });

  return (
    <Box
      component="table"
      role="grid"
      ref={gridRef}
      onKeyDown={onKeyDown}
      aria-label={label}
      aria-describedby={describedBy}
      aria-rowcount={total + 1}
      aria-colcount={1 + SUMMARY_COLUMNS + days.length}
      sx={GRID_SX}
    >
      <thead>
        <tr role="row" aria-rowindex={1}>
          <Box component="th" role="columnheader" scope="col" sx={stickySx}>
            {t('workTimes.planner.person')}
          </Box>
          <Box component="th" role="columnheader" scope="col" sx={{ px: 0.75, fontSize: 12 }}>
            {t('workTimes.planner.monthTotals')}
          </Box>
          <Box component="th" role="columnheader" scope="col" sx={{ px: 0.75, fontSize: 12 }}>
            {t('workTimes.planner.periodTotals')}
          </Box>
          <Box component="th" role="columnheader" scope="col" sx={{ px: 0.75, fontSize: 12 }}>
            {t('workTimes.planner.breaches')}
          </Box>
          {days.map((d) => {
            const noon = new Date(`${d}T12:00:00Z`);
            const free = holidays.has(d) ? 'holiday' : isSunday(d) ? 'sunday' : undefined;
            const named = [weekdayName.format(noon), formatLongDate(d, locale), free && t(`workTimes.planner.freeColumn.${free}`)];
            return (
              <Box
                component="th"
                role="columnheader"
                scope="col"
                key={d}
                aria-label={named.filter(Boolean).join(', ')}
                data-free={free}
                sx={{ minWidth: 44, px: 0.25, fontWeight: free ? 700 : 500, lineHeight: 1.2 }}
              >
                <Box component="span" sx={{ display: 'block', fontSize: 11 }}>
                  {weekdayLetter.format(noon)}
                </Box>
                {Number(d.slice(8))}
                {/* Not the cells' holiday mark: in Polish that is also Wednesday's letter. */}
                {free === 'holiday' && (
                  <Box component="span" sx={{ display: 'block', fontSize: 11 }}>
                    {t('workTimes.planner.holidayHeaderMark')}
                  </Box>
                )}
              </Box>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {people.map((person, r) => {
          const byDay = breachesByDay(person);
          const dayOf = new Map(person.days.map((d) => [d.day, d]));
          return (
            <tr key={person.employeeId} role="row" aria-rowindex={firstRow + r + 2}>
              <Box component="th" role="rowheader" scope="row" sx={{ ...stickySx, fontWeight: 'normal', py: 0.5 }}>
                <Box sx={{ fontWeight: 500 }}>{person.employeeFullName}</Box>
                <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {t(`workTimes.planner.stateShort.${person.state}`, { defaultValue: person.state })}
                </Box>
              </Box>
              <td {...cellProps(r, 0)} data-summary aria-readonly="true">
                {duration(person.plannedTime, t)}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('workTimes.planner.ofNorm', { norm: duration(person.normTime, t) })}
                </Box>
              </td>
              <td {...cellProps(r, 1)} data-summary aria-readonly="true">
                {duration(person.periodPlannedTime, t)}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('workTimes.planner.ofNorm', { norm: duration(person.periodNormTime, t) })}
                </Box>
              </td>
              <td
                {...cellProps(r, 2)}
                data-summary
                aria-readonly="true"
                aria-label={t('workTimes.planner.breachCount', { count: person.breaches.length })}
              >
                {person.breaches.length > 0 && (
                  <Icon name="warning" color="error" sx={{ fontSize: 16, verticalAlign: 'text-bottom', mr: 0.5 }} />
                )}
                {person.breaches.length}
              </td>
              {days.map((d, i) => {
                const day = dayOf.get(d) ?? emptyDay(d);
                const breaches = byDay.get(d) ?? [];
                const mark = dayMark(day, t);
                const what = [dayDescription(day, t), ...breaches.map((b) => breachMessage(b, t))].join('. ');
                const name = t('workTimes.planner.cellLabel', { name: person.employeeFullName, date: formatLongDate(d, locale), what });
                const c = dayColumn(i);
                return (
                  <td
                    key={d}
                    {...cellProps(r, c)}
                    data-day={d}
                    data-kind={day.kind || undefined}
                    data-breach={breaches.length ? true : undefined}
                    data-free={day.kind === '' && (holidays.has(d) || isSunday(d)) ? true : undefined}
                    aria-readonly={isPast(d) || undefined}
                    aria-haspopup={isPast(d) ? undefined : 'dialog'}
                    // The label starts with what the cell shows, so voice control can name it by what it sees.
                    aria-label={mark ? `${mark} – ${name}` : name}
                    onClick={() => {
                      onActiveChange({ row: r, col: c });
                      onEdit(person, day);
                    }}
                  >
                    {mark}
                  </td>
                );
              })}
            </tr>
          );
        })}
        {people.length === 0 && (
          <tr role="row">
            <Box
              component="td"
              role="gridcell"
              colSpan={1 + SUMMARY_COLUMNS + days.length}
              sx={{ p: 2, textAlign: 'left', color: 'text.secondary' }}
            >
              {emptyText}
            </Box>
          </tr>
        )}
      </tbody>
    </Box>
  );
}
