import { useTranslation } from 'react-i18next';
import { TitledPage } from '@shared/ui/titled-page';
import { useGetWorkdaysQuery } from './api/work-times-api';
import { useListResult } from './components/list-result';
import { MonthPicker } from './components/month-picker';
import { MyScheduleCard } from './components/my-schedule-card';
import { useListInUrl } from './components/list-in-url';
import { WorkdayTable } from './components/workday-table';

const LIST_DEFAULTS = { pageSize: 50, sort: ['workdayOn'] };

/** `work-times/my-workdays`: the month's published schedule and days of the signed-in employee. */
export default function MyWorkdaysPage() {
  const { t } = useTranslation();
  const { month, setMonth, query, setQuery } = useListInUrl(LIST_DEFAULTS);
  const result = useGetWorkdaysQuery({ kind: 'my', month, query });
  const list = useListResult(result);
  return (
    <TitledPage title={t('menu.myWorkdays')}>
      <MonthPicker value={month} onChange={setMonth} />
      <MyScheduleCard month={month} />
      <WorkdayTable {...list} query={query} onQueryChange={setQuery} />
    </TitledPage>
  );
}
