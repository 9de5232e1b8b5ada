import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { selectRoleIds } from '@shared/session/auth-slice';
import { hasAnyRole, Role } from '@shared/session/roles';
import { useSharedSelector } from '@shared/store-hooks';
import { Icon } from '@shared/ui/icons';
import { SmallTable } from '@shared/ui/small-table';
import { useGetEmployeeTermsQuery } from '../api/work-times-api';
import type { EmployeeTerms } from '../api/types';
import { dateTime, duration, monthOfDate, nightSpan } from '../format';
import { DEFAULT_FREE_WEEKDAYS, DEFAULT_SUNDAY_START_HOUR, EmployeeTermsDialog, EQUIVALENT_HOURS, fullHour } from './employee-terms-dialog';
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

/** "2026-01-01 – 2026-06-30", or "2026-07-01 – do odwołania". */
const validity = (terms: EmployeeTerms, t: TFunction) =>
  t('workTimes.terms.validity', { from: terms.validFrom || '—', to: terms.validTo || t('workTimes.terms.untilFurtherNotice') });

const systemName = (terms: EmployeeTerms, t: TFunction) =>
  t(`workTimes.system.${terms.workingTimeSystem}`, { defaultValue: terms.workingTimeSystem || '—' });

/** "3 miesiące", or "3 miesiące, od lutego" where the periods do not start in January. */
function settlement(terms: EmployeeTerms, t: TFunction, language: string): string {
  if (!terms.settlementMonths) return '—';
  const months = t('workTimes.summary.months', { count: terms.settlementMonths });
  const firstMonth = terms.settlementFirstMonth ?? 1;
  return terms.settlementMonths > 1 && firstMonth !== 1
    ? t('workTimes.terms.settlementFrom', { months, month: monthOfDate(firstMonth, language) })
    : months;
}

/** The weekdays the five-day week frees, in words ("sobota"); Saturday where the terms name none, as the service reads them. */
const freeWeekdaysText = (terms: EmployeeTerms, t: TFunction) =>
  (terms.freeWeekdays.length ? terms.freeWeekdays : DEFAULT_FREE_WEEKDAYS).map((d) => t(`workTimes.terms.weekdays.${d}`)).join(', ');

function figuresOf(terms: EmployeeTerms, t: TFunction, language: string): [string, string][] {
  return [
    [t('workTimes.terms.validPeriod'), validity(terms, t)],
    [t('workTimes.terms.workingTimeSystem'), systemName(terms, t)],
    // The lengthened day belongs to the equivalent system only.
    ...(terms.workingTimeSystem === 'equivalent'
      ? [
          [
            t('workTimes.terms.equivalentHours'),
            t(`workTimes.terms.equivalentHoursValue.${terms.equivalentHours ?? EQUIVALENT_HOURS[0]}`),
          ] as [string, string],
        ]
      : []),
    [t('workTimes.terms.settlementMonths'), settlement(terms, t, language)],
    [t('workTimes.terms.nightStartHour'), nightSpan(terms.nightStartHour)],
    [t('workTimes.terms.sundayStartHour'), fullHour(terms.sundayStartHour ?? DEFAULT_SUNDAY_START_HOUR)],
    [t('workTimes.terms.freeWeekdays'), freeWeekdaysText(terms, t)],
    [t('workTimes.terms.yearlyOvertimeLimit'), duration(terms.yearlyOvertimeLimit, t)],
    [t('workTimes.terms.fraction'), terms.fraction || '—'],
    // The limit of art. 151 §5 belongs to part-time contracts only.
    ...(terms.fraction !== '1/1' || terms.partTimeLimit
      ? [[t('workTimes.terms.partTimeLimit'), terms.partTimeLimit || t('workTimes.summary.noPartTimeLimit')] as [string, string]]
      : []),
  ];
}

/** Every stored row of the terms, newest first: the days it holds, what it set, who changed it and when. */
function TermsHistoryTable({ history }: { history: readonly EmployeeTerms[] }) {
  const { t, i18n } = useTranslation();
  const label = t('workTimes.terms.history.title');
  return (
    <SmallTable
      label={label}
      headings={[
        t('workTimes.terms.history.period'),
        t('workTimes.terms.workingTimeSystem'),
        t('workTimes.terms.settlementMonths'),
        t('workTimes.terms.nightStartHour'),
        t('workTimes.terms.history.changedBy'),
        t('workTimes.terms.history.changedAt'),
      ]}
      rows={[...history]}
      row={(row) => (
        <TableRow key={`${row.validFrom}:${String(row.changedAt)}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{validity(row, t)}</TableCell>
          <TableCell>{systemName(row, t)}</TableCell>
          <TableCell>{settlement(row, t, i18n.language)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{nightSpan(row.nightStartHour)}</TableCell>
          <TableCell>{row.changedByFullName || '—'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(row.changedAt)}</TableCell>
        </TableRow>
      )}
    />
  );
}

/** A person's working-time terms (art. 129, 151 §4–5, 151⁷) beside their month with their history, changed by HR. */
export function EmployeeTermsCard({ employeeId }: { employeeId: number }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error } = useGetEmployeeTermsQuery(employeeId, { skip: !employeeId });
  const canChange = useCanChangeTerms();
  const [editing, setEditing] = useState(false);
  const terms = data?.terms;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="employee-terms-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="employee-terms-heading" variant="h6" component="h2">
          {t('workTimes.terms.title')}
        </Typography>
        {canChange && terms && (
          <Button startIcon={<Icon name="tune" />} onClick={() => setEditing(true)}>
            {t('workTimes.terms.edit')}
          </Button>
        )}
      </Stack>
      {isLoading && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {terms && <FigureList lines={figuresOf(terms, t, i18n.language)} testId="employee-terms" twoColumns />}
      {data && data.history.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('workTimes.terms.history.title')}
          </Typography>
          <TermsHistoryTable history={data.history} />
        </>
      )}
      {editing && terms && (
        <EmployeeTermsDialog terms={{ ...terms, employeeId: terms.employeeId || employeeId }} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
