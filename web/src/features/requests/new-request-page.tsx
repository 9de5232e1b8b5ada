import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isProblem, problemSentence, sayProblem, type FieldProblem, type Problem } from '../../lib/problem';
import { accessFlagsFrom } from '@shared/abilities/abilities';
import { useAbility } from '@shared/abilities/ability-context';
import { formatDate } from '@shared/dates/format';
import { now } from '@shared/dates/warsaw';
import type { TeamMember } from '@shared/people/team-members-api';
import { TeamMemberPicker } from '@shared/people/team-member-picker';
import { requestTypesOffered } from '@shared/leave/home-office-request-types';
import { useGetEmployeeAbilitiesQuery, useGetEmployeeQuery } from '@shared/session/session-api';
import { AddressFields } from '@shared/address/address-fields';
import { EMPTY_ADDRESS } from '@shared/address/address-rules';
import { useSharedSelector } from '@shared/store-hooks';
import { useCreateSubstitutionMutation } from '@shared/substitutions/substitutions-api';
import { problemText } from '@shared/ui/problem-alert';
import { useConfirm } from '@shared/ui/confirm-provider';
import { DateField } from '@shared/ui/date-field';
import { useDebouncedPreview } from '@shared/ui/use-debounced-preview';
import { TimeField } from '@shared/ui/time-field';
import { DEFAULT_TIME, endTimeAfter } from '@shared/dates/time-rules';
import { requestTypeName, useGetRequestTypesQuery } from '@shared/leave/request-types';
import { useCreateRequestMutation, usePreviewRequestMutation } from './api/requests-api';
import type { Address, ConflictingRequest, RequestDraft, RequestPreview } from './api/types';
import { ConflictQuestion } from './components/conflict-question';
import { RequestPreviewAlert } from './components/request-preview-alert';
import { SubstitutionChoice, useSubstitutionChoice } from './components/substitution-choice';
import { useHolidayLookup } from './components/use-holiday-lookup';
import {
  datesReady,
  dateLimitsFor,
  MAX_COMMENT_LENGTH,
  MAX_HOURS_PER_DAY,
  validateRequestForm,
  type FormErrors,
  type RequestForm,
} from './new-request-validation';
import { offersSubstitution } from './substitution-offer';

export { MAX_COMMENT_LENGTH };
const KINSHIPS = [1, 2, 3, 4, 5, 6, 7];

const EMPTY_FORM: RequestForm = {
  employeeId: null,
  requestTypeId: 1,
  fromDate: '',
  toDate: '',
  hours: MAX_HOURS_PER_DAY,
  startTime: DEFAULT_TIME,
  comment: '',
  address: EMPTY_ADDRESS,
  reason: { typeId: 0, fullName: '', degreeOfKinshipId: 0, purpose: '' },
  reasonAddress: EMPTY_ADDRESS,
};

const addressOf = (a: Partial<Record<keyof Address, string | null>> | null | undefined): Address =>
  a
    ? {
        street: a.street ?? '',
        houseNumber: a.houseNumber ?? '',
        flatNumber: a.flatNumber ?? '',
        postalCode: a.postalCode ?? '',
        city: a.city ?? '',
      }
    : EMPTY_ADDRESS;

