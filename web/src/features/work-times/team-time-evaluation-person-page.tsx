import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGetTimeEvaluationQuery } from './api/work-times-api';
import { EmployeeTermsCard } from './components/employee-terms-card';
import { MonthPicker } from './components/month-picker';
import { ProblemAlert } from './components/problem-alert';
import { TimeEvaluationView } from './components/time-evaluation-view';
import { currentMonth } from './format';

/** `work-times/team-time-evaluation/{id}`: one person's month, as my-time-evaluation shows one's own. */
export default function TeamTimeEvaluationPersonPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const employeeId = Number(id) || 0;
  const [month, setMonth] = useState(() => search.get('month') ?? currentMonth());
  const { data, isFetching, error } = useGetTimeEvaluationQuery({ employeeId, month }, { skip: !employeeId });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.teamTimeEvaluation')}</Typography>
      <Box><Button component={Link} to="/work-times/team-time-evaluation">{t('workTimes.backToTeam')}</Button></Box>
      <MonthPicker value={month} onChange={setMonth} />
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && !error && <TimeEvaluationView evaluation={data} />}
      {employeeId > 0 && <EmployeeTermsCard employeeId={employeeId} />}
    </Stack>
  );
}
