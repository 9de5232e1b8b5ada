import { useMemo, useRef, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SmallTable } from '@shared/ui/small-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useConfirmWithComment } from '@shared/ui/confirm-provider';
import { newIdempotencyKey } from '../../lib/idempotency';
import { Icon } from '@shared/ui/icons';
import { TitledPage } from '@shared/ui/titled-page';
import {
  useAddRecordMutation,
  useApproveTimeMutation,
  useGetWorkdayQuery,
  useGiveDayOffMutation,
  useRemoveRecordMutation,
  useUpdateRecordMutation,
  useWithdrawDayOffMutation,
} from './api/work-times-api';
import type { ClockRecord, RecordCorrection, RecordDraft, Workday } from './api/types';
import { ApprovalDialog, type ApprovalKind } from './components/approval-dialog';
import { AlertChips } from './components/chips';
import { EmployeeHeading } from './components/employee-heading';
import { FigureList } from './components/figure-list';
import { GiveDayOffDialog } from './components/give-day-off-dialog';
import { ProblemAlert } from './components/problem-alert';
import { RecordDialog } from './components/record-dialog';
import { RecordsTable } from './components/records-table';
import type { CameFrom } from './components/workday-table';
import { dateTime, day, duration, NONE, scheduleLabel, span } from './format';

function Summary({ workday, focusRef }: { workday: Workday; focusRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const row = workday.row!;
  const d = (v: number) => duration(v, t);
  const lines: [string, string][] = [
    [t('workTimes.columns.schedule'), scheduleLabel(row, t)],
    [t('workTimes.workday.planned'), span(workday.plannedStartAt, workday.plannedEndAt)],
    [t('workTimes.workday.actual'), span(row.workStartAt, row.workEndAt)],
    [t('workTimes.columns.scheduledWorkTime'), d(row.scheduledWorkTime)],
    [t('workTimes.columns.totalTime'), d(row.totalTime)],
    [t('workTimes.columns.workTime'), d(row.workTime)],
    [t('workTimes.columns.undertime'), d(row.undertime)],
    [t('workTimes.columns.compensatedUndertime'), d(row.compensatedUndertime)],
    [t('workTimes.columns.overtime'), d(row.overtime)],
    [
      t('workTimes.columns.approvedOvertime'),
      d(row.approvedOvertime) + (workday.approvedByFullName ? ` (${workday.approvedByFullName})` : ''),
    ],
    [t('workTimes.columns.wpRequest'), d(row.wpRequest)],
    [t('workTimes.columns.nightWorkTime'), d(workday.nightWorkTime)],
    [t('workTimes.columns.dayOffWorkTime'), d(workday.dayOffWorkTime)],
  ];
  return (
    // Focus comes here after an approval, so a keyboard user lands on the figures it changed.
    <Paper variant="outlined" sx={{ p: 2 }} ref={focusRef} tabIndex={-1} aria-label={t('workTimes.workday.summary')}>
      <FigureList lines={lines} testId="workday-summary" twoColumns />
      {row.alerts.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <AlertChips alerts={row.alerts} />
        </Box>
      )}
    </Paper>
  );
}

/**
 * The day's place in the days off for work on free days (art. 151³, 151¹¹ §1): a day off given
 * for work on another day, with its withdrawal; the day off for this day's own work on a free day,
 * given or due; or, on an empty working day, the offer to give it off.
 */
