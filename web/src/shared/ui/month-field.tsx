import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatMonth, isCompleteMonth, monthNames, parseMonth } from '../dates/month-rules';
import { formatDate } from '../dates/format';
import { now } from '../dates/warsaw';
import { htmlLangOf, isUiLocale } from '../i18n/languages';
import { PickerButton, PickerPopover } from './picker-popover';

export interface MonthFieldProps {
  label: string;
  /** 'yyyy-MM'. */
  value: string;
  onChange: (month: string) => void;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Months in the picker's rows: four rows of three, so Up and Down move by a quarter. */
const COLUMNS = 3;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month in the app's own words: "listopad 2026" whatever the browser's language, typed as
 * "2026-11", "11.2026" or the name, or picked from a year of twelve months (an ARIA grid with
 * one tab stop: arrows, Home/End, PageUp/PageDown for a year, Enter picks).
 */
export function MonthField({ label, value, onChange, helperText, size = 'small', testId }: MonthFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? htmlLangOf(i18n.language) : 'pl';
  const shown = (month: string) => (month ? formatMonth(month, locale) : '');
  const [draft, setDraft] = useState(() => shown(value));
  const [shownValue, setShownValue] = useState(value);
  const [focused, setFocused] = useState(false);
  const [problem, setProblem] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A month set from outside (the previous/next buttons, the picker) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (!focused || parseMonth(draft, locale) !== value) setDraft(shown(value));
  }

  const type = (text: string) => {
    setDraft(text);
    setProblem(false);
    const month = isCompleteMonth(text, locale) ? parseMonth(text, locale) : null;
    if (month && month !== value) {
      setShownValue(month);
      onChange(month);
    }
  };
  // Leaving the field settles what was typed: a month is written out, anything else is explained.
  const settle = () => {
    setFocused(false);
    const month = parseMonth(draft, locale);
    if (month) {
      setDraft(shown(month));
      if (month !== value) onChange(month);
    } else if (draft.trim() === '') {
      setDraft(shown(value));
    } else {
      setProblem(true);
    }
  };

  const [active, setActive] = useState(value || formatDate(now(), 'date').slice(0, 7));
  const gridRef = useRef<HTMLDivElement | null>(null);
  const year = Number(active.slice(0, 4));
  const focusMonth = (month: string) => {
    setActive(month);
    setTimeout(() => gridRef.current?.querySelector<HTMLElement>(`[data-month="${month}"]`)?.focus(), 0);
  };
  const pick = (month: string) => {
    setAnchor(null);
    setProblem(false);
    setDraft(shown(month));
    setShownValue(month);
    if (month !== value) onChange(month);
  };
  const onGridKey = (e: KeyboardEvent) => {
    const index = Number(active.slice(5, 7)) - 1;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -COLUMNS,
      ArrowDown: COLUMNS,
      Home: -index,
      End: 11 - index,
      PageUp: -12,
      PageDown: 12,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const target = year * 12 + index + moves[e.key];
    focusMonth(`${Math.floor(target / 12)}-${pad((target % 12) + 1)}`);
  };
  useEffect(() => {
    if (!anchor) return;
    const timer = setTimeout(() => gridRef.current?.querySelector<HTMLElement>(`[data-month="${active}"]`)?.focus(), 50);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchor]);

  const names = monthNames(locale);
  return (
    <>
      <TextField
        label={label}
        value={draft}
        size={size}
        placeholder={t('dates.monthPlaceholder')}
        error={problem}
        helperText={problem ? t('dates.monthProblems.format') : helperText}
        onChange={(e) => type(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={settle}
        onKeyDown={(e) => e.key === 'Enter' && settle()}
        sx={{ width: 210 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'off', 'data-testid': testId },
          input: {
            endAdornment: (
              <PickerButton
                label={t('dates.openMonthPicker', { label })}
                onOpen={(anchor) => {
                  setActive(value || active);
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
        width={280}
        testId={testId}
        title={year}
        previous={{ label: t('dates.previousYear'), onClick: () => setActive(`${year - 1}${active.slice(4)}`) }}
        next={{ label: t('dates.nextYear'), onClick: () => setActive(`${year + 1}${active.slice(4)}`) }}
      >
        <Box
          role="grid"
          aria-label={String(year)}
          onKeyDown={onGridKey}
          ref={gridRef}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, gap: 0.5 }}
        >
          {Array.from({ length: 12 / COLUMNS }, (_, row) => (
            <Box role="row" key={row} sx={{ display: 'contents' }}>
              {names.slice(row * COLUMNS, (row + 1) * COLUMNS).map((name, i) => {
                const month = `${year}-${pad(row * COLUMNS + i + 1)}`;
                const selected = month === value;
                return (
                  <ButtonBase
                    key={month}
                    role="gridcell"
                    aria-selected={selected}
                    tabIndex={month === active ? 0 : -1}
                    // The name starts with the word shown, the one a voice user says to pick it.
                    aria-label={formatMonth(month, locale)}
                    data-month={month}
                    onFocus={() => setActive(month)}
                    onClick={() => pick(month)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        pick(month);
                      }
                    }}
                    sx={{
                      py: 1,
                      borderRadius: 1,
                      fontSize: 13,
                      ...(selected ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : {}),
                      '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                    }}
                  >
                    {name}
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
