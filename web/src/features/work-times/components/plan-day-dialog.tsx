import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@shared/dates/format';
import { htmlLangOf, isUiLocale } from '@shared/i18n/languages';
import { FormDialog } from '@shared/ui/form-dialog';
import {
  DAY_OFF_KINDS,
  type DayOffKind,
  type PlannedDay,
  type PlannedDayDraft,
  type ScheduleBreach,
  type ShiftTemplate,
} from '../api/types';
import { breachMessage, dayDescription, isSunday, shiftTimes, workingDayDraft } from './plan-text';
import { RadioChoice } from './radio-choice';
import { ShiftPicker, type ShiftHours } from './shift-picker';

type Choice = 'shift' | 'free' | 'clear';
/** A free day: a day off of its kind, or a free Sunday or holiday as such. */
type FreeKind = DayOffKind | 'sunday' | 'holiday';

interface Props {
  personName: string;
  day: PlannedDay;
  /** The day is a public holiday (offered as a free holiday). */
  holiday: boolean;
  breaches: readonly ScheduleBreach[];
  templates: readonly ShiftTemplate[];
  busy: boolean;
  error: unknown;
  onSave: (day: PlannedDayDraft) => void;
  onClose: () => void;
}

function initialChoice(day: PlannedDay): Choice {
  if (day.kind === 'working' || day.kind === '') return 'shift';
  return 'free';
}

function initialFreeKind(day: PlannedDay): FreeKind {
  if (day.kind === 'sunday' || day.kind === 'holiday') return day.kind;
  if ((DAY_OFF_KINDS as readonly string[]).includes(day.dayOffKind)) return day.dayOffKind as DayOffKind;
  return 'five_day_week';
}

/**
 * One day of a person's plan: a shift (a template's hours or typed ones), a free day of its
 * kind, or nothing. The service checks the plan again at once: the grid shows the new breaches.
 */
export function PlanDayDialog({ personName, day, holiday, breaches, templates, busy, error, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const [choice, setChoice] = useState<Choice>(() => initialChoice(day));
  const [hours, setHours] = useState<ShiftHours>(() =>
    day.kind === 'working' ? shiftTimes(day) : { start: templates[0]?.start ?? '', end: templates[0]?.end ?? '' },
  );
  const [freeKind, setFreeKind] = useState<FreeKind>(() => initialFreeKind(day));
  const [tried, setTried] = useState(false);
  const freeKinds: FreeKind[] = [
    ...DAY_OFF_KINDS,
    ...(isSunday(day.day) ? ['sunday' as const] : []),
    ...(holiday ? ['holiday' as const] : []),
  ];

  const submit = () => {
    setTried(true);
    if (choice === 'shift') {
      if (!hours.start || !hours.end) return;
      onSave(workingDayDraft(day.day, hours.start, hours.end));
    } else if (choice === 'free') {
      onSave(
        freeKind === 'sunday' || freeKind === 'holiday'
          ? { day: day.day, kind: freeKind }
          : { day: day.day, kind: 'day_off', dayOffKind: freeKind },
      );
    } else {
      onSave({ day: day.day, kind: '' });
    }
  };
  const freeName = (kind: FreeKind) =>
    kind === 'sunday' || kind === 'holiday' ? t(`workTimes.schedule.kinds.${kind}`) : t(`workTimes.schedule.dayOffKinds.${kind}`);

  return (
    <FormDialog
      name="plan-day"
      title={t('workTimes.planner.editor.title', { name: personName, date: formatLongDate(day.day, locale) })}
      describedBy="plan-day-now"
      intro={
        <>
          <Alert severity="info" id="plan-day-now" icon={false} role="note">
            {t('workTimes.planner.editor.now', { what: dayDescription(day, t) })}
          </Alert>
          {breaches.length > 0 && (
            <Alert severity="warning" icon={false} role="note">
              {breaches.map((b) => (
                <div key={`${b.code}:${b.value}`}>{breachMessage(b, t)}</div>
              ))}
            </Alert>
          )}
        </>
      }
      error={error}
      errorFallback={t('workTimes.planner.editor.failed')}
      submitLabel={t('workTimes.planner.editor.save')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioChoice<Choice>
        id="plan-day-choice"
        label={t('workTimes.planner.editor.what')}
        value={choice}
        options={[
          { value: 'shift', label: t('workTimes.planner.editor.shift') },
          { value: 'free', label: t('workTimes.planner.editor.free') },
          { value: 'clear', label: t('workTimes.planner.editor.clear') },
        ]}
        onChange={setChoice}
        row
      />
      {choice === 'shift' && <ShiftPicker templates={templates} value={hours} onChange={setHours} showErrors={tried} idPrefix="plan-day" />}
      {choice === 'free' && (
        <TextField
          select
          size="small"
          label={t('workTimes.planner.editor.freeKind')}
          value={freeKind}
          onChange={(e) => setFreeKind(e.target.value as FreeKind)}
        >
          {freeKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {freeName(k)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
