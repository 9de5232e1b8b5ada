import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorStatus } from '../../lib/problem';
import { formatDayMonth, formatLongDate } from '@shared/dates/format';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import type { TeamMember } from '@shared/people/team-members-api';
import { selectRoleIds } from '@shared/session/auth-slice';
import { hasAnyRole, Role } from '@shared/session/roles';
import { useSharedSelector } from '@shared/store-hooks';
import { DataTable, DEFAULT_TABLE_QUERY, type Column, type TableQuery } from '@shared/ui/data-table';
import { ExportButtons, type ExportFormat } from '@shared/ui/export-buttons';
import { FilterBar, filterWidth } from '@shared/ui/filter-bar';
import { ProblemAlert, problemText } from '@shared/ui/problem-alert';
import { TitledPage } from '@shared/ui/titled-page';
import { useExportWeekReportMutation, useGetWeekReportQuery } from './api/home-offices-api';
import type { WeekReportRow } from './api/types';
import { PlaceCell, WeekCounts } from './components/place-cell';
import { SupervisorPicker } from './components/supervisor-picker';
import { WeekPicker } from './components/week-picker';
import { dayHeader, daysOf, supervisorOf, weekOf } from './week-report-model';

const BASE_PATH = '/home-offices/week-report';

/**
 * `home-offices/week-report/{id?}?week=yyyy-MM-dd` (Page_HomeOffices_WeekReport): where each
 * member of a team works on each day of a week (docs/decisions/web-week-report.md). The team is
 * the supervisor `{id}` (Admin and HR analysts choose anyone's; a manager opens their own or one
 * below them), else the caller's own; the week and the team are in the address, so a reload or
 * a shared link keeps them. The server makes the CSV and XLSX of the whole team.
 */
export default function WeekReportPage() {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const navigate = useNavigate();
  const { search: addressQuery } = useLocation();
  const supervisorId = supervisorOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const week = weekOf(params.get('week'));
  const anyTeam = hasAnyRole(useSharedSelector(selectRoleIds), [Role.Admin, Role.HRAnalyst]);

  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  // Another team starts at its first page (the same team in another week keeps its page).
  const [queriedTeam, setQueriedTeam] = useState(supervisorId);
  if (queriedTeam !== supervisorId) {
    setQueriedTeam(supervisorId);
    setQuery((q) => ({ ...q, page: 1 }));
  }
  const args = { supervisorId, week, query };
  // `currentData` is this team's and week's answer (none while another loads); `data` the last one.
  const { data, currentData: report, isFetching, error } = useGetWeekReportQuery(args);
  const [exportReport, { isLoading: exporting, error: exportError }] = useExportWeekReportMutation();

  // The picker's value is the team shown: named as chosen, or by the report of any week of it
  // (opened from an address, it has no other name).
  const [chosen, setChosen] = useState<TeamMember | null>(null);
  const shownName =
    chosen?.employeeId === supervisorId ? chosen.fullName : data?.supervisorId === supervisorId ? data.supervisorFullName : '';
  const team = useMemo<TeamMember | null>(
    () => (supervisorId ? { employeeId: supervisorId, fullName: shownName, sapNumber: '', position: '' } : null),
    [supervisorId, shownName],
  );
  const chooseTeam = (supervisor: TeamMember | null) => {
    setChosen(supervisor);
    navigate(`${BASE_PATH}${supervisor ? `/${supervisor.employeeId}` : ''}${addressQuery}`);
  };
  const chooseWeek = (monday: string) =>
    setParams(
      (p) => {
        p.set('week', monday);
        return p;
      },
      { replace: true },
    );

  const days = daysOf(week);
  const columns: Column<WeekReportRow>[] = [
    { field: 'fullName', header: t('homeOffices.weekReport.columns.employee'), sortable: true, cardTitle: true },
    { field: 'position', header: t('homeOffices.weekReport.columns.position'), sortable: true },
    ...days.map((date, i): Column<WeekReportRow> => ({
      field: `day${i + 1}`,
      header: dayHeader(t, date),
      render: (r) => <PlaceCell day={r.days[i]} />,
    })),
    { field: 'counts', header: t('homeOffices.weekReport.counts'), render: (r) => <WeekCounts row={r} /> },
  ];

  const weekEnd = days[6];
  const range = t('homeOffices.weekReport.weekRange', {
    from: week.slice(0, 4) === weekEnd.slice(0, 4) ? formatDayMonth(week, locale) : formatLongDate(week, locale),
    to: formatLongDate(weekEnd, locale),
  });
  const listError = error
    ? errorStatus(error) === 404
      ? t('homeOffices.weekReport.teamNotFound')
      : problemText(error, t('homeOffices.weekReport.unavailable'), t)
    : undefined;
  const exportFile = (format: ExportFormat) => void exportReport({ format, lang: i18n.language, ...args });

  return (
    <TitledPage title={t('menu.weekReport')}>
      <Typography variant="body2" color="text.secondary">
        {t('homeOffices.weekReport.intro')}
      </Typography>
      <FilterBar>
        <WeekPicker monday={week} onChange={chooseWeek} />
        {anyTeam && <SupervisorPicker value={team} onChange={chooseTeam} sx={filterWidth(280)} />}
      </FilterBar>
      {/* Said as it changes: a week moved with the buttons, another team chosen. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1 }}
      >
        <Typography role="status" variant="subtitle1" component="p">
          {range}
          {report && ` · ${t('homeOffices.weekReport.teamOf', { name: report.supervisorFullName || t('homeOffices.weekReport.ownTeam') })}`}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportButtons
            labels={{ csv: t('homeOffices.weekReport.export.csv'), xlsx: t('homeOffices.weekReport.export.xlsx') }}
            busy={exporting}
            onExport={exportFile}
          />
        </Stack>
      </Stack>
      <ProblemAlert error={exportError} fallback={t('homeOffices.weekReport.export.failed')} />
      <DataTable
        columns={columns}
        rows={report?.data ?? []}
        total={report?.total ?? 0}
        loading={isFetching}
        query={query}
        onQueryChange={setQuery}
        getRowId={(r) => r.employeeId}
        error={listError}
      />
    </TitledPage>
  );
}
