import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { TitledPage } from '@shared/ui/titled-page';
import { useGetTimeEvaluationQuery, useGetWorkdaysQuery, WHOLE_MONTH } from './api/work-times-api';
import { EmployeeTermsCard } from './components/employee-terms-card';
import { MonthPicker } from './components/month-picker';
import { ProblemAlert } from './components/problem-alert';
import type { CameFrom } from './components/workday-table';
import { TimeEvaluationView } from './components/time-evaluation-view';
import { currentMonth } from './format';

/** `work-times/team-time-evaluation/{id}`: one person's month, as my-time-evaluation shows one's own. */
export default function TeamTimeEvaluationPersonPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const employeeId = Number(id) || 0;
  // Back to the team's list as it was left (month, search, page in its URL), else to the month shown.
  const from = (useLocation().state as Partial<CameFrom> | null)?.from;
  const [month, setMonth] = useState(() => search.get('month') ?? currentMonth());
  // currentData: the chosen month's figures only, never the month before under the new month.
  const { currentData: data, isFetching, error } = useGetTimeEvaluationQuery({ employeeId, month }, { skip: !employeeId });
  const workdays = useGetWorkdaysQuery({ kind: 'team', month, query: WHOLE_MONTH, employeeId }, { skip: !employeeId });
  return (
    <TitledPage title={t('menu.teamTimeEvaluation')}>
      <Box>
        <Button component={Link} to={from?.startsWith('/work-times/') ? from : `/work-times/team-time-evaluation?month=${month}`}>
          {t('workTimes.backToTeam')}
        </Button>
      </Box>
      <MonthPicker value={month} onChange={setMonth} />
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && !error && <TimeEvaluationView evaluation={data} workdays={workdays.currentData?.data} />}
      {employeeId > 0 && <EmployeeTermsCard employeeId={employeeId} />}
    </TitledPage>
  );
}
