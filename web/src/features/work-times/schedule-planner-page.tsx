import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '@shared/dates/format';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import { Icon } from '@shared/ui/icons';
import { TitledPage } from '@shared/ui/titled-page';
import { FilterBar, filterWidth } from '@shared/ui/filter-bar';
import { useGetShiftTemplatesQuery, useGetTeamSchedulesQuery, useSavePlanMutation } from './api/work-times-api';
import type { PersonSchedule, PlannedDay, PlannedDayDraft } from './api/types';
import { CopyPatternDialog } from './components/copy-pattern-dialog';
import { MonthPicker } from './components/month-picker';
import { PersonPlanPanel } from './components/person-plan-panel';
import { PlanDayDialog } from './components/plan-day-dialog';
import { cellElement, dayColumn, PlannerGrid, SUMMARY_COLUMNS, type GridCell } from './components/planner-grid';
import { dayDescription, emptyDay, holidaysOf } from './components/plan-text';
import { ProblemAlert } from './components/problem-alert';
import { PublishScheduleDialog } from './components/publish-schedule-dialog';
import { ShiftTemplatesDialog } from './components/shift-templates-dialog';
import { visuallyHidden } from '@shared/ui/visually-hidden';
import { currentMonth, daysOf, monthLabel, shiftMonth, today } from './format';

/** People per page: a manager's team on one page; HR's hundreds drawn 50 at a time. */
export const PEOPLE_PER_PAGE = 50;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Marks the legend explains, in the order a planner meets them. */
const LEGEND_MARKS = ['five_day_week', 'for_sunday_work', 'for_saturday_holiday', 'sunday', 'holiday'] as const;

type OpenDialog =
  { kind: 'day'; employeeId: number; day: string } | { kind: 'copy' | 'publish'; employeeId: number } | { kind: 'templates' };

/**
 * `work-times/schedule-planner`: the schedule (rozkład czasu pracy) of the people the caller
 * plans for, a month at a time — next month unless the address says otherwise. The grid is the
 * plan; each saved day comes back checked against the Labour Code, and the breaches show in the
 * grid and, in words, under it for the person of the active row, with their copy and publish.
 */
