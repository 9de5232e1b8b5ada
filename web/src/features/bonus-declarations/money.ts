/**
 * Money of the holiday benefit: whole grosze (int64 in the API, 1 zł = 100 gr), parsed from what
 * the user types and formatted as Polish złoty. No floating point touches an amount: the typed
 * text is split into its złoty and grosze digits.
 */

/** The largest amount a field takes: 100 000 000 zł (a typo guard, far below 2^53 grosze). */
export const MAX_GROSZE = 10_000_000_000;

/**
 * Grosze of a złoty amount as typed: "3500", "3 500", "3 500,01", "3500.5", "0,05"; spaces
 * (also non-breaking) group thousands, a comma or a dot separates at most two decimal digits.
 * Empty text is 0; anything else (a minus, letters, three decimals, two separators) is null.
 */
export function parseZloty(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/zł$/i, '');
  if (t === '') return 0;
  const m = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(t);
  if (!m) return null;
  const zloty = m[1].replace(/^0+(?=\d)/, '');
  if (zloty.length > 9) return null;
  const grosze = Number(zloty) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return grosze > MAX_GROSZE ? null : grosze;
}

// 'always': pl-PL alone leaves four-digit amounts ungrouped ("3500,00"); the grouping space is a
// non-breaking one, which parseZloty reads back.
const PL_AMOUNT = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });

/**
 * "56 137,01": an amount as a field shows it (the field's "zł" stands beside it) and as every
 * screen writes it, Polish whatever the interface language (the benefit is paid in złoty).
 * Grosze / 100 is exact to the grosz for any amount below 2^53 grosze.
 */
export const zlotyInput = (grosze: number): string => PL_AMOUNT.format(grosze / 100);

/** "3 500,00 zł": the one formatting of money on every screen. */
export const formatZloty = (grosze: number): string => `${zlotyInput(grosze)}\u00a0zł`;
