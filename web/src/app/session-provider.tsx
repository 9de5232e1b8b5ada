import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { accessFlagsFrom, defineAbilityFor, NO_ACCESS_FLAGS } from '@shared/abilities/abilities';
import { AbilityContext } from '@shared/abilities/ability-context';
import { configActions } from '@shared/config/config-slice';
import { resolveLanguage } from '@shared/i18n/languages';
import { logWarning } from '@shared/logging/dev-log';
import { authActions } from '@shared/session/auth-slice';
import { applyLanguage } from '@shared/session/change-language';
import {
  useGetApiConfigurationQuery,
  useGetApplicationConfigurationQuery,
  useGetEmployeeAbilitiesQuery,
  useGetEmployeeQuery,
  useGetSelfProfileQuery,
} from '@shared/session/session-api';
import { APP_SETTINGS_PRESET, presetsApi } from '@shared/settings/presets-api';
import { settingsActions } from '@shared/settings/settings-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** True once everything the ability depends on has answered (or failed). */
const AbilityReadyContext = createContext(true);
export const useAbilityReady = () => useContext(AbilityReadyContext);

/**
 * Loads what a signed-in session needs once: application configuration and profile from the
 * identity provider, the api configuration, the employee's server abilities and record, and
 * the `appSettings` preset; then provides the user's ability.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector((s) => s.auth);
  const applicationId = useAppSelector((s) => s.config.runtime?.apkiConfig.applicationId ?? 0);
  const userId = auth.profile.userId;
  // docs/product.md §4: without a token or a valid user id nothing is loaded.
  const skip = !auth.isAuthenticated || !userId;

  const appConfig = useGetApplicationConfigurationQuery(applicationId, { skip: skip || !applicationId });
  const selfProfile = useGetSelfProfileQuery(undefined, { skip });
  const apiConfig = useGetApiConfigurationQuery(undefined, { skip });
  const abilities = useGetEmployeeAbilitiesQuery(userId, { skip });
  const employee = useGetEmployeeQuery(userId, { skip });
  const presets = presetsApi.useGetPresetsQuery({ userId, key: APP_SETTINGS_PRESET }, { skip });

  useEffect(() => {
    if (appConfig.isSuccess) dispatch(authActions.appConfigurationLoaded(appConfig.data));
    if (appConfig.isError) {
      logWarning('application configuration not loaded', appConfig.error);
      dispatch(authActions.appConfigurationLoaded(null));
    }
  }, [appConfig.isSuccess, appConfig.isError, appConfig.data, appConfig.error, dispatch]);

  useEffect(() => {
    if (selfProfile.isSuccess) dispatch(authActions.profileLoaded(selfProfile.data));
    if (selfProfile.isError) {
      logWarning('profile not loaded', selfProfile.error);
      dispatch(authActions.profileLoaded({}));
    }
  }, [selfProfile.isSuccess, selfProfile.isError, selfProfile.data, selfProfile.error, dispatch]);

  // The language is resolved once both the profile and the application's languages are known.
  const languageApplied = useRef(false);
  useEffect(() => {
    if (languageApplied.current || !auth.profileLoaded || !auth.appConfigurationLoaded) return;
    languageApplied.current = true;
    if (!auth.languages.length) return;
    const language = resolveLanguage(auth.profile.languageId, auth.languages);
    if (language.languageId !== auth.profile.languageId) dispatch(authActions.profileLanguageChanged(language.languageId));
    void applyLanguage(language);
  }, [auth.profileLoaded, auth.appConfigurationLoaded, auth.languages, auth.profile.languageId, dispatch]);

  useEffect(() => {
    if (apiConfig.isSuccess) dispatch(configActions.apiConfigurationLoaded(apiConfig.data));
    if (apiConfig.isError) {
      // docs/product.md §8: a warning, then news and monitoring stay off.
      logWarning('api configuration not loaded, using defaults', apiConfig.error);
      dispatch(configActions.apiConfigurationLoaded(null));
    }
  }, [apiConfig.isSuccess, apiConfig.isError, apiConfig.data, apiConfig.error, dispatch]);

  useEffect(() => {
    if (presets.isSuccess) {
      // The one marked default (on the settings page) wins over another of the same key.
      const own = presets.data.data?.filter((p) => p.key === APP_SETTINGS_PRESET) ?? [];
      const preset = own.find((p) => p.isDefault) ?? own[0] ?? null;
      dispatch(settingsActions.presetLoaded({ id: preset?.id ?? null, data: preset?.data ?? null }));
    }
    // On failure nothing is saved this session, so a failed read never overwrites the preset.
    if (presets.isError) logWarning('appSettings preset not loaded', presets.error);
  }, [presets.isSuccess, presets.isError, presets.data, presets.error, dispatch]);

  const flags = abilities.isSuccess ? accessFlagsFrom(abilities.data.accessFlags) : NO_ACCESS_FLAGS;
  const hrAreaId = employee.isSuccess ? Number(employee.data.hrAreaId ?? 0) : 0;
  const ability = useMemo(
    () => defineAbilityFor({ isAuthenticated: auth.isAuthenticated, roleIds: auth.roleIds, flags, hrAreaId }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [auth.isAuthenticated, auth.roleIds, JSON.stringify(flags), hrAreaId],
  );
  // Ready once both answered (or failed) for this user, and it stays so: a page refetching the
  // employee record must not unmount itself by flipping the guard back to "loading".
  const [readyFor, setReadyFor] = useState<number | null>(null);
  const answered = (q: { isSuccess: boolean; isError: boolean }) => q.isSuccess || q.isError;
  useEffect(() => {
    if (!skip && answered(abilities) && answered(employee)) setReadyFor(userId);
  }, [skip, abilities, employee, userId]);
  const ready = skip || readyFor === userId;

  return (
    <AbilityContext.Provider value={ability}>
      <AbilityReadyContext.Provider value={ready}>{children}</AbilityReadyContext.Provider>
    </AbilityContext.Provider>
  );
}