export default function SchedulePlannerPage() {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  // The month, the search and the page are in the address, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const month = MONTH.test(params.get('month') ?? '') ? params.get('month')! : shiftMonth(currentMonth(), 1);
  const search = params.get('search') ?? '';
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const setParam = (changes: Record<string, string | number>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || (key === 'page' && value === 1)) p.delete(key);
          else p.set(key, String(value));
        }
        return p;
      },
      { replace: true },
    );

  const { data, isFetching, error } = useGetTeamSchedulesQuery({ month, search, page, pageSize: PEOPLE_PER_PAGE });
  const templates = useGetShiftTemplatesQuery().data?.data ?? [];
  const people = data?.data ?? [];
  const days = daysOf(month);
  const passedBefore = today();
  const isPast = (day: string) => day < passedBefore;

  const gridRef = useRef<HTMLTableElement | null>(null);
  const [active, setActive] = useState<GridCell>({ row: 0, col: SUMMARY_COLUMNS });
  const row = Math.min(active.row, Math.max(people.length - 1, 0));
  const shownActive = { row, col: Math.min(active.col, SUMMARY_COLUMNS + days.length - 1) };
  const activePerson = people[row];

  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saveDay, saving] = useSavePlanMutation();
  const [clearDay, clearing] = useSavePlanMutation();
  const personOf = (employeeId: number) => people.find((p) => p.employeeId === employeeId);

  /** What a saved day says aloud: the day as planned now, and the person's breaches after it. */
  const announceSaved = (schedule: PersonSchedule, date: string) => {
    const day = schedule.days.find((d) => d.day === date) ?? emptyDay(date);
    const saved = t('workTimes.planner.saved', { date: formatLongDate(date, locale), what: dayDescription(day, t) });
    setAnnouncement(`${saved} ${t('workTimes.planner.breachCount', { count: schedule.breaches.length })}`);
  };

  const openDay = (person: PersonSchedule, day: PlannedDay) => {
    if (isPast(day.day)) {
      setAnnouncement(t('workTimes.planner.pastDay'));
      return;
    }
    saving.reset();
    setDialog({ kind: 'day', employeeId: person.employeeId, day: day.day });
  };
  const save = async (employeeId: number, draft: PlannedDayDraft) => {
    const result = await saveDay({ employeeId, month, days: [draft] });
    if (!('data' in result) || !result.data) return;
    announceSaved(result.data, draft.day);
    setDialog(null);
  };
  const clear = async (person: PersonSchedule, day: PlannedDay) => {
    if (isPast(day.day)) {
      setAnnouncement(t('workTimes.planner.pastDay'));
      return;
    }
    if (day.kind === '') return;
    const result = await clearDay({ employeeId: person.employeeId, month, days: [{ day: day.day, kind: '' }] });
    if (!('data' in result) || !result.data) return;
    announceSaved(result.data, day.day);
  };
  const showDay = (day: string) => {
    const index = days.indexOf(day);
    if (index < 0) return;
    const cell = { row, col: dayColumn(index) };
    setActive(cell);
    cellElement(gridRef.current, cell)?.focus();
  };
  const finished = (message: string) => () => {
    setDialog(null);
    setAnnouncement(message);
  };

  const editedPerson = dialog && dialog.kind !== 'templates' ? personOf(dialog.employeeId) : undefined;
  const editedDay = dialog?.kind === 'day' && editedPerson ? editedPerson.days.find((d) => d.day === dialog.day) : undefined;

  return (
    <TitledPage title={t('menu.schedulePlanner')}>
      <FilterBar>
        <MonthPicker value={month} onChange={(m) => setParam({ month: m, page: 1 })} />
        <TextField
          size="small"
          type="search"
          label={t('workTimes.planner.search')}
          value={search}
          onChange={(e) => setParam({ search: e.target.value, page: 1 })}
          sx={filterWidth(220)}
        />
        <Button variant="outlined" startIcon={<Icon name="tune" />} onClick={() => setDialog({ kind: 'templates' })}>
          {t('workTimes.planner.templates.title')}
        </Button>
      </FilterBar>
      <Stack
        direction="row"
        useFlexGap
        component="ul"
        aria-label={t('workTimes.planner.legend')}
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, p: 0, m: 0, listStyle: 'none', fontSize: 14 }}
      >
        <li>{t('workTimes.planner.legendShift')}</li>
        {LEGEND_MARKS.map((mark) => (
          <li key={mark}>
            <strong>{t(`workTimes.schedule.marks.${mark}`)}</strong> – {t(`workTimes.planner.legendMarks.${mark}`)}
          </li>
        ))}
        <li>
          <Box component="strong" sx={{ color: 'error.main' }} aria-hidden>
            !
          </Box>{' '}
          {t('workTimes.planner.legendBreach')}
        </li>
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="planner-announcement">
        {announcement}
      </Box>
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      <ProblemAlert error={clearing.error} fallback={t('workTimes.planner.editor.failed')} />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <PlannerGrid
          gridRef={gridRef}
          label={t('workTimes.planner.grid', { month: monthLabel(month, i18n.language) })}
          describedBy="planner-keys"
          people={people}
          days={days}
          total={data?.total ?? 0}
          firstRow={(page - 1) * PEOPLE_PER_PAGE}
          active={shownActive}
          onActiveChange={setActive}
          onEdit={openDay}
          onClear={(person, day) => void clear(person, day)}
          isPast={isPast}
          emptyText={isFetching ? t('table.loading') : t(search ? 'table.noMatchingData' : 'workTimes.planner.nobody')}
        />
      </Paper>
      <Typography id="planner-keys" variant="body2" color="text.secondary">
        {t('workTimes.planner.keys')}
      </Typography>
      {(data?.total ?? 0) > PEOPLE_PER_PAGE && (
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page - 1}
          rowsPerPage={PEOPLE_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, p) => {
            setActive({ row: 0, col: active.col });
            setParam({ page: p + 1 });
          }}
          labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`table.pageButton.${type}`)}
          showFirstButton
          showLastButton
        />
      )}
      {activePerson && (
        <PersonPlanPanel
          person={activePerson}
          month={month}
          onCopy={() => setDialog({ kind: 'copy', employeeId: activePerson.employeeId })}
          onPublish={() => setDialog({ kind: 'publish', employeeId: activePerson.employeeId })}
          onShowDay={showDay}
        />
      )}
      {dialog?.kind === 'day' && editedPerson && (
        <PlanDayDialog
          personName={editedPerson.employeeFullName}
          day={editedDay ?? emptyDay(dialog.day)}
          holiday={holidaysOf(people).has(dialog.day)}
          breaches={editedPerson.breaches.filter((b) => b.day === dialog.day)}
          templates={templates}
          busy={saving.isLoading}
          error={saving.error}
          onSave={(draft) => void save(editedPerson.employeeId, draft)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'copy' && editedPerson && (
        <CopyPatternDialog
          person={editedPerson}
          month={month}
          templates={templates}
          onCopied={finished(t('workTimes.planner.copy.done', { name: editedPerson.employeeFullName }))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'publish' && editedPerson && (
        <PublishScheduleDialog
          person={editedPerson}
          month={month}
          onPublished={finished(t('workTimes.planner.publish.done', { name: editedPerson.employeeFullName }))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'templates' && <ShiftTemplatesDialog templates={templates} onClose={() => setDialog(null)} />}
    </TitledPage>
  );
}
