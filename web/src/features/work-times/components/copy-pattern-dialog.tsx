import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { normaliseTime } from '@shared/dates/time-rules';
import { DateField } from '@shared/ui/date-field';
import { FormDialog } from '@shared/ui/form-dialog';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useCopyPatternMutation } from '../api/work-times-api';
import type { CopyPatternBody, PatternDay, PersonSchedule, ShiftTemplate } from '../api/types';
import { daysOf, monthLabel } from '../format';
import { hoursText } from './plan-text';
import { RadioChoice } from './radio-choice';
import { ShiftPicker, type ShiftHours } from './shift-picker';

/** The service copies at most this many days of a rotation. */
export const MAX_ROTATION_DAYS = 31;
const WORKDAYS_OF_WEEK = 5;
const FREE_DAYS_OF_WEEK = 2;

type Mode = 'week' | 'rotation';

/** A rotation as typed, read day by day: the pattern, or the first word not understood. */
export interface ReadRotation {
  pattern: PatternDay[];
  notUnderstood?: string;
}

const HOURS = /^(\d{1,2}(?::?\d{2})?)[-–](\d{1,2}(?::?\d{2})?)$/;

/**
 * A rotation typed as words separated by spaces or commas: a template's number on the list
 * ("1"), hours ("6-14", "22:00-6:00"), or the free day's letter ("W") or "-".
 */
export function readRotation(text: string, templates: readonly ShiftTemplate[], freeWord: string): ReadRotation {
  const pattern: PatternDay[] = [];
  for (const word of text.split(/[\s,;]+/).filter(Boolean)) {
    if (word === '-' || word.toLowerCase() === freeWord.toLowerCase()) {
      pattern.push({ free: true });
      continue;
    }
    const template = /^\d{1,2}$/.test(word) ? templates[Number(word) - 1] : undefined;
    if (template) {
      pattern.push({ start: template.start, end: template.end });
      continue;
    }
    const hours = HOURS.exec(word);
    const start = hours && normaliseTime(hours[1]);
    const end = hours && normaliseTime(hours[2]);
    if (!start || !end) return { pattern, notUnderstood: word };
    pattern.push({ start, end });
  }
  return { pattern };
}

const patternText = (pattern: readonly PatternDay[], t: TFunction) =>
  pattern.map((d) => (d.free ? t('workTimes.planner.copy.freeDay') : hoursText(d.start ?? '', d.end ?? ''))).join(', ');

/**
 * Copies a pattern over a person's month (or from one day to another of it): the same shift
 * Monday to Friday with Saturday and Sunday free, or a rotation typed day by day, which starts
 * on the first day copied. Holidays stay free unless the work goes on through them.
 */
export function CopyPatternDialog({
  person,
  month,
  templates,
  onCopied,
  onClose,
}: {
  person: PersonSchedule;
  month: string;
  templates: readonly ShiftTemplate[];
  onCopied: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [copy, { isLoading, error }] = useCopyPatternMutation();
  // One key while the dialog is open: a copy sent again after a lost answer is done once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [mode, setMode] = useState<Mode>('week');
  const [week, setWeek] = useState<ShiftHours>(() => ({ start: templates[0]?.start ?? '', end: templates[0]?.end ?? '' }));
  const [rotationText, setRotationText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [workOnHolidays, setWorkOnHolidays] = useState(false);
  const [tried, setTried] = useState(false);
  const days = daysOf(month);
  const rotation = readRotation(rotationText, templates, t('workTimes.planner.copy.freeWord'));
  const rotationProblem = rotation.notUnderstood
    ? t('workTimes.planner.copy.notUnderstood', { word: rotation.notUnderstood })
    : rotation.pattern.length === 0
      ? t('workTimes.planner.copy.sequenceEmpty')
      : rotation.pattern.length > MAX_ROTATION_DAYS
        ? t('workTimes.planner.copy.sequenceTooLong', { max: MAX_ROTATION_DAYS })
        : undefined;
  const rangeProblem = from && to && to < from ? t('workTimes.planner.copy.toBeforeFrom') : undefined;

  const submit = async () => {
    setTried(true);
    if (rangeProblem) return;
    let body: CopyPatternBody;
    if (mode === 'week') {
      if (!week.start || !week.end) return;
      const shift: PatternDay = { start: week.start, end: week.end };
      // A week anchored on Monday: the service counts it from the Monday on or before the first day copied.
      body = {
        month,
        pattern: [...Array<PatternDay>(WORKDAYS_OF_WEEK).fill(shift), ...Array<PatternDay>(FREE_DAYS_OF_WEEK).fill({ free: true })],
      };
    } else {
      if (rotationProblem) return;
      body = { month, pattern: rotation.pattern, anchor: from || days[0] };
    }
    if (from) body.from = from;
    if (to) body.to = to;
    if (workOnHolidays) body.workOnHolidays = true;
    const result = await copy({ employeeId: person.employeeId, ...body, idempotencyKey });
    if ('data' in result && result.data) onCopied();
  };

  const numbered = templates.map((tp, i) => `${i + 1} = ${tp.name} ${hoursText(tp.start, tp.end)}`).join('; ');
  return (
    <FormDialog
      name="copy-pattern"
      title={t('workTimes.planner.copy.title', { name: person.employeeFullName, month: monthLabel(month, i18n.language) })}
      error={error}
      errorFallback={t('workTimes.planner.copy.failed')}
      submitLabel={t('workTimes.planner.copy.confirm')}
      busy={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioChoice<Mode>
        id="copy-pattern-mode"
        label={t('workTimes.planner.copy.mode')}
        value={mode}
        options={[
          { value: 'week', label: t('workTimes.planner.copy.week') },
          { value: 'rotation', label: t('workTimes.planner.copy.rotation') },
        ]}
        onChange={setMode}
      />
      {mode === 'week' ? (
        <ShiftPicker templates={templates} value={week} onChange={setWeek} showErrors={tried} idPrefix="copy-week" />
      ) : (
        <>
          <TextField
            label={t('workTimes.planner.copy.sequence')}
            value={rotationText}
            onChange={(e) => setRotationText(e.target.value)}
            required
            error={tried && !!rotationProblem}
            helperText={tried && rotationProblem ? rotationProblem : t('workTimes.planner.copy.sequenceHint')}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          {templates.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('workTimes.planner.copy.templateNumbers', { list: numbered })}
            </Typography>
          )}
          {rotation.pattern.length > 0 && !rotation.notUnderstood && (
            <Typography variant="body2" role="status">
              {t('workTimes.planner.copy.preview', { days: patternText(rotation.pattern, t) })}
            </Typography>
          )}
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('workTimes.planner.copy.from')}
          value={from}
          onChange={setFrom}
          min={days[0]}
          max={days[days.length - 1]}
          fullWidth
          size="small"
          testId="copy-from"
          helperText={t('workTimes.planner.copy.fromHint')}
        />
        <DateField
          label={t('workTimes.planner.copy.to')}
          value={to}
          onChange={setTo}
          min={days[0]}
          max={days[days.length - 1]}
          fullWidth
          size="small"
          testId="copy-to"
          error={tried && !!rangeProblem}
          helperText={tried && rangeProblem ? rangeProblem : t('workTimes.planner.copy.toHint')}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={workOnHolidays} onChange={(e) => setWorkOnHolidays(e.target.checked)} />}
        label={t('workTimes.planner.copy.workOnHolidays')}
      />
    </FormDialog>
  );
}
