import type { LocaleLoaders } from '@shared/i18n/i18n';

/**
 * The sentences of the services' problem codes (`problems.<code>`, lib/problem.ts), loaded with
 * every page that calls a service, beside the page's own strings.
 */
export const strings: LocaleLoaders = {
  pl: () => import('./pl.json'),
  en: () => import('./en.json'),
  ua: () => import('./uk.json'),
  de: () => import('./de.json'),
};
