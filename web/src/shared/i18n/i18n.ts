import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import pl from './locales/pl.json';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from './languages';

export const LANGUAGE_STORAGE_KEY = 'language';

type Strings = Record<string, unknown>;
type LoadStrings = () => Promise<{ default: Strings }>;
/** One set of strings in every UI locale, each loaded on demand (a JSON chunk of its own). */
export type LocaleLoaders = Record<UiLocale, LoadStrings>;

/**
 * The strings of the app shell and of shared UI (layout, navigation, dates, validation, the
 * sign-in and error pages). Polish (default and fallback) is bundled; the others load when chosen.
 * Each feature's own strings live beside it (features/<feature>/locales) and load with its pages.
 */
const shellStrings: LocaleLoaders = {
  pl: async () => ({ default: pl }),
  en: () => import('./locales/en.json'),
  ua: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
};

/** Loaders whose strings have been asked for; a language change loads them again in the new language. */
const inUse = new Set<LocaleLoaders>([shellStrings]);
/** Per loader set, the locales already merged (or being merged) into i18next. */
const loaded = new WeakMap<LocaleLoaders, Map<UiLocale, Promise<void>>>();

function loadInto(loaders: LocaleLoaders, locale: UiLocale): Promise<void> {
  let byLocale = loaded.get(loaders);
  if (!byLocale) loaded.set(loaders, (byLocale = new Map()));
  let pending = byLocale.get(locale);
  if (!pending) {
    // One namespace: a feature's keys (requests.form.…) merge deeply into those of the shell.
    pending = loaders[locale]().then((m) => void i18n.addResourceBundle(locale, 'translation', m.default, true, true));
    // A failed load (a lost chunk) may be tried again.
    pending.catch(() => byLocale.delete(locale));
    byLocale.set(locale, pending);
  }
  return pending;
}

/** The UI locale i18next currently shows. */
export const currentLocale = (): UiLocale => (isUiLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * Loads a feature's strings in the current language before its page renders; from then on a
 * change of language loads them in the new language before it applies (no raw keys shown).
 */
export async function loadFeatureStrings(loaders: LocaleLoaders): Promise<void> {
  inUse.add(loaders);
  // During a change of language, the language about to apply as well.
  const locales = new Set([currentLocale(), ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...locales].map((locale) => loadInto(loaders, locale)));
}

/** The locale ensureLocale is loading, until it has loaded. */
let switchingTo: UiLocale | null = null;

/** Loads a locale's strings (the shell's and those of every feature in use); resolves when they can be used. */
export async function ensureLocale(locale: UiLocale): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...inUse].map((loaders) => loadInto(loaders, locale)));
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
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
  // A copy: features' strings merge into this object, and the module's own must stay as written.
  resources: { pl: { translation: structuredClone(pl) } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});
// The bundled Polish shell strings are in from the start.
loaded.set(shellStrings, new Map([['pl', Promise.resolve()]]));

export default i18n;