/** `leave-requests/new` (and `/new/employee`, `/new/supervisor` = on behalf of a team member). */
export default function NewRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const ability = useAbility();
  const confirm = useConfirm();
  // Boolean(): the React Compiler takes a method's answer for a value that might change later, and
  // would leave the memoised draft below uncompiled.
  const supervisorMode = Boolean(location.pathname.endsWith('/supervisor'));
  const canFileForTeam = ability.can('view', 'Page_Requests_Team');
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const types = useGetRequestTypesQuery().data ?? [];
  const codeOf = (id: number) => types.find((x) => x.requestTypeId === id)?.code;
  const ownRecord = useGetEmployeeQuery(userId, { skip: !userId || supervisorMode }).data;
  const [employee, setEmployee] = useState<TeamMember | null>(null);
  // Remote work types by the access flags of the person the request is for: the employee's own,
  // or in supervisor mode the chosen team member's (none chosen, or not answered yet: every type).
  const flagsOf = supervisorMode ? employee?.employeeId : userId;
  const flagsAnswer = useGetEmployeeAbilitiesQuery(flagsOf ?? 0, { skip: !flagsOf }).currentData;
  const flags = flagsAnswer && accessFlagsFrom(flagsAnswer.accessFlags);
  const offeredTypes = requestTypesOffered(types, flags);
  const [form, setForm] = useState<RequestForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [workAddress, setWorkAddress] = useState<Address | null>(null);
  const [serverProblem, setServerProblem] = useState<Problem | 'failed' | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, FieldProblem[]>>({});
  const [runPreview] = usePreviewRequestMutation();
  const [create, { isLoading: saving }] = useCreateRequestMutation();
  const [proposeSubstitution, { isLoading: proposing }] = useCreateSubstitutionMutation();
  // Filed, but the substitute could not be proposed: the request stands, the form is done.
  const [filedWithoutSubstitution, setFiledWithoutSubstitution] = useState<{ id: number; number: string; error: unknown } | null>(null);

  const type = types.find((x) => x.requestTypeId === form.requestTypeId);
  const today = formatDate(now(), 'date');
  const thisYear = Number(today.slice(0, 4));
  const isHoliday = useHolidayLookup(thisYear - 1, thisYear + 1);
  const limits = useMemo(() => dateLimitsFor(type, today, isHoliday), [type, today, isHoliday]);
  // The home-office address starts as the employee's own (they may work elsewhere).
  const address = workAddress ?? addressOf(ownRecord?.address);
  const checkedForm = { ...form, address, employeeId: supervisorMode ? (employee?.employeeId ?? null) : null };
  // A type chosen before the person whose flags rule it out stays listed, marked as not available.
  const typeOffered = !type || offeredTypes.includes(type);
  const errors: FormErrors = {
    ...validateRequestForm(checkedForm, type, limits, supervisorMode),
    ...(typeOffered ? {} : { requestTypeId: { key: 'requests.form.typeNotOffered' } }),
  };
  const ready = datesReady(checkedForm, type, errors);

  const draft = useMemo<RequestDraft>(
    () => ({
      employeeId: supervisorMode ? employee?.employeeId : undefined,
      requestTypeId: form.requestTypeId,
      fromDate: form.fromDate,
      toDate: type?.inHours ? form.fromDate : form.toDate,
      hours: type?.inHours ? form.hours : 0,
      startTime: type?.inHours ? form.startTime : undefined,
      comment: form.comment,
      address: type?.needsAddress ? address : undefined,
      requestReason: type?.needsReason || type?.needsPurpose ? { ...form.reason, address: form.reasonAddress } : undefined,
    }),
    [form, address, supervisorMode, employee, type],
  );
  const substitution = useSubstitutionChoice(
    ready && offersSubstitution({ supervisorMode, type, flags }) ? { fromDate: draft.fromDate, toDate: draft.toDate } : null,
  );
  // The comment changes neither the days nor the limit: typing it does not ask again.
  const previewKey = ready && (!supervisorMode || employee) ? JSON.stringify({ ...draft, comment: '' }) : '';

  // Live working days and limit, debounced like the date picker (docs/product.md §9, 300 ms).
  const { data: shownPreview, pending: previewing } = useDebouncedPreview<RequestDraft, RequestPreview>(previewKey, runPreview);

  const update = (patch: Partial<RequestForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerFieldErrors({});
  };

  const submit = async (cancelConflicting = false) => {
    setSubmitted(true);
    setServerProblem(null);
    if (Object.keys(errors).length) return;
    const result = await create({ ...draft, cancelConflicting });
    if ('data' in result && result.data) {
      const filed = result.data;
      // The substitute is proposed for the request's period once the request stands.
      if (substitution.proposal) {
        const proposed = await proposeSubstitution(substitution.proposal);
        if ('error' in proposed) {
          setFiledWithoutSubstitution({ id: filed.id, number: filed.number, error: proposed.error });
          return;
        }
      }
      navigate(supervisorMode && canFileForTeam ? `/leave-requests/team/${filed.id}` : `/leave-requests/my/${filed.id}`);
      return;
    }
    const problem = (result.error as { data?: unknown } | undefined)?.data;
    const conflicts = (problem as { conflicts?: ConflictingRequest[] } | undefined)?.conflicts ?? [];
    // Only pending requests give way to a confirmed filing; approved leave is undone by a
    // cancellation request (the server refuses the rest), so no question is asked then.
    const withdrawable = conflicts.length > 0 && conflicts.every((c) => c.requestStatusId === 1);
    if (isProblem(problem) && problem.status === 409 && !cancelConflicting && withdrawable) {
      const ok = await confirm({
        title: t('requests.conflict.title', { count: conflicts.length }),
        question: (
          <ConflictQuestion
            conflicts={conflicts}
            from={draft.fromDate}
            to={draft.toDate || draft.fromDate}
            isHoliday={isHoliday}
            codeOf={codeOf}
          />
        ),
        confirmLabel: t('requests.conflict.confirm', { count: conflicts.length }),
        destructive: true,
        symbol: 'warning',
      });
      if (ok) await submit(true);
      return;
    }
    if (isProblem(problem)) {
      setServerProblem(problem);
      setServerFieldErrors(problem.errors ?? {});
    } else setServerProblem('failed');
  };

  const errorOf = (field: string): string | undefined => {
    const server = serverFieldErrors[field]?.[0];
    if (server) return sayProblem(t, server);
    const own = errors[field];
    return submitted && own ? t(own.key, own.values) : undefined;
  };
  // Said at once: the chosen person rules the type out, nothing is missing from what was typed.
  const typeProblem = errorOf('requestTypeId') ?? (typeOffered ? undefined : t('requests.form.typeNotOffered'));
  const commentLength = [...form.comment].length;
  const reasonFields = type?.needsReason || type?.needsPurpose;

  if (filedWithoutSubstitution) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Typography variant="h5" component="h1">
          {t('menu.newRequest')}
        </Typography>
        <Alert severity="success">{t('requests.substitution.filed', { number: filedWithoutSubstitution.number })}</Alert>
        <Alert severity="error" data-testid="substitution-not-proposed">
          {t('requests.substitution.notProposed', {
            reason: problemText(filedWithoutSubstitution.error, t('requests.substitution.failed'), t),
          })}
        </Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={Link} to={`/leave-requests/my/${filedWithoutSubstitution.id}`}>
            {t('requests.substitution.openRequest')}
          </Button>
          {ability.can('view', 'Page_Substitutions_My') && (
            <Button component={Link} to="/substitutions/my">
              {t('menu.mySubstitutions')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          {supervisorMode ? t('requests.form.titleSupervisor') : t('menu.newRequest')}
        </Typography>
        {canFileForTeam && (
          // Toggle buttons (aria-pressed), not links: a link cannot be pressed. Each mode has its address.
          <ToggleButtonGroup
            size="small"
            exclusive
            value={supervisorMode ? 'supervisor' : 'employee'}
            aria-label={t('requests.form.mode')}
            onChange={(_, mode: string | null) => mode && navigate(`/leave-requests/new/${mode}`)}
          >
            <ToggleButton value="employee">{t('requests.form.modeEmployee')}</ToggleButton>
            <ToggleButton value="supervisor">{t('requests.form.modeSupervisor')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            {supervisorMode && (
              <Grid size={12}>
                <TeamMemberPicker
                  size="small"
                  required
                  label={t('requests.form.employee')}
                  value={employee}
                  onChange={(member) => setEmployee(member)}
                  optionLabel={(o) => `${o.fullName} (${o.sapNumber})`}
                  error={!!errorOf('employeeId')}
                  helperText={errorOf('employeeId')}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                required
                label={t('requests.fields.type')}
                value={types.length ? form.requestTypeId : ''}
                slotProps={{ htmlInput: { 'data-testid': 'request-type' } }}
                error={!!typeProblem}
                helperText={typeProblem}
                onChange={(e) => update({ requestTypeId: Number(e.target.value) })}
              >
                {types
                  .filter((x) => offeredTypes.includes(x) || x === type)
                  .map((x) => (
                    <MenuItem key={x.requestTypeId} value={x.requestTypeId} disabled={!offeredTypes.includes(x)}>
                      {requestTypeName(t, x.code, x.name)}
                    </MenuItem>
                  ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <DateField
                fullWidth
                required
                label={type?.inHours ? t('requests.fields.day') : t('requests.fields.from')}
                value={form.fromDate}
                testId="from-date"
                {...limits}
                error={!!errorOf('fromDate')}
                helperText={errorOf('fromDate')}
                onChange={(fromDate) => update({ fromDate, toDate: form.toDate && form.toDate >= fromDate ? form.toDate : fromDate })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              {type?.inHours ? (
                <TextField
                  type="number"
                  fullWidth
                  size="small"
                  required
                  label={t('requests.fields.hours')}
                  value={form.hours}
                  slotProps={{ htmlInput: { min: 1, max: MAX_HOURS_PER_DAY, step: 1, 'data-testid': 'hours' } }}
                  error={!!errorOf('hours')}
                  helperText={errorOf('hours')}
                  onChange={(e) => update({ hours: Number(e.target.value) })}
                />
              ) : (
                <DateField
                  fullWidth
                  required
                  label={t('requests.fields.to')}
                  value={form.toDate}
                  testId="to-date"
                  {...limits}
                  min={form.fromDate && form.fromDate > (limits.min ?? '') ? form.fromDate : limits.min}
                  error={!!errorOf('toDate')}
                  helperText={errorOf('toDate')}
                  onChange={(toDate) => update({ toDate })}
                />
              )}
            </Grid>
            {type?.inHours && (
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TimeField
                  fullWidth
                  required
                  label={t('requests.fields.startTime')}
                  value={form.startTime}
                  testId="start-time"
                  error={!!errorOf('startTime')}
                  helperText={
                    errorOf('startTime') ??
                    (endTimeAfter(form.startTime, form.hours)
                      ? t('requests.form.endsAt', { time: endTimeAfter(form.startTime, form.hours) })
                      : undefined)
                  }
                  onChange={(startTime) => update({ startTime })}
                />
              </Grid>
            )}
            {type?.needsAddress && (
              <Grid size={12}>
                <Typography variant="subtitle2" gutterBottom>
                  {t('requests.form.workAddress')}
                </Typography>
                <AddressFields
                  value={address}
                  onChange={(a) => {
                    setWorkAddress(a);
                    setServerFieldErrors({});
                  }}
                  prefix="address"
                  errorPrefix="address"
                  errorOf={errorOf}
                />
              </Grid>
            )}
            {reasonFields && (
              <Grid size={12}>
                <Stack spacing={1.5}>
                  {type.needsReason ? (
                    <TextField
                      select
                      size="small"
                      required
                      label={t('requests.fields.reason')}
                      value={form.reason.typeId || ''}
                      error={!!errorOf('requestReason.typeId')}
                      helperText={errorOf('requestReason.typeId')}
                      slotProps={{ htmlInput: { 'data-testid': 'reason-type' } }}
                      onChange={(e) => update({ reason: { ...form.reason, typeId: Number(e.target.value) } })}
                    >
                      <MenuItem value={1}>{t('requests.reason.1')}</MenuItem>
                      <MenuItem value={2}>{t('requests.reason.2')}</MenuItem>
                    </TextField>
                  ) : (
                    <TextField
                      size="small"
                      required
                      label={t('requests.fields.purpose')}
                      value={form.reason.purpose}
                      error={!!errorOf('requestReason.purpose')}
                      helperText={errorOf('requestReason.purpose')}
                      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason-purpose' } }}
                      onChange={(e) => update({ reason: { ...form.reason, purpose: e.target.value } })}
                    />
                  )}
                  <Grid container spacing={1.5}>
                    <Grid size={{ xs: 12, sm: 7 }}>
                      <TextField
                        fullWidth
                        size="small"
                        required
                        label={t('requests.fields.caredFor')}
                        value={form.reason.fullName}
                        error={!!errorOf('requestReason.fullName')}
                        helperText={errorOf('requestReason.fullName')}
                        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason-full-name' } }}
                        onChange={(e) => update({ reason: { ...form.reason, fullName: e.target.value } })}
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 5 }}>
                      <TextField
                        select
                        fullWidth
                        size="small"
                        required
                        label={t('requests.fields.kinship')}
                        value={form.reason.degreeOfKinshipId || ''}
                        error={!!errorOf('requestReason.degreeOfKinshipId')}
                        helperText={errorOf('requestReason.degreeOfKinshipId')}
                        onChange={(e) => update({ reason: { ...form.reason, degreeOfKinshipId: Number(e.target.value) } })}
                      >
                        {KINSHIPS.map((k) => (
                          <MenuItem key={k} value={k}>
                            {t(`requests.kinship.${k}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Grid>
                  </Grid>
                  <Typography variant="subtitle2">{t('requests.fields.caredForAddress')}</Typography>
                  <AddressFields
                    value={form.reasonAddress}
                    onChange={(reasonAddress) => update({ reasonAddress })}
                    prefix="reason-address"
                    errorPrefix="requestReason.address"
                    errorOf={errorOf}
                  />
                </Stack>
              </Grid>
            )}
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                size="small"
                label={t('requests.fields.comment')}
                value={form.comment}
                slotProps={{
                  htmlInput: { maxLength: MAX_COMMENT_LENGTH, 'data-testid': 'comment' },
                  formHelperText: { sx: { display: 'flex', justifyContent: 'space-between' } },
                }}
                error={commentLength >= MAX_COMMENT_LENGTH || !!errorOf('comment')}
                helperText={
                  <>
                    <span>
                      {errorOf('comment') ??
                        (commentLength >= MAX_COMMENT_LENGTH ? t('validation.maxLength', { maxLength: MAX_COMMENT_LENGTH }) : '')}
                    </span>
                    <span data-testid="comment-counter">{t('validation.counter', { count: commentLength, max: MAX_COMMENT_LENGTH })}</span>
                  </>
                }
                onChange={(e) => update({ comment: e.target.value })}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <RequestPreviewAlert preview={shownPreview} loading={previewing} />
      <SubstitutionChoice choice={substitution} />
      {serverProblem && (
        <Alert severity="error" data-testid="request-error">
          {serverProblem === 'failed' ? t('requests.form.failed') : problemSentence(t, serverProblem, t('requests.form.failed'))}
        </Alert>
      )}
      {submitted && Object.keys(errors).length > 0 && (
        <Alert severity="error" data-testid="request-invalid">
          {t('requests.form.fixErrors')}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={saving || proposing} onClick={() => void submit()} data-testid="submit-request">
          {t('requests.form.submit')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
