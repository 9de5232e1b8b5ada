import { devLog, DevMessages } from '../logging/dev-log';
import { FALLBACK_LANGUAGE, type Language } from '../session/types';

/** UI locales (docs/product.md §3): Ukrainian is `ua` in the UI and `uk` for dates and <html lang>. */
export type UiLocale = 'pl' | 'en' | 'ua' | 'de';
export const UI_LOCALES: readonly UiLocale[] = ['pl', 'en', 'ua', 'de'];
export const DEFAULT_LOCALE: UiLocale = 'pl';

export const FLAG_CODES: Record<UiLocale, string> = { pl: 'PL', en: 'GB', ua: 'UA', de: 'DE' };
export const DATE_LOCALES: Record<UiLocale, 'pl' | 'en' | 'uk' | 'de'> = { pl: 'pl', en: 'en', ua: 'uk', de: 'de' };
const HTML_LANG: Record<UiLocale, string> = { pl: 'pl', en: 'en', ua: 'uk', de: 'de' };
/** None of the offered languages is right-to-left; the list exists so one can be added. */
const RTL_LOCALES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** Maps a provider language (iso code `uk` or `ua`, …) to the UI locale; unknown → Polish. */
export function uiLocaleOf(language: Pick<Language, 'isoCode' | 'languageCode'> | null | undefined): UiLocale {
  const code = (language?.isoCode || language?.languageCode || '').toLowerCase().slice(0, 2);
  if (code === 'uk' || code === 'ua') return 'ua';
  return (UI_LOCALES as readonly string[]).includes(code) ? (code as UiLocale) : DEFAULT_LOCALE;
}

export const htmlLangOf = (locale: UiLocale) => HTML_LANG[locale];
export const directionOf = (locale: string): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');
export const isUiLocale = (v: unknown): v is UiLocale => typeof v === 'string' && (UI_LOCALES as readonly string[]).includes(v);

/**
 * docs/product.md §4 resolution order: the user's languageId, the application's default language,
 * the first language, the Polish fallback.
 */
export function resolveLanguage(userLanguageId: number | null | undefined, languages: readonly Language[]): Language {
  if (!languages.length) {
    devLog(DevMessages.noLanguages);
    return FALLBACK_LANGUAGE;
  }
  const own = languages.find((l) => l.languageId === userLanguageId);
  if (own) return own;
  const byDefault = languages.find((l) => l.default);
  if (byDefault) return byDefault;
  devLog(DevMessages.noDefaultLanguage);
  return languages[0];
}
