import { FALLBACK_LANGUAGE, type Language } from '@shared/session/types';

/** The fallback language, as the configuration answers it. */
export const POLISH: Language = FALLBACK_LANGUAGE;
export const ENGLISH: Language = {
  languageId: 2,
  nativeName: 'English',
  cultureName: 'en-GB',
  isoName: 'English',
  countryCode: 'GB',
  isoCode: 'en',
  languageCode: 'en',
  default: false,
};
export const UKRAINIAN: Language = {
  languageId: 999,
  nativeName: 'Українська',
  cultureName: 'uk-UA',
  isoName: 'Ukrainian',
  countryCode: 'UA',
  isoCode: 'uk',
  languageCode: 'uk',
  default: false,
};
