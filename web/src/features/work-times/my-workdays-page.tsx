import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetWorkdaysQuery } from './api/work-times-api';
import { MonthPicker } from './components/month-picker';
import { problemText } from './components/problem-alert';
import { useListInUrl } from './components/list-in-url';
import { WorkdayTable } from './components/workday-table';

const LIST_DEFAULTS = { pageSize: 50, sort: ['workdayOn'] };

/** `work-times/my-workdays`: the month's days of the signed-in employee. */
export default function MyWorkdaysPage() {
  const { t } = useTranslation();
  const { month, setMonth, query, setQuery } = useListInUrl(LIST_DEFAULTS);
  const { data, isFetching, error } = useGetWorkdaysQuery({ kind: 'my', month, query });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.myWorkdays')}
      </Typography>
      <MonthPicker value={month} onChange={setMonth} />
      <WorkdayTable
        rows={data?.data ?? []}
        total={data?.total ?? 0}
        loading={isFetching && !data}
        error={error ? problemText(error, t('workTimes.loadFailed'), t) : undefined}
        query={query}
        onQueryChange={setQuery}
      />
    </Stack>
  );
}