function DayOff({
  workday,
  canCorrect,
  busy,
  onGive,
  onWithdraw,
}: {
  workday: Workday;
  canCorrect: boolean;
  busy: boolean;
  onGive: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const row = workday.row!;
  // Only an empty working day can become a day off: one with records was worked, a leave day is excused already.
  const canGive = canCorrect && !row.dayOffFor && row.scheduledWorkTime > 0 && workday.records.length === 0 && !row.excusedAbsenceCode;
  return (
    <>
      {row.dayOffFor && (
        <Alert
          severity="info"
          data-testid="day-off-for"
          action={
            canCorrect && (
              <Button color="inherit" size="small" disabled={busy} onClick={onWithdraw}>
                {t('workTimes.dayOff.withdraw')}
              </Button>
            )
          }
        >
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
          <Button variant="outlined" startIcon={<Icon name="event" />} disabled={busy} onClick={onGive}>
            {t('workTimes.dayOff.offer')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The manager's two decisions on a day's balance, each offered while there is time to decide on. */
const APPROVAL_OFFERS: readonly { kind: ApprovalKind; label: string; variant: 'contained' | 'outlined' }[] = [
  { kind: 'overtime', label: 'workTimes.workday.approveOvertime', variant: 'contained' },
  { kind: 'undertime', label: 'workTimes.workday.compensateUndertime', variant: 'outlined' },
];
const APPROVAL_ACTIONS = new Set(['overtime_approved', 'overtime_withdrawn', 'undertime_compensated', 'undertime_withdrawn']);

/** The day's history: each correction of a record as it was and became, and each approval or its withdrawal with its amount. */
function History({ corrections }: { corrections: RecordCorrection[] }) {
  const { t } = useTranslation();
  const side = (kind: string, start: Date | string, end: Date | string) =>
    kind ? `${t(`workTimes.kind.${kind}`, { defaultValue: kind })} ${span(start, end)}` : NONE;
  return (
    <SmallTable
      label={t('workTimes.corrections.title')}
      headings={[
        t('workTimes.corrections.who'),
        t('workTimes.corrections.when'),
        t('workTimes.corrections.action'),
        t('workTimes.corrections.before'),
        t('workTimes.corrections.after'),
        t('workTimes.corrections.reason'),
      ]}
      rows={corrections}
      none={t('workTimes.corrections.none')}
      row={(c) => {
        const approval = APPROVAL_ACTIONS.has(c.action);
        return (
          <TableRow key={c.correctionId}>
            <TableCell>{c.correctedByFullName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(c.correctedAt)}</TableCell>
            <TableCell>{t(`workTimes.corrections.actions.${c.action}`, { defaultValue: c.action })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{approval ? NONE : side(c.beforeKind, c.beforeStartAt, c.beforeEndAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {approval ? duration(c.seconds, t) : side(c.afterKind, c.afterStartAt, c.afterEndAt)}
            </TableCell>
            <TableCell>{c.reason}</TableCell>
          </TableRow>
        );
      }}
    />
  );
}

/** The list a link into the day came from (its month, search, page, sort are in its URL), if any. */
function useCameFromList(): string | undefined {
  const from = (useLocation().state as Partial<CameFrom> | null)?.from;
  return typeof from === 'string' && from.startsWith('/work-times/') ? from : undefined;
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
  const backTo = useCameFromList();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [approving, setApproving] = useState<ApprovalKind | null>(null);
  // One key while the approval dialog is open, as for a record.
  const approvalKey = useMemo(() => (approving ? newIdempotencyKey() : undefined), [approving]);
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState<ClockRecord | 'new' | null>(null);
  // One key while the dialog is open: saving again after a lost answer writes the record once.
  const recordKey = useMemo(() => (editing ? newIdempotencyKey() : undefined), [editing]);
  const [givingDayOff, setGivingDayOff] = useState(false);
  const dayOffKey = useMemo(() => (givingDayOff ? newIdempotencyKey() : undefined), [givingDayOff]);

  if (!workdayId) {
    return (
      <TitledPage title={t('workTimes.workday.title')}>
        <Alert severity="info">{t('workTimes.workday.noId')}</Alert>
        <Box>
          <Button component={Link} to="/work-times/my-workdays" variant="outlined">
            {t('menu.myWorkdays')}
          </Button>
        </Box>
      </TitledPage>
    );
  }
  const row = data?.row;
  const locked = row?.lockState === 'locked';
  const canCorrect = !!data?.canCorrect && !locked;
  const canApprove = !!data?.canApprove && !locked;
  const saveState = editing === 'new' ? addState : updateState;
  const approved = { overtime: row?.approvedOvertime ?? 0, undertime: row?.compensatedUndertime ?? 0 };
  // What an approval may still take: the day's amount less what is approved already.
  const available = {
    overtime: Math.max(0, (row?.overtime ?? 0) - approved.overtime),
    undertime: Math.max(0, (row?.undertime ?? 0) - approved.undertime),
  };
  const endpointOf = (kind: ApprovalKind) => (kind === 'overtime' ? 'approve-overtime' : 'compensate-undertime');
  const approvalDone = (text: string) => {
    setMessage(text);
    // The figures changed: a keyboard user continues from them, not from a button that may be gone.
    setTimeout(() => summaryRef.current?.focus(), 0);
  };
  const confirmApproval = async (seconds: number, comment: string) => {
    if (!approving) return;
    const kind = approving;
    const result = await approve({ workdayId, what: endpointOf(kind), seconds, comment, withdraw: false, idempotencyKey: approvalKey });
    if ('error' in result) return;
    approveState.reset();
    setApproving(null);
    approvalDone(t(`workTimes.approval.${kind}.done`, { amount: duration(seconds, t) }));
  };
  const withdrawApproval = async (kind: ApprovalKind) => {
    const seconds = approved[kind];
    const answer = await ask({
      title: t(`workTimes.approval.${kind}.withdrawTitle`),
      question: t(`workTimes.approval.${kind}.withdrawQuestion`, { amount: duration(seconds, t) }),
      comment: { label: t('workTimes.approval.comment') },
      confirmLabel: t('workTimes.approval.withdraw'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      symbol: 'warning',
    });
    if (!answer.confirmed) return;
    const result = await approve({ workdayId, what: endpointOf(kind), seconds, comment: answer.comment, withdraw: true });
    if (!('error' in result)) approvalDone(t(`workTimes.approval.${kind}.withdrawn`, { amount: duration(seconds, t) }));
  };
  const save = async (draft: RecordDraft) => {
    const result =
      editing === 'new' || editing === null
        ? await add({ workdayId, record: draft, idempotencyKey: recordKey })
        : await update({ workdayId, recordId: editing.recordId, record: draft, idempotencyKey: recordKey });
    if (!('error' in result)) setEditing(null);
  };
  const removeRecord = async (r: ClockRecord) => {
    const answer = await ask({
      title: t('workTimes.record.removeTitle'),
      question: t('workTimes.record.removeQuestion', {
        kind: t(`workTimes.kind.${r.kind}`, { defaultValue: r.kind }),
        span: span(r.startAt, r.endAt),
      }),
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
      {backTo && (
        <Box>
          <Button component={Link} to={backTo} startIcon={<Icon name="chevronLeft" />}>
            {t('workTimes.workday.back')}
          </Button>
        </Box>
      )}
      <Typography variant="h5" component="h1">
        {t('workTimes.workday.title')}
        {row ? ` ${day(row.workdayOn)}` : ''}
      </Typography>
      {isLoading && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      {data && row && (
        <>
          <EmployeeHeading of={row} />
          {locked && (
            <Alert severity="info" icon={<Icon name="lock" />} data-testid="locked-banner">
              {t('workTimes.workday.locked')}
              {data.lockedByFullName
                ? ` ${t('workTimes.workday.lockedBy', { name: data.lockedByFullName, at: dateTime(data.lockedAt) })}`
                : ''}
            </Alert>
          )}
          {!approving && <ProblemAlert error={approveState.error} fallback={t('workTimes.workday.approveFailed')} />}
          <ProblemAlert error={removeState.error} fallback={t('workTimes.record.saveFailed')} />
          <ProblemAlert error={withdrawState.error} fallback={t('workTimes.dayOff.withdrawFailed')} />
          {row.remote && (
            <Alert severity="info" icon={<Icon name="home" />} data-testid="remote-day">
              {t('workTimes.remote.approved')}{' '}
              {t(data.records.length > 0 ? 'workTimes.remote.countedByRecords' : 'workTimes.remote.countedBySchedule')}
            </Alert>
          )}
          <Summary workday={data} focusRef={summaryRef} />
          <DayOff
            workday={data}
            canCorrect={canCorrect}
            busy={giveState.isLoading || withdrawState.isLoading}
            onGive={() => setGivingDayOff(true)}
            onWithdraw={() => void withdrawDayOff({ workdayId })}
          />
          {canApprove && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {APPROVAL_OFFERS.map(({ kind, label, variant }) => (
                <Button
                  key={kind}
                  variant={variant}
                  disabled={approveState.isLoading || available[kind] === 0}
                  onClick={() => {
                    approveState.reset();
                    setApproving(kind);
                  }}
                >
                  {t(label)}
                </Button>
              ))}
              {approved.overtime > 0 && (
                <Button color="error" disabled={approveState.isLoading} onClick={() => void withdrawApproval('overtime')}>
                  {t('workTimes.approval.overtime.withdrawButton')}
                </Button>
              )}
              {approved.undertime > 0 && (
                <Button color="error" disabled={approveState.isLoading} onClick={() => void withdrawApproval('undertime')}>
                  {t('workTimes.approval.undertime.withdrawButton')}
                </Button>
              )}
            </Stack>
          )}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {t('workTimes.workday.records')}
            </Typography>
            {canCorrect && (
              <Button startIcon={<Icon name="add" />} onClick={() => setEditing('new')}>
                {t('workTimes.record.add')}
              </Button>
            )}
          </Stack>
          <RecordsTable
            records={data.records}
            label={t('workTimes.workday.records')}
            actions={
              canCorrect
                ? (r) => (
                    <>
                      <Tooltip title={t('workTimes.record.edit')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('workTimes.record.edit')} ${span(r.startAt, r.endAt)}`}
                          onClick={() => setEditing(r)}
                        >
                          <Icon name="tune" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('workTimes.record.remove')}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={`${t('workTimes.record.remove')} ${span(r.startAt, r.endAt)}`}
                          onClick={() => void removeRecord(r)}
                        >
                          <Icon name="close" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )
                : undefined
            }
          />
          <Typography variant="h6" component="h2">
            {t('workTimes.corrections.title')}
          </Typography>
          <History corrections={data.corrections} />
          {editing && (
            <RecordDialog
              record={editing === 'new' ? undefined : editing}
              records={data.records}
              day={day(row.workdayOn)}
              busy={saveState.isLoading}
              error={saveState.error}
              onSave={(draft) => void save(draft)}
              onClose={() => setEditing(null)}
            />
          )}
          {approving && (
            <ApprovalDialog
              kind={approving}
              available={available[approving]}
              busy={approveState.isLoading}
              error={approveState.error}
              onConfirm={(seconds, comment) => void confirmApproval(seconds, comment)}
              onClose={() => {
                approveState.reset();
                setApproving(null);
              }}
            />
          )}
          {givingDayOff && (
            <GiveDayOffDialog
              day={day(row.workdayOn)}
              busy={giveState.isLoading}
              error={giveState.error}
              onGive={(forDate) => void give(forDate)}
              onClose={closeGiveDialog}
            />
          )}
        </>
      )}
      <Snackbar open={!!message} autoHideDuration={6000} onClose={(_, why) => why !== 'clickaway' && setMessage(null)}>
        <Alert severity="success" variant="filled" role="status" data-testid="approval-message" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
