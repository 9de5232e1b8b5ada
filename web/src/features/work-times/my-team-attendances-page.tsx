import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
import { TitledPage } from '@shared/ui/titled-page';
import { useListResult } from './components/list-result';
import { useGetAttendancesQuery } from './api/work-times-api';
import { AttendanceTable } from './components/attendance-table';
import { day, today } from './format';

/** `work-times/my-team-attendances`: today's colleagues and where they are. */
export default function MyTeamAttendancesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 25, sort: ['employeeFullName'] });
  const result = useGetAttendancesQuery({ kind: 'my-team', query });
  const list = useListResult(result);
  return (
    <TitledPage title={t('menu.myTeamAttendances')}>
      <Typography color="text.secondary">{t('workTimes.attendance.today', { date: day(today()) })}</Typography>
      <AttendanceTable colleagues {...list} query={query} onQueryChange={setQuery} />
    </TitledPage>
  );
}
