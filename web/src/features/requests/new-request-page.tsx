import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isProblem } from '../../lib/problem';
import { formatDate } from '../../shared/dates/format';
import { now } from '../../shared/dates/warsaw';
import { useSharedSelector } from '../../shared/store-hooks';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { useCreateRequestMutation, useGetRequestTypesQuery, usePreviewRequestMutation, useSearchTeamQuery } from './api/requests-api';
import type { Address, ConflictingRequest, EmployeeSummary, RequestDraft, RequestPreview } from './api/types';
import { ConflictQuestion } from './components/conflict-question';
import { requestTypeName } from './request-type-name';

export const MAX_COMMENT_LENGTH = 500;
const PREVIEW_DEBOUNCE_MS = 300;
const EMPTY_ADDRESS: Address = { street: '', houseNumber: '', flatNumber: '', postalCode: '', city: '' };

function AddressFields({ value, onChange, prefix }: { value: Address; onChange: (a: Address) => void; prefix: string }) {
  const { t } = useTranslation();
  const field = (key: keyof Address, size: number) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField fullWidth size="small" label={t(`requests.address.${key}`)} value={value[key]} slotProps={{ htmlInput: { 'data-testid': `${prefix}-${key}` } }}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
    </Grid>
  );
  return (
    <Grid container spacing={1.5}>
      {field('street', 6)}
      {field('houseNumber', 3)}
      {field('flatNumber', 3)}
      {field('postalCode', 4)}
      {field('city', 8)}
    </Grid>
  );
}

