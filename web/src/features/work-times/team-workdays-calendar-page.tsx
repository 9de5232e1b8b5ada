import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isWeekendDay } from '@shared/dates/date-rules';
import { formatLongDate } from '@shared/dates/format';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import { useGetCalendarQuery } from './api/work-times-api';
import type { WorkdayEvent } from './api/types';
import { EventPreview } from './components/event-preview';
import { MonthPicker } from './components/month-picker';
import { shownKind, TYPE_COLOR, TYPES } from './components/calendar-kinds';
import { bySurname, namesakeLabels } from './components/person-names';
import { ProblemAlert } from './components/problem-alert';
import { currentMonth, daysOf, duration } from './format';
import { SelectFilter } from '@shared/ui/select-filter';
import { TitledPage } from '@shared/ui/titled-page';
import { FilterBar, filterWidth } from '@shared/ui/filter-bar';
import { gridMove } from './components/grid-keys';
import { PERSON_COLUMN_SX } from './components/person-column';

/** People per page: a manager's team on one page; HR's 500 people drawn 50 at a time. */
export const PEOPLE_PER_PAGE = 50;

const shownHours = (e: WorkdayEvent) => (e.workTime ? String(Math.floor(e.workTime / 3600)) : '');
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

interface Person {
  id: number;
  label: string;
  days: Map<string, { event: WorkdayEvent; kind: string }>;
}

/** `work-times/team-workdays-calendar`: the team's month, people × days; a cell opens the day's record. */

