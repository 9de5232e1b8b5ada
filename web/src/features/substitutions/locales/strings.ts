import type { LocaleLoaders } from '@shared/i18n/i18n';

/** This feature's strings, loaded with its pages (shared/i18n/i18n.ts `loadFeatureStrings`). */
export const strings: LocaleLoaders = {
  pl: () => import('./pl.json'),
  en: () => import('./en.json'),
  ua: () => import('./uk.json'),
  de: () => import('./de.json'),
};
