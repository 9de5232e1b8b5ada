import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import pl from './locales/pl.json';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from './languages';

export const LANGUAGE_STORAGE_KEY = 'language';

// Polish (default and fallback) is bundled; the others load when chosen, keeping start-up small.
const loaders: Record<Exclude<UiLocale, 'pl'>, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  ua: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
};

/** Loads a locale's strings once; resolves when they can be used. */
export async function ensureLocale(locale: UiLocale): Promise<void> {
  if (locale === 'pl' || i18n.hasResourceBundle(locale, 'translation')) return;
  const strings = await loaders[locale]();
  i18n.addResourceBundle(locale, 'translation', strings.default, true, true);
}

export function storedLocale(): UiLocale {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

void i18n.use(initReactI18next).init({
  resources: { pl: { translation: pl } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
