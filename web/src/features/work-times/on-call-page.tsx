import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '@shared/ui/data-table';
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
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(kind === 'my' ? 'menu.myOnCallWorkTimes' : 'menu.teamOnCallWorkTimes')}
      </Typography>
      <MonthPicker
        value={month}
        onChange={(m) => {
          setMonth(m);
          setQuery({ ...query, page: 1 });
        }}
      />
      <OnCallTable withEmployee={kind === 'team'} {...list} query={query} onQueryChange={setQuery} />
    </Stack>
  );
}
