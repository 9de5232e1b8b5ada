import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@shared/ui/data-table';
import { TitledPage } from '@shared/ui/titled-page';
import { ExportButtons } from '@shared/ui/export-buttons';
import { useExportTeamMonthMutation, useGetTeamTimeEvaluationsQuery, type ExportFormat } from './api/work-times-api';
import type { TimeEvaluation } from './api/types';
import { AlertChips, LockChip } from './components/chips';
import { MonthPicker } from './components/month-picker';
import { useListResult } from './components/list-result';
import { problemText } from './components/problem-alert';
import { useListInUrl } from './components/list-in-url';
import { useCameFrom } from './components/workday-table';
import { day, duration } from './format';

/** The soonest last day of the person's days off still to give ('yyyy-MM-dd'), '' when none is waiting. */
function earliestDueBy(evaluation: TimeEvaluation): string {
  return (
    evaluation.workAwaitingDayOff
      .map((a) => a.dueBy)
      .filter(Boolean)
      .sort()[0] ?? ''
  );
}

/** How many days off are still to give and, under it, by when the first one is due. */
function DaysOffDue({ evaluation }: { evaluation: TimeEvaluation }) {
  const { t } = useTranslation();
  const dueBy = earliestDueBy(evaluation);
  return (
    <>
      {evaluation.daysOffDue}
      {dueBy && (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('workTimes.awaitingDayOff.firstDueBy', { date: day(dueBy) })}
        </Typography>
      )}
    </>
  );
}

const LIST_DEFAULTS = { pageSize: 25, sort: ['employeeFullName'] };

/** Nobody planned and nothing worked: a person the month does not concern (not employed yet, no schedule made). */
const isUnscheduled = (e: TimeEvaluation) => e.scheduledWorkTime === 0 && e.workTime === 0 && e.nominalTime === 0 && e.alerts.length === 0;

/** `work-times/team-time-evaluation`: each person's month totals, the CSV and XLSX of the month. */
export default function TeamTimeEvaluationPage() {
  const { t } = useTranslation();
  const { month, setMonth, query, setQuery, params, update } = useListInUrl(LIST_DEFAULTS);
  const cameFrom = useCameFrom();
  const evaluations = useGetTeamTimeEvaluationsQuery({ month, query });
  const list = useListResult(evaluations);
  // Rows of zeros bury the people who matter; hidden by default, said so, and shown at one switch.
  // The service has no such filter, so only the loaded page's are hidden.
  const showUnscheduled = params.get('unscheduled') === 'shown';
  const loaded = list.rows;
  const rows = showUnscheduled ? loaded : loaded.filter((e) => !isUnscheduled(e));
  const hiddenCount = loaded.length - rows.length;
  const [exportMonth, exportState] = useExportTeamMonthMutation();
  const [exportError, setExportError] = useState<string | null>(null);
  const download = async (format: ExportFormat) => {
    setExportError(null);
    const result = await exportMonth({ month, format, search: query.search });
    if ('error' in result) setExportError(problemText(result.error, t('workTimes.export.failed'), t));
  };
  const d = (
    field:
      | 'workTime'
      | 'scheduledWorkTime'
      | 'overtime50'
      | 'overtime100'
      | 'balance'
      | 'nightWorkTime'
      | 'wpTimeRemaining'
      | 'nominalTime'
      | 'approvedOvertime'
      | 'averageWeekOvertime',
    sortable = false,
    hiddenByDefault = false,
    sortField?: string,
  ): Column<TimeEvaluation> => ({
    field: sortField ?? field,
    header: t(`workTimes.summary.${field}`),
    sortable,
    hiddenByDefault,
    align: 'right',
    noWrap: true,
    render: (r) => duration(r[field], t),
  });
  const columns: Column<TimeEvaluation>[] = [
    {
      field: 'employeeFullName',
      header: t('workTimes.columns.employeeFullName'),
      sortable: true,
      cardTitle: true,
      render: (r) => (
        <Button size="small" component={Link} to={`/work-times/team-time-evaluation/${r.employeeId}?month=${month}`} state={cameFrom}>
          {r.employeeFullName}
        </Button>
      ),
    },
    { field: 'employeeSapNumber', header: t('workTimes.columns.employeeSapNumber'), noWrap: true, hiddenByDefault: true },
    d('nominalTime', false, true),
    d('scheduledWorkTime'),
    d('workTime', true),
    d('overtime50', true, false, 'overtime'),
    d('overtime100'),
    d('approvedOvertime', false, true),
    d('averageWeekOvertime', false, true),
    d('nightWorkTime', true, true),
    d('balance', true),
    d('wpTimeRemaining', false, true),
    { field: 'daysOffDue', header: t('workTimes.summary.daysOffDue'), noWrap: true, render: (r) => <DaysOffDue evaluation={r} /> },
    { field: 'alerts', header: t('workTimes.columns.alerts'), render: (r) => <AlertChips alerts={r.alerts} /> },
    { field: 'lockState', header: t('workTimes.columns.lockState'), render: (r) => <LockChip lockState={r.lockState} /> },
  ];
  return (
    <TitledPage title={t('menu.teamTimeEvaluation')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <MonthPicker value={month} onChange={setMonth} />
        <ExportButtons
          labels={{ csv: t('workTimes.export.csv'), xlsx: t('workTimes.export.xlsx') }}
          busy={exportState.isLoading}
          onExport={(format) => void download(format)}
        />
      </Stack>
      {exportError && <Alert severity="error">{exportError}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          label={t('workTimes.teamEvaluation.showUnscheduled')}
          control={<Switch checked={showUnscheduled} onChange={(e) => update({ unscheduled: e.target.checked ? 'shown' : undefined })} />}
        />
        {hiddenCount > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('workTimes.teamEvaluation.hiddenUnscheduled', { count: hiddenCount })}
          </Typography>
        )}
      </Stack>
      <DataTable columns={columns} {...list} rows={rows} query={query} onQueryChange={setQuery} getRowId={(r) => r.employeeId} />
    </TitledPage>
  );
}
