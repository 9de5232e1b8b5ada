import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectRoleIds } from '@shared/session/auth-slice';
import { hasAnyRole, Role } from '@shared/session/roles';
import { useSharedSelector } from '@shared/store-hooks';
import { Icon } from '@shared/ui/icons';
import { useGetEmployeeTermsQuery } from '../api/work-times-api';
import { duration, nightSpan } from '../format';
import { EmployeeTermsDialog } from './employee-terms-dialog';
import { FigureList } from './figure-list';
import { ProblemAlert } from './problem-alert';

/**
 * HR and Admin change a person's terms; the service refuses anyone else (403). No ability subject
 * of the shared data grants it, so the roles decide here, as a route's allowedRoles do.
 */
function useCanChangeTerms(): boolean {
  const roleIds = useSharedSelector(selectRoleIds);
  return hasAnyRole(roleIds, [Role.HR, Role.Admin]);
}

/** A person's working-time terms (art. 129, 151 §4–5, 151⁷) beside their month, changed by HR. */
export function EmployeeTermsCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetEmployeeTermsQuery(employeeId, { skip: !employeeId });
  const canChange = useCanChangeTerms();
  const [editing, setEditing] = useState(false);
  const lines: [string, string][] = data
    ? [
        [
          t('workTimes.terms.workingTimeSystem'),
          t(`workTimes.system.${data.workingTimeSystem}`, { defaultValue: data.workingTimeSystem || '—' }),
        ],
        [
          t('workTimes.terms.settlementMonths'),
          data.settlementMonths ? t('workTimes.summary.months', { count: data.settlementMonths }) : '—',
        ],
        [t('workTimes.terms.nightStartHour'), nightSpan(data.nightStartHour)],
        [t('workTimes.terms.yearlyOvertimeLimit'), duration(data.yearlyOvertimeLimit, t)],
        [t('workTimes.terms.fraction'), data.fraction || '—'],
        // The limit of art. 151 §5 belongs to part-time contracts only.
        ...(data.fraction !== '1/1' || data.partTimeLimit
          ? [[t('workTimes.terms.partTimeLimit'), data.partTimeLimit || t('workTimes.summary.noPartTimeLimit')] as [string, string]]
          : []),
      ]
    : [];
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="employee-terms-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="employee-terms-heading" variant="h6" component="h2">
          {t('workTimes.terms.title')}
        </Typography>
        {canChange && data && (
          <Button startIcon={<Icon name="tune" />} onClick={() => setEditing(true)}>
            {t('workTimes.terms.edit')}
          </Button>
        )}
      </Stack>
      {isLoading && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && <FigureList lines={lines} testId="employee-terms" twoColumns />}
      {editing && data && (
        <EmployeeTermsDialog terms={{ ...data, employeeId: data.employeeId || employeeId }} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
