import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../lib/problem';
import { useGetEmployeeQuery, useGetSelfProfileQuery, type EmployeeRecord } from '@shared/session/session-api';
import { HrArea } from '@shared/session/types';
import { useSharedSelector } from '@shared/store-hooks';
import { formatDate } from '@shared/dates/format';
import { useListBenefitsQuery, useListEmploymentContractsQuery } from './api/employee-card-api';
import { formatAddress } from '@shared/address/format-address';
import { AVATAR_SRC, avatarKind } from './avatar';
import { LabelledValue } from '@shared/ui/labelled-value';

const HR_AREA_NAME: Record<number, string> = { [HrArea.ASP]: 'ASP', [HrArea.BPO]: 'BPO' };

/** A read-only list of the card: a heading, a table, or what stands in for it (loading, failed, empty). */
function CardList<T>({
  id,
  title,
  headers,
  rows,
  query,
  empty,
  render,
}: {
  id: string;
  title: string;
  headers: string[];
  rows: T[] | undefined;
  query: { isLoading: boolean; isError: boolean };
  empty: string;
  render: (row: T) => ReactNode[];
}) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Card data-testid={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {query.isLoading && <Skeleton height={48} />}
        {query.isError && <Alert severity="info">{t('profile.listUnavailable')}</Alert>}
        {rows && rows.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
        {rows && rows.length > 0 && (
          // Focusable, so a table wider than a phone scrolls from the keyboard too.
          <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {headers.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, i) => (
                  <TableRow key={i}>
                    {render(row).map((cell, j) => (
                      <TableCell key={j}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

/** Employee card (`profile`, aliases `/karta-pracownika`): the user state of docs/product.md §3. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useSharedSelector((s) => s.auth.profile);
  const roleIds = useSharedSelector((s) => s.auth.roleIds);
  const appRoles = useSharedSelector((s) => s.auth.applicationRoles);
  const languages = useSharedSelector((s) => s.auth.languages);
  const employeeQuery = useGetEmployeeQuery(profile.userId, { skip: !profile.userId });
  // The login is the provider's: the people directory does not hold it.
  const selfProfile = useGetSelfProfileQuery(undefined, { skip: !profile.userId });
  const contracts = useListEmploymentContractsQuery(profile.userId, { skip: !profile.userId });
  const benefits = useListBenefitsQuery(profile.userId, { skip: !profile.userId });
  const until = (endOn: Date | string) => (endOn ? formatDate(endOn) : t('profile.openEnded'));
  // Until the absences service answers, the card shows what the token and provider give.
  const employee: Partial<EmployeeRecord> = employeeQuery.data ?? {};
  const unavailable = employeeQuery.isError;
  const status = errorStatus(employeeQuery.error);
  const fullName = employee.fullName || [employee.firstName, employee.lastName].filter(Boolean).join(' ') || profile.fullName;
  // The provider names roles in English (its API); the card shows them in the user's language.
  const roleNames = roleIds.map((id) => {
    const name = appRoles.find((r) => r.roleId === id)?.name ?? String(id);
    return t(`profile.roles.${name}`, { defaultValue: name });
  });
  const language = languages.find((l) => l.languageId === profile.languageId)?.nativeName;
  const kind = avatarKind(employee.genderId);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('profile.title')}
      </Typography>
      {unavailable && (
        <Alert severity="info" data-testid="employee-record-unavailable">
          {status === 404 ? t('profile.recordMissing') : t('profile.recordUnavailable')}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar src={AVATAR_SRC[kind]} alt={t(`profile.avatar.${kind}`)} sx={{ width: 96, height: 96 }} data-avatar={kind} />
            <Stack spacing={0.5}>
              <Typography variant="h5" data-testid="profile-full-name">
                {fullName}
              </Typography>
              {employeeQuery.isLoading ? (
                <Skeleton width={160} />
              ) : (
                <Typography color="text.secondary">{employee.position || t('profile.noPosition')}</Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                {roleNames.map((r) => (
                  <Chip key={r} size="small" label={r} />
                ))}
              </Stack>
            </Stack>
          </Stack>
          <Divider sx={{ my: 3 }} />
          <Grid container spacing={2}>
            <LabelledValue label={t('profile.firstName')} value={employee.firstName || profile.firstName} />
            <LabelledValue label={t('profile.lastName')} value={employee.lastName || profile.lastName} />
            <LabelledValue label={t('profile.userId')} value={String(profile.userId)} />
            <LabelledValue label={t('profile.username')} value={selfProfile.data?.username} />
            <LabelledValue
              label={t('profile.companyEmail')}
              value={employee.companyEmail || profile.email}
              testId="profile-company-email"
            />
            <LabelledValue label={t('profile.privateEmail')} value={employee.privateEmail} />
            <LabelledValue label={t('profile.companyPhone')} value={employee.companyPhoneNumber} />
            <LabelledValue label={t('profile.privatePhone')} value={employee.privatePhoneNumber} />
            <LabelledValue label={t('profile.address')} value={formatAddress(employee.address)} />
            <LabelledValue label={t('profile.supervisor')} value={employee.supervisorFullName} testId="profile-supervisor" />
            <LabelledValue
              label={t('profile.hrArea')}
              value={employee.hrAreaId ? (HR_AREA_NAME[employee.hrAreaId] ?? String(employee.hrAreaId)) : ''}
            />
            <LabelledValue
              label={t('profile.employmentSubGroup')}
              value={employee.employmentSubGroupId ? String(employee.employmentSubGroupId) : ''}
            />
            <LabelledValue label={t('profile.language')} value={language} />
          </Grid>
        </CardContent>
      </Card>
      <CardList
        id="profile-contracts"
        title={t('profile.contracts.title')}
        headers={[
          t('profile.contracts.type'),
          t('profile.contracts.position'),
          t('profile.contracts.from'),
          t('profile.contracts.to'),
          t('profile.contracts.workingTime'),
          t('profile.contracts.employer'),
        ]}
        rows={contracts.data}
        query={contracts}
        empty={t('profile.contracts.none')}
        render={(c) => [
          c.contractTypeName,
          c.position,
          formatDate(c.startOn),
          until(c.endOn),
          c.workingTimeDenominator ? `${c.workingTimeNumerator}/${c.workingTimeDenominator}` : '',
          c.withThisEmployer ? t('profile.contracts.thisEmployer') : t('profile.contracts.earlierEmployer'),
        ]}
      />
      <CardList
        id="profile-benefits"
        title={t('profile.benefits.title')}
        headers={[t('profile.benefits.name'), t('profile.benefits.from'), t('profile.benefits.to')]}
        rows={benefits.data}
        query={benefits}
        empty={t('profile.benefits.none')}
        render={(b) => [b.name, formatDate(b.startOn), until(b.endOn)]}
      />
    </Stack>
  );
}
