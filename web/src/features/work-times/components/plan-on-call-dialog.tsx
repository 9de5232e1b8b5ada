import { useState } from 'react';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../../lib/problem';
import { DateTimeField } from '@shared/ui/date-time-field';
import { FormDialog } from '@shared/ui/form-dialog';
import { usePlanOnCallMutation } from '../api/work-times-api';
import type { OnCallDuty, OnCallPlace, ScheduleBreach } from '../api/types';
import { dayAndMonth, today, warsawIso } from '../format';
import { breachMessage } from './plan-text';
import { problemFieldError } from './problem-alert';

const PLACES: readonly OnCallPlace[] = ['home', 'workplace'];
/** The service takes a duty of at most this many days (proto OnCallPlan). */
export const MAX_DUTY_DAYS = 7;
const MAX_DUTY_MS = MAX_DUTY_DAYS * 24 * 3600 * 1000;

/**
 * The rest a refused duty would cut (on-call.rest): the problem carries them as `breaches`, in the
 * planner's own breach shape, so they read as the planner's breaches do.
 */
export function restBreachesOf(error: unknown): ScheduleBreach[] {
  const problem = problemOf(error) as { code?: string; breaches?: unknown } | undefined;
  if (problem?.code !== 'on-call.rest' || !Array.isArray(problem.breaches)) return [];
  return (problem.breaches as Partial<ScheduleBreach>[]).map((b) => ({
    code: b.code ?? '',
    day: b.day ?? '',
    value: b.value ?? 0,
    limit: b.limit ?? 0,
  }));
}

/** The breaches of a refusal as a list beneath its alert, each with its day. */
export function RestBreaches({ breaches, t, language }: { breaches: ScheduleBreach[]; t: TFunction; language: string }) {
  if (breaches.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('workTimes.onCall.plan.breaches')} data-testid="on-call-breaches">
      {breaches.map((b) => (
        <li key={`${b.code}:${b.day}`}>
          <Typography component="span" variant="body2">
            {`${b.day ? dayAndMonth(b.day, language) : ''} ${breachMessage(b, t)}`.trim()}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** A first guess the planner changes: the month's first day still ahead, after a day shift. */
function firstDayOf(month: string): string {
  const first = `${month}-01`;
  const now = today();
  return now > first && now.startsWith(month) ? now : first;
}

/**
 * The supervisor plans one duty (art. 151⁵) for a person of the team: start and end in Warsaw
 * time (sent with the offset), at home or at the workplace. The service checks it against the
 * schedule's shifts and the rest around it and says why it refuses.
 */
export function PlanOnCallDialog({
  employeeId,
  personName,
  month,
  onPlanned,
  onClose,
}: {
  employeeId: number;
  personName: string;
  month: string;
  onPlanned: (duty: OnCallDuty) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const day = firstDayOf(month);
  const [start, setStart] = useState(`${day}T16:00`);
  const [end, setEnd] = useState(`${day}T22:00`);
  const [place, setPlace] = useState<OnCallPlace>('home');
  const [touched, setTouched] = useState(false);
  const [plan, { isLoading, error, reset }] = usePlanOnCallMutation();
  const startIso = warsawIso(start);
  const endIso = warsawIso(end);
  const problems = {
    start: !startIso,
    end: !endIso || Date.parse(endIso) <= Date.parse(startIso) || Date.parse(endIso) - Date.parse(startIso) > MAX_DUTY_MS,
  };
  // What the server said of a field (a start in the past, an end out of range) shows by it; anything else above.
  const serverStart = problemFieldError(t, error, 'startAt');
  const serverEnd = problemFieldError(t, error, 'endAt');
  const startError = serverStart ?? (touched && problems.start ? t('workTimes.onCall.plan.startRequired') : undefined);
  const endError =
    serverEnd ?? (touched && problems.end && startIso ? t('workTimes.onCall.plan.endAfterStart', { days: MAX_DUTY_DAYS }) : undefined);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      // The refusal spoke of the duty as it was sent.
      reset();
    };
  const save = async () => {
    setTouched(true);
    if (problems.start || problems.end) return;
    const result = await plan({ employeeId, startAt: startIso, endAt: endIso, place });
    if ('data' in result && result.data) onPlanned(result.data);
  };
  return (
    <FormDialog
      name="plan-on-call"
      title={t('workTimes.onCall.plan.dialogTitle', { name: personName })}
      intro={<DialogContentText variant="body2">{t('workTimes.onCall.plan.rules')}</DialogContentText>}
      error={serverStart || serverEnd ? undefined : error}
      errorFallback={t('workTimes.onCall.plan.failed')}
      submitLabel={t('workTimes.onCall.plan.save')}
      busy={isLoading}
      onSubmit={save}
      onClose={onClose}
    >
      <RestBreaches breaches={restBreachesOf(error)} t={t} language={i18n.language} />
      <DateTimeField
        label={t('workTimes.onCall.start')}
        value={start}
        onChange={changed(setStart)}
        required
        inputProps={{ 'data-testid': 'on-call-start' }}
        error={startError}
        helperText={startError ?? ' '}
      />
      <DateTimeField
        label={t('workTimes.onCall.end')}
        value={end}
        onChange={changed(setEnd)}
        required
        inputProps={{ 'data-testid': 'on-call-end' }}
        error={endError}
        helperText={endError ?? t('workTimes.onCall.plan.endHint', { days: MAX_DUTY_DAYS })}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" id="on-call-place">
          {t('workTimes.onCall.plan.place')}
        </FormLabel>
        <RadioGroup row aria-labelledby="on-call-place" value={place} onChange={(e) => changed(setPlace)(e.target.value as OnCallPlace)}>
          {PLACES.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={t(`workTimes.onCall.plan.places.${p}`)} />
          ))}
        </RadioGroup>
        <Typography variant="caption" color="text.secondary">
          {t('workTimes.onCall.plan.placeHint')}
        </Typography>
      </FormControl>
    </FormDialog>
  );
}