/** `leave-requests/new` (and `/new/employee`, `/new/supervisor`): the new-request form. */
export default function NewRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirm();
  const supervisorMode = location.pathname.endsWith('/supervisor');
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const types = useGetRequestTypesQuery().data ?? [];
  const [employeeSearch, setEmployeeSearch] = useState('');
  const team = useSearchTeamQuery({ supervisorId: userId, search: employeeSearch }, { skip: !supervisorMode || !userId }).data ?? [];
  const [employee, setEmployee] = useState<EmployeeSummary | null>(null);
  const today = formatDate(now(), 'date');
  const [draft, setDraft] = useState<RequestDraft>({ requestTypeId: 1, fromDate: '', toDate: '', hours: 8, comment: '' });
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [reason, setReason] = useState({ typeId: 0, fullName: '', degreeOfKinshipId: 0, purpose: '' });
  const [reasonAddress, setReasonAddress] = useState<Address>(EMPTY_ADDRESS);
  const [preview, setPreview] = useState<RequestPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [runPreview] = usePreviewRequestMutation();
  const [create, { isLoading: saving }] = useCreateRequestMutation();
  const type = types.find((x) => x.requestTypeId === draft.requestTypeId);
  const minDate = type?.mayStartToday ? today : formatDate(new Date(now().getTime() + 86_400_000), 'date');

  const body = useMemo<RequestDraft>(() => ({
    ...draft,
    employeeId: supervisorMode ? employee?.employeeId : undefined,
    toDate: type?.inHours ? draft.fromDate : draft.toDate || draft.fromDate,
    hours: type?.inHours ? draft.hours : 0,
    address: type?.needsAddress ? address : undefined,
    requestReason: type?.needsReason || type?.needsPurpose ? { ...reason, address: reasonAddress } : undefined,
  }), [draft, supervisorMode, employee, type, address, reason, reasonAddress]);

  // Live working days and limit, once the dates are chosen (debounced like the picker).
  useEffect(() => {
    if (!body.fromDate || (supervisorMode && !employee)) return undefined;
    const timer = setTimeout(() => {
      runPreview(body).unwrap().then(setPreview, () => setPreview(null));
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body, runPreview, supervisorMode, employee]);

  const submit = async (cancelConflicting = false) => {
    setError(null);
    setFieldErrors({});
    const result = await create({ ...body, cancelConflicting });
    if ('data' in result && result.data) {
      navigate(`/leave-requests/my/${result.data.id}`);
      return;
    }
    const problem = (result.error as { data?: unknown } | undefined)?.data;
    if (isProblem(problem) && problem.status === 409) {
      const conflicts = (problem as unknown as { conflicts?: ConflictingRequest[] }).conflicts ?? [];
      const ok = await confirm({
        question: <ConflictQuestion conflicts={conflicts} singleDay={body.fromDate === body.toDate} />,
        symbol: 'warning',
      });
      if (ok) await submit(true);
      return;
    }
    if (isProblem(problem)) {
      setError(problem.detail ?? problem.title);
      setFieldErrors(problem.errors ?? {});
    } else setError(t('requests.form.failed'));
  };

  const fieldError = (name: string) => fieldErrors[name]?.[0];
  const commentLength = draft.comment?.length ?? 0;

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {supervisorMode ? t('requests.form.titleSupervisor') : t('menu.newRequest')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            {supervisorMode && (
              <Grid size={12}>
                <Autocomplete options={team} value={employee} onChange={(_, v) => setEmployee(v)}
                  onInputChange={(_, v) => setEmployeeSearch(v)} getOptionLabel={(o) => `${o.fullName} (${o.sapNumber})`}
                  isOptionEqualToValue={(a, b) => a.employeeId === b.employeeId}
                  renderInput={(params) => <TextField {...params} size="small" label={t('requests.form.employee')} />} />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField select fullWidth size="small" label={t('requests.fields.type')} value={types.length ? draft.requestTypeId : ''}
                slotProps={{ htmlInput: { 'data-testid': 'request-type' } }}
                onChange={(e) => setDraft({ ...draft, requestTypeId: Number(e.target.value) })}>
                {types.map((x) => <MenuItem key={x.requestTypeId} value={x.requestTypeId}>{requestTypeName(t, x.code, x.name)}</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField type="date" fullWidth size="small" label={t('requests.fields.from')} value={draft.fromDate}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate, 'data-testid': 'from-date' } }}
                error={!!fieldError('fromDate')} helperText={fieldError('fromDate')}
                onChange={(e) => setDraft({ ...draft, fromDate: e.target.value, toDate: draft.toDate && draft.toDate >= e.target.value ? draft.toDate : e.target.value })} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {type?.inHours ? (
                <TextField type="number" fullWidth size="small" label={t('requests.fields.hours')} value={draft.hours}
                  slotProps={{ htmlInput: { min: 1, max: 8, 'data-testid': 'hours' } }} error={!!fieldError('hours')} helperText={fieldError('hours')}
                  onChange={(e) => setDraft({ ...draft, hours: Number(e.target.value) })} />
              ) : (
                <TextField type="date" fullWidth size="small" label={t('requests.fields.to')} value={draft.toDate}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.fromDate || minDate, 'data-testid': 'to-date' } }}
                  error={!!fieldError('toDate')} helperText={fieldError('toDate')}
                  onChange={(e) => setDraft({ ...draft, toDate: e.target.value })} />
              )}
            </Grid>
            {type?.needsAddress && (
              <Grid size={12}>
                <Typography variant="subtitle2" gutterBottom>{t('requests.form.workAddress')}</Typography>
                <AddressFields value={address} onChange={setAddress} prefix="address" />
              </Grid>
            )}
            {(type?.needsReason || type?.needsPurpose) && (
              <Grid size={12}>
                <Stack spacing={1.5}>
                  {type.needsReason ? (
                    <TextField select size="small" label={t('requests.fields.reason')} value={reason.typeId || ''}
                      error={!!fieldError('requestReason.typeId')} helperText={fieldError('requestReason.typeId')}
                      onChange={(e) => setReason({ ...reason, typeId: Number(e.target.value) })}>
                      <MenuItem value={1}>{t('requests.reason.1')}</MenuItem>
                      <MenuItem value={2}>{t('requests.reason.2')}</MenuItem>
                    </TextField>
                  ) : (
                    <TextField size="small" label={t('requests.fields.purpose')} value={reason.purpose}
                      error={!!fieldError('requestReason.purpose')} helperText={fieldError('requestReason.purpose')}
                      onChange={(e) => setReason({ ...reason, purpose: e.target.value })} />
                  )}
                  <TextField size="small" label={t('requests.fields.caredFor')} value={reason.fullName}
                    error={!!fieldError('requestReason.fullName')} helperText={fieldError('requestReason.fullName')}
                    onChange={(e) => setReason({ ...reason, fullName: e.target.value })} />
                  <TextField select size="small" label={t('requests.fields.kinship')} value={reason.degreeOfKinshipId || ''}
                    error={!!fieldError('requestReason.degreeOfKinshipId')} helperText={fieldError('requestReason.degreeOfKinshipId')}
                    onChange={(e) => setReason({ ...reason, degreeOfKinshipId: Number(e.target.value) })}>
                    {[1, 2, 3, 4, 5, 6, 7].map((k) => <MenuItem key={k} value={k}>{t(`requests.kinship.${k}`)}</MenuItem>)}
                  </TextField>
                  <Typography variant="subtitle2">{t('requests.fields.caredForAddress')}</Typography>
                  <AddressFields value={reasonAddress} onChange={setReasonAddress} prefix="reason-address" />
                </Stack>
              </Grid>
            )}
            <Grid size={12}>
              <TextField fullWidth multiline minRows={2} size="small" label={t('requests.fields.comment')} value={draft.comment}
                slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
                error={commentLength > MAX_COMMENT_LENGTH || !!fieldError('comment')}
                helperText={fieldError('comment') ?? `${commentLength} / ${MAX_COMMENT_LENGTH}`}
                onChange={(e) => setDraft({ ...draft, comment: e.target.value })} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      {preview && (
        <Alert severity={preview.problems.length || (preview.hasLimit && preview.limitAfter < 0) ? 'warning' : 'info'} data-testid="request-preview">
          <div>{t('requests.form.workingDays', { count: preview.numberOfWorkingDays, days: preview.numberOfDays })}</div>
          {preview.hasLimit && (
            <div>{t(preview.unit === 'hours' ? 'requests.form.limitHours' : 'requests.form.limitDays', { available: preview.limitAvailable, after: preview.limitAfter })}</div>
          )}
          {preview.conflicts.length > 0 && <div>{t('requests.form.hasConflicts', { count: preview.conflicts.length })}</div>}
          {preview.problems.map((p) => <div key={p}>{p}</div>)}
        </Alert>
      )}
      {error && <Alert severity="error" data-testid="request-error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={saving || !draft.fromDate || (supervisorMode && !employee)} onClick={() => void submit()} data-testid="submit-request">
          {t('requests.form.submit')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
