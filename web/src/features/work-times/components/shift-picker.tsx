import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { minutesOf } from '@shared/dates/time-rules';
import { TimeField } from '@shared/ui/time-field';
import type { ShiftTemplate } from '../api/types';
import { hoursText } from './plan-text';

export interface ShiftHours {
  /** 'HH:mm', or '' while nothing valid is chosen. */
  start: string;
  end: string;
}

const CUSTOM = 'custom';

/** The template whose hours these are, if any. */
export const templateOf = (templates: readonly ShiftTemplate[], { start, end }: ShiftHours) =>
  templates.find((t) => t.start === start && t.end === end);

/** An end at or before the start falls on the next day (a night shift; the same hour: 24 hours). */
export const endsNextDay = ({ start, end }: ShiftHours) => start !== '' && end !== '' && (minutesOf(end) ?? 0) <= (minutesOf(start) ?? 0);

/**
 * A shift: a template's hours in one choice, or the hours typed ('HH:mm', 24-hour). The choice
 * shows the template the hours are, so hours typed to match one name it.
 */
export function ShiftPicker({
  templates,
  value,
  onChange,
  showErrors,
  idPrefix,
}: {
  templates: readonly ShiftTemplate[];
  value: ShiftHours;
  onChange: (hours: ShiftHours) => void;
  /** After a first try to save: say which hours are missing. */
  showErrors: boolean;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  // "Own hours" chosen while the hours still match a template keeps the choice on "own hours".
  const [custom, setCustom] = useState(false);
  const matched = templateOf(templates, value);
  const choice = custom || !matched ? CUSTOM : String(matched.templateId);
  return (
    <Stack spacing={2}>
      {templates.length > 0 && (
        <TextField
          select
          size="small"
          id={`${idPrefix}-template`}
          label={t('workTimes.shift.template')}
          value={choice}
          onChange={(e) => {
            const picked = templates.find((tp) => String(tp.templateId) === e.target.value);
            setCustom(!picked);
            if (picked) onChange({ start: picked.start, end: picked.end });
          }}
        >
          {templates.map((tp) => (
            <MenuItem key={tp.templateId} value={String(tp.templateId)}>
              {t('workTimes.shift.templateOption', { name: tp.name, hours: hoursText(tp.start, tp.end) })}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM}>{t('workTimes.shift.custom')}</MenuItem>
        </TextField>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField
          label={t('workTimes.shift.start')}
          value={value.start}
          required
          fullWidth
          testId={`${idPrefix}-start`}
          onChange={(start) => onChange({ ...value, start })}
          error={showErrors && !value.start}
          helperText={showErrors && !value.start ? t('workTimes.shift.startRequired') : undefined}
        />
        <TimeField
          label={t('workTimes.shift.end')}
          value={value.end}
          required
          fullWidth
          testId={`${idPrefix}-end`}
          onChange={(end) => onChange({ ...value, end })}
          error={showErrors && !value.end}
          helperText={
            showErrors && !value.end ? t('workTimes.shift.endRequired') : endsNextDay(value) ? t('workTimes.shift.endsNextDay') : undefined
          }
        />
      </Stack>
    </Stack>
  );
}
