import { getCookie, setCookie } from './cookies';
import { DEFAULT_SETTINGS, sanitizeSettings, type Settings, type ThemeMode } from './settings-slice';

/** Also kept in cookies so a server or another app on the domain can read them (docs/product.md §3). */
const COOKIE_KEYS: readonly (keyof Settings)[] = ['theme', 'skin', 'appContentLayoutNav', 'appContentWidth', 'isVerticalNavCollapsed'];
export const COLOR_SCHEME_KEY = 'color-scheme';

export const resolveColorScheme = (theme: ThemeMode, systemDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

/** Local storage first, cookies second, defaults last. */
export function readStoredSettings(storage: Storage = localStorage, doc: Document = document): Partial<Settings> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_SETTINGS)) {
    let v: string | null = null;
    try {
      v = storage.getItem(key);
    } catch {
      v = null;
    }
    raw[key] = v ?? getCookie(key, doc);
  }
  return sanitizeSettings(raw);
}

export function writeStoredSettings(s: Settings, systemDark: boolean, storage: Storage = localStorage, doc: Document = document) {
  const scheme = resolveColorScheme(s.theme, systemDark);
  try {
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) storage.setItem(key, String(s[key]));
    storage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // storage blocked: cookies still carry the main choices
  }
  for (const key of COOKIE_KEYS) setCookie(key, String(s[key]), doc);
  setCookie(COLOR_SCHEME_KEY, scheme, doc);
}
