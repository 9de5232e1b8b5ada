import type { Language } from '@shared/session/types';

export const POLISH: Language = {
  languageId: 1,
  nativeName: 'Polski',
  cultureName: 'pl-PL',
  isoName: 'Polish',
  countryCode: 'PL',
  isoCode: 'pl',
  languageCode: 'pl',
  default: true,
};
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
