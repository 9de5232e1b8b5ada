/** Profile as the app builds it (docs/product.md §3). */
export interface Profile {
  userId: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  languageId: number;
}

/** A language offered by the identity provider (docs/product.md §3). */
export interface Language {
  languageId: number;
  nativeName: string;
  cultureName: string;
  isoName: string;
  countryCode: string;
  isoCode: string;
  languageCode: string;
  default: boolean;
}

export interface ApplicationRole {
  roleId: number;
  name: string;
}

export const LanguageId = { Unknown: 0, Polish: 1, English: 2, Ukrainian: 999 } as const;
export const Gender = { Unknown: 0, Male: 1, Female: 2 } as const;
export const HrArea = { Unknown: 0, ASP: 2, BPO: 11 } as const;

/** Unknown visitor (docs/product.md §3): userId 0 and the 'niezalogowany' full name. */
export const VISITOR_PROFILE: Profile = {
  userId: 0,
  firstName: '',
  lastName: '',
  fullName: 'niezalogowany',
  email: '',
  languageId: LanguageId.Polish,
};

/** The Polish fallback language (docs/product.md §3). */
export const FALLBACK_LANGUAGE: Language = {
  languageId: LanguageId.Polish,
  nativeName: 'Polski',
  cultureName: 'pl-PL',
  isoName: 'Polish',
  countryCode: 'PL',
  isoCode: 'pl',
  languageCode: 'pl',
  default: true,
};
