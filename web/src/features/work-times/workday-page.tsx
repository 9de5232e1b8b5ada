import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmWithComment } from '@shared/ui/confirm-provider';
import { newIdempotencyKey } from '../../lib/idempotency';
import { Icon } from '@shared/ui/icons';
import {
  useAddRecordMutation, useApproveTimeMutation, useGetWorkdayQuery, useGiveDayOffMutation, useRemoveRecordMutation, useUpdateRecordMutation,
  useWithdrawDayOffMutation,
} from './api/work-times-api';
import type { ClockRecord, RecordCorrection, RecordDraft, Workday } from './api/types';
import { AlertChips, LockChip } from './components/chips';
import { FigureList } from './components/figure-list';
import { GiveDayOffDialog } from './components/give-day-off-dialog';
import { ProblemAlert } from './components/problem-alert';
import { RecordDialog } from './components/record-dialog';
import { RecordsTable } from './components/records-table';
import { dateTime, day, duration, span } from './format';

function Summary({ workday }: { workday: Workday }) {
  const { t } = useTranslation();
  const row = workday.row!;
  const d = (v: number) => duration(v, t);
  const lines: [string, string][] = [
    [t('workTimes.columns.schedule'), row.schedule || row.excusedAbsenceCode || '—'],
    [t('workTimes.workday.planned'), span(workday.plannedStartAt, workday.plannedEndAt)],
    [t('workTimes.workday.actual'), span(row.workStartAt, row.workEndAt)],
    [t('workTimes.columns.scheduledWorkTime'), d(row.scheduledWorkTime)],
    [t('workTimes.columns.totalTime'), d(row.totalTime)],
    [t('workTimes.columns.workTime'), d(row.workTime)],
    [t('workTimes.columns.undertime'), d(row.undertime)],
    [t('workTimes.columns.compensatedUndertime'), d(row.compensatedUndertime)],
    [t('workTimes.columns.overtime'), d(row.overtime)],
    [t('workTimes.columns.approvedOvertime'), d(row.approvedOvertime) + (workday.approvedByFullName ? ` (${workday.approvedByFullName})` : '')],
    [t('workTimes.columns.wpRequest'), d(row.wpRequest)],
    [t('workTimes.columns.nightWorkTime'), d(workday.nightWorkTime)],
    [t('workTimes.columns.dayOffWorkTime'), d(workday.dayOffWorkTime)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FigureList lines={lines} testId="workday-summary" twoColumns />
      {row.alerts.length > 0 && <Box sx={{ mt: 1.5 }}><AlertChips alerts={row.alerts} /></Box>}
    </Paper>
  );
}

/**
 * The day's place in the days off for work on free days (art. 151³, 151¹¹ §1): a day off given
 * for work on another day, with its withdrawal; the day off for this day's own work on a free day,
 * given or due; or, on an empty working day, the offer to give it off.
 */
function DayOff({ workday, canCorrect, busy, onGive, onWithdraw }: {
  workday: Workday; canCorrect: boolean; busy: boolean; onGive: () => void; onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const row = workday.row!;
  // Only an empty working day can become a day off: one with records was worked, a leave day is excused already.
  const canGive = canCorrect && !row.dayOffFor && row.scheduledWorkTime > 0 && workday.records.length === 0 && !row.excusedAbsenceCode;
  return (
    <>
      {row.dayOffFor && (
        <Alert severity="info" data-testid="day-off-for" action={canCorrect && (
          <Button color="inherit" size="small" disabled={busy} onClick={onWithdraw}>{t('workTimes.dayOff.withdraw')}</Button>
        )}>
          {t('workTimes.dayOff.forLong', { date: day(row.dayOffFor) })}
        </Alert>
      )}
      {(row.dayOffGivenOn || row.dayOffDueBy) && (
        <Alert severity={row.dayOffGivenOn ? 'success' : 'warning'} data-testid="day-off-of-work">
          {row.dayOffGivenOn
            ? t('workTimes.dayOff.givenLong', { date: day(row.dayOffGivenOn) })
            : t('workTimes.dayOff.dueByLong', { date: day(row.dayOffDueBy) })}
        </Alert>
      )}
      {canGive && (
        <Box>
          <Button variant="outlined" startIcon={<Icon name="event" />} disabled={busy} onClick={onGive}>{t('workTimes.dayOff.offer')}</Button>
        </Box>
      )}
    </>
  );
}

function Corrections({ corrections }: { corrections: RecordCorrection[] }) {
  const { t } = useTranslation();
  const side = (kind: string, start: Date | string, end: Date | string) => (kind ? `${t(`workTimes.kind.${kind}`, { defaultValue: kind })} ${span(start, end)}` : '—');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('workTimes.corrections.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('workTimes.corrections.who')}</TableCell>
            <TableCell>{t('workTimes.corrections.when')}</TableCell>
            <TableCell>{t('workTimes.corrections.action')}</TableCell>
            <TableCell>{t('workTimes.corrections.before')}</TableCell>
            <TableCell>{t('workTimes.corrections.after')}</TableCell>
            <TableCell>{t('workTimes.corrections.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {corrections.map((c) => (
            <TableRow key={c.correctionId}>
              <TableCell>{c.correctedByFullName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(c.correctedAt)}</TableCell>
              <TableCell>{t(`workTimes.corrections.actions.${c.action}`, { defaultValue: c.action })}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{side(c.beforeKind, c.beforeStartAt, c.beforeEndAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{side(c.afterKind, c.afterStartAt, c.afterEndAt)}</TableCell>
              <TableCell>{c.reason}</TableCell>
            </TableRow>
          ))}
          {corrections.length === 0 && (
            <TableRow><TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>{t('workTimes.corrections.none')}</TableCell></TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** `work-times/workday/{id}`: one day whole, with the supervisor's corrections and approvals. */
export default function WorkdayPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const workdayId = Number(id) || 0;
  const { data, isLoading, error } = useGetWorkdayQuery(workdayId, { skip: !workdayId });
  const [add, addState] = useAddRecordMutation();
  const [update, updateState] = useUpdateRecordMutation();
  const [remove, removeState] = useRemoveRecordMutation();
  const [approve, approveState] = useApproveTimeMutation();
  const [giveDayOff, giveState] = useGiveDayOffMutation();
  const [withdrawDayOff, withdrawState] = useWithdrawDayOffMutation();
  const ask = useConfirmWithComment();
  const [editing, setEditing] = useState<ClockRecord | 'new' | null>(null);
  // One key while the dialog is open: saving again after a lost answer writes the record once.
  const recordKey = useMemo(() => (editing ? newIdempotencyKey() : undefined), [editing]);
  const [givingDayOff, setGivingDayOff] = useState(false);
  const dayOffKey = useMemo(() => (givingDayOff ? newIdempotencyKey() : undefined), [givingDayOff]);

  if (!workdayId) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">{t('workTimes.workday.title')}</Typography>
        <Alert severity="info">{t('workTimes.workday.noId')}</Alert>
        <Box><Button component={Link} to="/work-times/my-workdays" variant="outlined">{t('menu.myWorkdays')}</Button></Box>
      </Stack>
    );
  }
  const row = data?.row;
  const locked = row?.lockState === 'locked';
  const canCorrect = !!data?.canCorrect && !locked;
  const canApprove = !!data?.canApprove && !locked;
  const saveState = editing === 'new' ? addState : updateState;
  const save = async (draft: RecordDraft) => {
    const result = editing === 'new' || editing === null
      ? await add({ workdayId, record: draft, idempotencyKey: recordKey })
      : await update({ workdayId, recordId: editing.recordId, record: draft, idempotencyKey: recordKey });
    if (!('error' in result)) setEditing(null);
  };
  const removeRecord = async (r: ClockRecord) => {
    const answer = await ask({
      title: t('workTimes.record.removeTitle'),
      question: t('workTimes.record.removeQuestion', { kind: t(`workTimes.kind.${r.kind}`, { defaultValue: r.kind }), span: span(r.startAt, r.endAt) }),
      comment: { required: true, label: t('workTimes.record.reason') },
      destructive: true,
      symbol: 'warning',
    });
    if (answer.confirmed) await remove({ workdayId, recordId: r.recordId, reason: answer.comment });
  };
  const give = async (forDate: string) => {
    const result = await giveDayOff({ workdayId, forDate, idempotencyKey: dayOffKey });
    if (!('error' in result)) {
      giveState.reset();
      setGivingDayOff(false);
    }
  };
  const closeGiveDialog = () => {
    giveState.reset();
    setGivingDayOff(false);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('workTimes.workday.title')}{row ? ` ${day(row.workdayOn)}` : ''}
      </Typography>
      {isLoading && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && row && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {row.employeeFullName && <Typography variant="h6" component="h2">{row.employeeFullName}{row.employeeSapNumber ? ` (${row.employeeSapNumber})` : ''}</Typography>}
            <LockChip lockState={row.lockState} />
          </Stack>
          {locked && (
            <Alert severity="info" icon={<Icon name="lock" />} data-testid="locked-banner">
              {t('workTimes.workday.locked')}
              {data.lockedByFullName ? ` ${t('workTimes.workday.lockedBy', { name: data.lockedByFullName, at: dateTime(data.lockedAt) })}` : ''}
            </Alert>
          )}
          <ProblemAlert error={approveState.error} fallback={t('workTimes.workday.approveFailed')} />
          <ProblemAlert error={removeState.error} fallback={t('workTimes.record.saveFailed')} />
          <ProblemAlert error={withdrawState.error} fallback={t('workTimes.dayOff.withdrawFailed')} />
          <Summary workday={data} />
          <DayOff workday={data} canCorrect={canCorrect} busy={giveState.isLoading || withdrawState.isLoading}
            onGive={() => setGivingDayOff(true)} onWithdraw={() => void withdrawDayOff({ workdayId })} />
          {canApprove && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={approveState.isLoading || row.overtime === 0} onClick={() => void approve({ workdayId, what: 'approve-overtime' })}>
                {t('workTimes.workday.approveOvertime')}
              </Button>
              <Button variant="outlined" disabled={approveState.isLoading || row.undertime === 0} onClick={() => void approve({ workdayId, what: 'compensate-undertime' })}>
                {t('workTimes.workday.compensateUndertime')}
              </Button>
            </Stack>
          )}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">{t('workTimes.workday.records')}</Typography>
            {canCorrect && <Button startIcon={<Icon name="add" />} onClick={() => setEditing('new')}>{t('workTimes.record.add')}</Button>}
          </Stack>
          <RecordsTable records={data.records} label={t('workTimes.workday.records')} actions={canCorrect ? (r) => (
            <>
              <Tooltip title={t('workTimes.record.edit')}>
                <IconButton size="small" aria-label={`${t('workTimes.record.edit')} ${span(r.startAt, r.endAt)}`} onClick={() => setEditing(r)}><Icon name="tune" /></IconButton>
              </Tooltip>
              <Tooltip title={t('workTimes.record.remove')}>
                <IconButton size="small" color="error" aria-label={`${t('workTimes.record.remove')} ${span(r.startAt, r.endAt)}`} onClick={() => void removeRecord(r)}><Icon name="close" /></IconButton>
              </Tooltip>
            </>
          ) : undefined} />
          <Typography variant="h6" component="h2">{t('workTimes.corrections.title')}</Typography>
          <Corrections corrections={data.corrections} />
          {editing && (
            <RecordDialog record={editing === 'new' ? undefined : editing} day={day(row.workdayOn)} busy={saveState.isLoading} error={saveState.error}
              onSave={(draft) => void save(draft)} onClose={() => setEditing(null)} />
          )}
          {givingDayOff && (
            <GiveDayOffDialog day={day(row.workdayOn)} busy={giveState.isLoading} error={giveState.error}
              onGive={(forDate) => void give(forDate)} onClose={closeGiveDialog} />
          )}
        </>
      )}
    </Stack>
  );
}
