import { useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { TitledPage } from '@shared/ui/titled-page';
import { useGetTimeEvaluationQuery, useGetWorkdaysQuery, WHOLE_MONTH } from './api/work-times-api';
import { MonthPicker } from './components/month-picker';
import { ProblemAlert } from './components/problem-alert';
import { TimeEvaluationView } from './components/time-evaluation-view';
import { currentMonth } from './format';

/** `work-times/my-time-evaluation`: the signed-in employee's month. */
export default function MyTimeEvaluationPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  // currentData: the chosen month's figures only, never the month before under the new month.
  const { currentData: data, isFetching, error } = useGetTimeEvaluationQuery({ month });
  const workdays = useGetWorkdaysQuery({ kind: 'my', month, query: WHOLE_MONTH });
  return (
    <TitledPage title={t('menu.myTimeEvaluation')}>
      <MonthPicker value={month} onChange={setMonth} />
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && !error && <TimeEvaluationView evaluation={data} workdays={workdays.currentData?.data} />}
    </TitledPage>
  );
}
