import type { LocaleLoaders } from '@shared/i18n/i18n';

/**
 * This feature's strings (shared/i18n/i18n.ts `loadFeatureStrings`): the bell lives in the app
 * layout, outside any route, so it loads them itself before it shows.
 */
export const strings: LocaleLoaders = {
  pl: () => import('./pl.json'),
  en: () => import('./en.json'),
  ua: () => import('./uk.json'),
  de: () => import('./de.json'),
};
