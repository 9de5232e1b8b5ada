/** A month is written 'yyyy-MM' between the app and the API. */
const ISO_MONTH = /^(\d{4})-(\d{1,2})$/;
/** "11.2026", "11/2026", "11-2026": the order a Polish calendar uses. */
const MONTH_YEAR = /^(\d{1,2})[./-](\d{4})$/;
/** "listopad 2026", "lis 2026": a month's name (or its start) and the year ("листопад 2026 р."). */
const NAME_YEAR = /^(\p{L}+)\.?\s+(\d{4})(?:\s*\p{L}{1,2}\.)?$/u;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM' of a year and a month (1–12), or null when the month is not one. */
function monthOf(year: number, month: number): string | null {
  return month >= 1 && month <= 12 && year >= 1900 && year <= 2999 ? `${year}-${pad(month)}` : null;
}

/** The long month names of a language, January first ("styczeń" … "grudzień" in Polish). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 15))));
}

/**
 * What a person typed as a month, as 'yyyy-MM': "2026-11", "2026-1", "11.2026", "11/2026" and
 * "listopad 2026" (any unambiguous start of the name, in the given language or Polish) are
 * understood; anything else answers null.
 */
export function parseMonth(text: string, language = 'pl'): string | null {
  const typed = text.trim().toLowerCase();
  const iso = ISO_MONTH.exec(typed);
  if (iso) return monthOf(Number(iso[1]), Number(iso[2]));
  const monthYear = MONTH_YEAR.exec(typed);
  if (monthYear) return monthOf(Number(monthYear[2]), Number(monthYear[1]));
  const named = NAME_YEAR.exec(typed);
  if (!named || named[1].length < 3) return null;
  for (const names of new Set([language, 'pl']).values()) {
    const matching = monthNames(names).flatMap((name, i) => (name.toLowerCase().startsWith(named[1]) ? [i + 1] : []));
    if (matching.length === 1) return monthOf(Number(named[2]), matching[0]);
  }
  return null;
}

/**
 * Whether what is being typed already names a whole month, so the screen can follow it at once:
 * "2026-1" may still become "2026-11", "11.2026" and "2026-11" cannot grow into another month.
 */
export function isCompleteMonth(text: string, language = 'pl'): boolean {
  const typed = text.trim();
  if (/^\d{4}-\d$/.test(typed)) return false;
  return parseMonth(typed, language) !== null;
}

/** The month `delta` months from 'yyyy-MM'. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** "listopad 2026" in the interface language (the name as a calendar's title says it). */
export function formatMonth(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
}
