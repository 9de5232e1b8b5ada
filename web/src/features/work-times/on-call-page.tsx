import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
import { TitledPage } from '@shared/ui/titled-page';
import { useGetOnCallQuery } from './api/work-times-api';
import { useListResult } from './components/list-result';
import { MonthPicker } from './components/month-picker';
import { OnCallTable } from './components/on-call-table';
import { currentMonth } from './format';

/** The on-call duties of a month: the employee's own or the team's. */
export function OnCallPage({ kind }: { kind: 'my' | 'team' }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, pageSize: 25, sort: ['startAt'] });
  const result = useGetOnCallQuery({ kind, month, query });
  const list = useListResult(result);
  return (
    <TitledPage title={t(kind === 'my' ? 'menu.myOnCallWorkTimes' : 'menu.teamOnCallWorkTimes')}>
      <MonthPicker
        value={month}
        onChange={(m) => {
          setMonth(m);
          setQuery({ ...query, page: 1 });
        }}
      />
      <OnCallTable withEmployee={kind === 'team'} {...list} query={query} onQueryChange={setQuery} />
    </TitledPage>
  );
}
