import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import i18n, { ensureLocale, LANGUAGE_STORAGE_KEY } from '../i18n/i18n';
import { directionOf, htmlLangOf, uiLocaleOf, type UiLocale } from '../i18n/languages';
import { devLog, DevMessages, logWarning } from '../logging/dev-log';
import { authActions, type WithAuth } from './auth-slice';
import { sessionApi } from './session-api';
import type { Language } from './types';

/** Applies a UI locale: i18next, <html lang> and dir, and local storage (docs/product.md §4). */
export async function applyLocale(locale: UiLocale, doc: Document = document): Promise<void> {
  try {
    await ensureLocale(locale);
  } catch (error) {
    logWarning(`strings for ${locale} not loaded`, error);
  }
  await i18n.changeLanguage(locale);
  doc.documentElement.lang = htmlLangOf(locale);
  doc.documentElement.dir = directionOf(locale);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice still applies to this page
  }
}

export const applyLanguage = (language: Language) => applyLocale(uiLocaleOf(language));

/**
 * docs/product.md §4: a language outside the application's languages is ignored with a developer log
 * line; otherwise the profile language is set, saved to the provider and applied.
 */
export const changeLanguage =
  (languageId: number): ThunkAction<Promise<boolean>, WithAuth, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    const language = getState().auth.languages.find((l) => l.languageId === languageId);
    if (!language) {
      devLog(DevMessages.nonexistentLanguage, languageId);
      return false;
    }
    dispatch(authActions.profileLanguageChanged(languageId));
    await applyLanguage(language);
    try {
      await dispatch(sessionApi.endpoints.updateSelfProfile.initiate({ languageId })).unwrap();
    } catch (error) {
      logWarning('profile language not saved', error);
    }
    return true;
  };
