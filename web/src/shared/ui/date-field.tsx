import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { addDaysIso, dateProblem, isIsoDate, type DateLimits } from '../dates/date-rules';
import { formatDate, formatLongDate } from '../dates/format';
import { monthGrid } from '../dates/month-grid';
import { now } from '../dates/warsaw';
import { htmlLangOf, isUiLocale } from '../i18n/languages';
import { PickerButton, PickerPopover } from './picker-popover';
import type { PickerFieldProps } from './time-field';

export interface DateFieldProps extends DateLimits, PickerFieldProps {
  /** yyyy-MM-dd or '' (nothing chosen, or what was typed is not a date yet). */
  value: string;
  disabled?: boolean;
  /** Attributes of the input itself (an id for a label elsewhere, a data attribute). */
  inputProps?: Record<string, unknown>;
}

interface Month {
  year: number;
  month: number;
}

const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
/** yyyy-MM-dd: the longest text the field holds. */
const DATE_LENGTH = 10;

/**
 * What was typed, as the field should hold it. A key pressed in a field that already holds a
 * whole date (one the "from" field filled in, say) starts a new date: a length limit would drop
 * it silently wherever the caret stands.
 */
function typedText(previous: string, input: { value: string; selectionStart: number | null }): string {
  const text = input.value.trim();
  if (text.length <= DATE_LENGTH) return text;
  const caret = input.selectionStart ?? input.value.length;
  const added = Math.max(input.value.length - previous.length, 0);
  return input.value
    .slice(caret - added, caret)
    .trim()
    .slice(0, DATE_LENGTH);
}

const shift = ({ year, month }: Month, delta: number): Month => {
  const m = month - 1 + delta;
  return { year: year + Math.floor(m / 12), month: (((m % 12) + 12) % 12) + 1 };
};

/**
 * docs/product.md §5 date picker: year-month-day order whatever the browser's locale, min and max
 * dates, disabled dates and weeks that start on Monday. Typing works too (`20270302` or
 * `2027-03-02`); the calendar button opens a month to pick from.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  isDisabled,
  error,
  helperText,
  required,
  disabled,
  fullWidth,
  size = 'small',
  testId,
  inputProps,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [blurred, setBlurred] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const today = formatDate(now(), 'date');
  const [view, setView] = useState<Month>(monthOf(value || min || today));
  // A value set from outside (the picker, a reset) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value || isIsoDate(draft)) setDraft(value);
  }

  const type = (text: string) => {
    const normalised = /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
    setDraft(normalised);
    const next = isIsoDate(normalised) ? normalised : '';
    setShownValue(next);
    if (next !== value) onChange(next);
  };
  const pick = (date: string) => {
    setAnchor(null);
    setDraft(date);
    setShownValue(date);
    setBlurred(true);
    if (date !== value) onChange(date);
  };

  // The one day of the grid in the tab order (roving tabindex); arrows move it.
  const [activeDay, setActiveDay] = useState(value || today);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const focusDay = (date: string) => {
    setActiveDay(date);
    const m = monthOf(date);
    if (m.year !== view.year || m.month !== view.month) setView(m);
    // After the month re-renders.
    setTimeout(() => gridRef.current?.querySelector<HTMLElement>(`[data-day="${date}"]`)?.focus(), 0);
  };
  const onGridKey = (e: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (e.key in step) {
      e.preventDefault();
      focusDay(addDaysIso(activeDay, step[e.key]));
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const m = shift(monthOf(activeDay), e.key === 'PageUp' ? -1 : 1);
      focusDay(`${m.year}-${String(m.month).padStart(2, '0')}-${activeDay.slice(8, 10) > '28' ? '28' : activeDay.slice(8, 10)}`);
    }
  };
  useEffect(() => {
    if (!anchor) return;
    const start = value || (min && today < min ? min : today);
    setActiveDay(start);
    const timer = setTimeout(() => gridRef.current?.querySelector<HTMLElement>(`[data-day="${start}"]`)?.focus(), 50);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchor]);

  const limits = { min, max, isDisabled };
  const problem = draft === '' ? null : dateProblem(draft, limits);
  const showProblem = problem !== null && (problem !== 'format' || blurred);
  const problemText = showProblem ? t(`dates.problems.${problem}`, { min, max }) : null;
  const weeks = monthGrid(view.year, view.month);
  const weekdays = weeks[0].map((d) => new Date(`${d.date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' }));
  const monthName = new Date(Date.UTC(view.year, view.month - 1, 15)).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <>
      <TextField
        label={label}
        value={draft}
        required={required}
        disabled={disabled}
        fullWidth={fullWidth}
        size={size}
        placeholder={t('dates.placeholder')}
        error={!!error || showProblem}
        helperText={problemText ?? helperText}
        onChange={(e) => type(typedText(draft, e.target as HTMLInputElement))}
        onBlur={() => setBlurred(true)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': testId, ...inputProps },
          input: {
            endAdornment: (
              <PickerButton
                label={t('dates.openPicker', { label })}
                disabled={disabled}
                onOpen={(anchor) => {
                  setView(monthOf(value || (min && today < min ? min : today)));
                  setAnchor(anchor);
                }}
              />
            ),
          },
        }}
      />
      <PickerPopover
        anchor={anchor}
        onClose={() => setAnchor(null)}
        width={300}
        testId={testId}
        title={monthName}
        previous={{ label: t('calendar.previous'), onClick: () => setView(shift(view, -1)) }}
        next={{ label: t('calendar.next'), onClick: () => setView(shift(view, 1)) }}
      >
        {/* ARIA grid (rows of cells), one tab stop: arrows move a day or a week, PageUp/PageDown a month. */}
        <Box
          role="grid"
          aria-label={monthName}
          onKeyDown={onGridKey}
          ref={gridRef}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 0.25, textAlign: 'center' }}
        >
          <Box role="row" sx={{ display: 'contents' }}>
            {weekdays.map((w) => (
              <Typography key={w} role="columnheader" variant="caption" color="text.secondary" sx={{ py: 0.5 }}>
                {w}
              </Typography>
            ))}
          </Box>
          {weeks.map((week) => (
            <Box role="row" key={week[0].date} sx={{ display: 'contents' }}>
              {week.map((day) => {
                const blocked = dateProblem(day.date, limits) !== null;
                const selected = day.date === value;
                return (
                  <ButtonBase
                    key={day.date}
                    role="gridcell"
                    // The long date starts with the day's number, the word a voice user says to pick it.
                    aria-label={formatLongDate(day.date, locale)}
                    aria-selected={selected}
                    aria-disabled={blocked}
                    tabIndex={day.date === activeDay ? 0 : -1}
                    onFocus={() => setActiveDay(day.date)}
                    onClick={() => !blocked && pick(day.date)}
                    data-testid={`picker-day-${day.date}`}
                    data-day={day.date}
                    sx={{
                      mx: 'auto',
                      width: 34,
                      height: 34,
                      borderRadius: '50%',
                      fontSize: 13,
                      color: blocked ? 'text.disabled' : day.inMonth ? 'text.primary' : 'text.secondary',
                      textDecoration: blocked && isDisabled?.(day.date) && !day.weekend ? 'line-through' : undefined,
                      border: day.date === today ? 1 : 0,
                      borderColor: 'primary.main',
                      ...(selected && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
                      '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                    }}
                  >
                    {Number(day.date.slice(8))}
                  </ButtonBase>
                );
              })}
            </Box>
          ))}
        </Box>
      </PickerPopover>
    </>
  );
}
