import { htmlLangOf, isUiLocale } from './languages';

const localeOf = (language: string) => (isUiLocale(language) ? htmlLangOf(language) : 'pl');

/** A number as the user's language writes it: "7,5" in Polish, "7.5" in English. */
export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value);

/** A percentage given 0–100: "15,4%" in Polish (decimal comma), "15.4%" in English. */
export const formatPercent = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