// The grid's cells styled by attribute, not one styled component per cell: a month of 50 people is 1 500 cells.
const GRID_SX: SxProps<Theme> = {
  borderCollapse: 'collapse',
  fontSize: 13,
  '& td, & th': { border: 1, borderColor: 'divider', p: 0 },
  '& td[role="gridcell"]': { minWidth: 34, height: 30, textAlign: 'center', fontSize: 11 },
  '& td[data-weekend]': { bgcolor: 'action.hover' },
  '& td[data-kind]': { cursor: 'pointer', color: 'common.black' },
  ...(Object.fromEntries(TYPES.map((type) => [`& td[data-kind="${type}"]`, { bgcolor: TYPE_COLOR[type] }])) as Record<string, object>),
  '& td[data-kind="alert"]': { bgcolor: TYPE_COLOR.alert, color: 'text.primary' },
  // The alerted day outlined inside the cell, under the focus ring outside it.
  '& td[data-alerted]': { boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.warning.main}` },
};

export default function TeamWorkdaysCalendarPage() {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  // The month, the filters and the page are in the address, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const month = MONTH.test(params.get('month') ?? '') ? params.get('month')! : currentMonth();
  const personFilter = Number(params.get('employee')) || 0;
  const typeFilter = TYPES.includes(params.get('type') ?? '') ? params.get('type')! : '';
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const setParam = (changes: Record<string, string | number>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === 0 || (key === 'page' && value === 1)) p.delete(key);
          else p.set(key, String(value));
        }
        return p;
      },
      { replace: true },
    );

  const days = daysOf(month);
  const { data, isFetching, error } = useGetCalendarQuery({ dateFrom: days[0], dateTo: days[days.length - 1] });
  const [open, setOpen] = useState<WorkdayEvent | null>(null);

  // Everyone of the month, by surname, first name and SAP number (the evaluation's order).
  const everyone = useMemo(() => {
    const events = data?.data ?? [];
    const labels = namesakeLabels(events);
    const byPerson = new Map<number, { first: WorkdayEvent; person: Person }>();
    for (const e of events) {
      const entry = byPerson.get(e.employeeId) ?? {
        first: e,
        person: { id: e.employeeId, label: labels.get(e.employeeId) ?? e.employeeFullName, days: new Map() },
      };
      const kind = shownKind(e);
      if (kind) entry.person.days.set(e.date, { event: e, kind });
      byPerson.set(e.employeeId, entry);
    }
    return [...byPerson.values()].sort((a, b) => bySurname(a.first, b.first)).map((p) => p.person);
  }, [data]);
  const people = everyone
    .filter((p) => !personFilter || p.id === personFilter)
    .map((p) => (typeFilter ? { ...p, days: new Map([...p.days].filter(([, d]) => d.kind === typeFilter)) } : p))
    .filter((p) => !typeFilter || p.days.size > 0);
  const pageCount = Math.max(Math.ceil(people.length / PEOPLE_PER_PAGE), 1);
  const shownPage = Math.min(page, pageCount);
  const rows = people.slice((shownPage - 1) * PEOPLE_PER_PAGE, shownPage * PEOPLE_PER_PAGE);

  // The grid's one tab stop (roving tabindex): arrows move it, Enter opens the day.
  const [active, setActive] = useState({ row: 0, col: 0 });
  const row = Math.min(active.row, Math.max(rows.length - 1, 0));
  const col = Math.min(active.col, days.length - 1);
  const gridRef = useRef<HTMLTableElement | null>(null);
  const moveTo = (r: number, c: number) => {
    const next = { row: Math.max(0, Math.min(r, rows.length - 1)), col: Math.max(0, Math.min(c, days.length - 1)) };
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  };
  const onGridKey = (e: KeyboardEvent) => {
    const move = gridMove(e, { row, col }, rows.length - 1, days.length - 1);
    if (move) {
      e.preventDefault();
      moveTo(...move);
    } else if (e.key === 'Enter' || e.key === ' ') {
      const day = rows[row]?.days.get(days[col]);
      if (day) {
        e.preventDefault();
        setOpen(day.event);
      }
    }
  };
  const kindName = (kind: string) => t(`workTimes.calendar.types.${kind}`, { defaultValue: kind });
  // A cell shows the whole hours worked; its name starts with them, so voice control can press
  // it by saying the number it sees, and goes on with who, when, what and the exact time.
  const cellName = (name: string, date: string, e: WorkdayEvent, kind: string) => {
    const label = t('workTimes.calendar.cellLabel', { name, date, type: kindName(kind), work: duration(e.workTime, t) });
    return shownHours(e) ? `${shownHours(e)} – ${label}` : label;
  };
  const filtered = !!personFilter || !!typeFilter;

  return (
    <TitledPage title={t('menu.teamWorkdaysCalendar')}>
      <FilterBar>
        <MonthPicker value={month} onChange={(m) => setParam({ month: m, page: 1 })} />
        <Autocomplete
          size="small"
          sx={filterWidth(260)}
          options={everyone}
          value={everyone.find((p) => p.id === personFilter) ?? null}
          onChange={(_, p) => setParam({ employee: p?.id ?? 0, page: 1 })}
          getOptionLabel={(p) => p.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t('table.noData')}
          loadingText={t('table.loading')}
          loading={isFetching}
          renderInput={(input) => <TextField {...input} label={t('workTimes.calendar.person')} />}
        />
        <SelectFilter
          label={t('workTimes.calendar.type')}
          sx={filterWidth(220)}
          value={typeFilter}
          anyLabel={t('workTimes.filters.any')}
          options={TYPES.map((type) => ({ value: type, label: kindName(type) }))}
          onChange={(value) => setParam({ type: value, page: 1 })}
        />
      </FilterBar>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={t('workTimes.calendar.legend')}
        component="ul"
        style={{ padding: 0, margin: 0 }}
      >
        {TYPES.map((type) => (
          <Stack key={type} component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center', listStyle: 'none' }}>
            <Box
              sx={{
                width: 14,
                height: 14,
                borderRadius: 0.5,
                bgcolor: TYPE_COLOR[type],
                ...(type === 'alert' && { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 }),
              }}
            />
            <Typography variant="body2">{kindName(type)}</Typography>
          </Stack>
        ))}
      </Stack>
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {/* One ARIA grid, one tab stop: arrows, Home/End, PageUp/PageDown move the focus; Enter opens the day. */}
        <Box
          component="table"
          role="grid"
          ref={gridRef}
          onKeyDown={onGridKey}
          aria-label={t('menu.teamWorkdaysCalendar')}
          aria-rowcount={people.length + 1}
          aria-colcount={days.length + 1}
          sx={GRID_SX}
        >
          <thead>
            <tr role="row" aria-rowindex={1}>
              <Box component="th" role="columnheader" scope="col" sx={{ ...PERSON_COLUMN_SX, minWidth: 160 }}>
                {t('workTimes.columns.employeeFullName')}
              </Box>
              {days.map((d) => (
                <Box
                  component="th"
                  role="columnheader"
                  scope="col"
                  key={d}
                  aria-label={formatLongDate(d, locale)}
                  sx={{ minWidth: 34, px: 0.25, color: isWeekendDay(d) ? 'text.secondary' : undefined }}
                >
                  {Number(d.slice(8))}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p, r) => (
              <tr key={p.id} role="row" aria-rowindex={(shownPage - 1) * PEOPLE_PER_PAGE + r + 2}>
                <Box component="th" role="rowheader" scope="row" sx={{ ...PERSON_COLUMN_SX, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                  {p.label}
                </Box>
                {days.map((d, c) => {
                  const day = p.days.get(d);
                  // Plain cells styled by the grid's rules: HR's page is 1 500 of them.
                  return (
                    <td
                      role="gridcell"
                      key={d}
                      data-cell={`${r}:${c}`}
                      tabIndex={r === row && c === col ? 0 : -1}
                      onFocus={() => (r !== row || c !== col) && setActive({ row: r, col: c })}
                      onClick={() => {
                        setActive({ row: r, col: c });
                        if (day) setOpen(day.event);
                      }}
                      aria-label={day ? cellName(p.label, d, day.event, day.kind) : undefined}
                      aria-haspopup={day ? 'dialog' : undefined}
                      data-kind={day?.kind}
                      data-weekend={isWeekendDay(d) || undefined}
                      data-alerted={day?.event.alerts.length ? true : undefined}
                    >
                      {day ? shownHours(day.event) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
            {!isFetching && rows.length === 0 && (
              <tr role="row">
                <Box component="td" role="gridcell" colSpan={days.length + 1} sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>
                  {t(filtered ? 'table.noMatchingData' : 'table.noData')}
                </Box>
              </tr>
            )}
          </tbody>
        </Box>
      </Paper>
      {people.length > PEOPLE_PER_PAGE && (
        <TablePagination
          component="div"
          count={people.length}
          page={shownPage - 1}
          rowsPerPage={PEOPLE_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, p) => {
            setActive({ row: 0, col });
            setParam({ page: p + 1 });
          }}
          labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`table.pageButton.${type}`)}
          showFirstButton
          showLastButton
        />
      )}
      <EventPreview event={open} onClose={() => setOpen(null)} />
    </TitledPage>
  );
}
