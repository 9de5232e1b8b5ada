import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
import { useGetWorkdaysQuery } from './api/work-times-api';
import { MonthPicker } from './components/month-picker';
import { problemText } from './components/problem-alert';
import { WorkdayTable } from './components/workday-table';
import { currentMonth } from './format';

/** `work-times/my-workdays`: the month's days of the signed-in employee. */
export default function MyWorkdaysPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 50, sort: ['workdayOn'] });
  const { data, isFetching, error } = useGetWorkdaysQuery({ kind: 'my', month, query });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.myWorkdays')}</Typography>
      <MonthPicker value={month} onChange={(m) => { setMonth(m); setQuery({ ...query, page: 1 }); }} />
      <WorkdayTable rows={data?.data ?? []} total={data?.total ?? 0} loading={isFetching && !data}
        error={error ? problemText(error, t('workTimes.loadFailed')) : undefined} query={query} onQueryChange={setQuery} />
    </Stack>
  );
}
