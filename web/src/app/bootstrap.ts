import { setupListeners } from '@reduxjs/toolkit/query';
import type { UserManager, User } from 'oidc-client-ts';
import { attachSessionEvents, SILENT_CALLBACK_PATH } from '../lib/oidc';
import { setBaseUrlResolver } from '../lib/api';
import { configActions } from '@shared/config/config-slice';
import { findModule, loadRuntimeConfig } from '@shared/config/runtime-config';
import { setDiagnosticMode } from '@shared/logging/dev-log';
import { storedLocale } from '@shared/i18n/i18n';
import { applyLocale } from '@shared/session/change-language';
import { authActions } from '@shared/session/auth-slice';
import { decodeToken, hasRequiredScope } from '@shared/session/token';
import { persistSettings } from '@shared/settings/settings-persistence';
import { settingsActions } from '@shared/settings/settings-slice';
import { readStoredSettings } from '@shared/settings/settings-storage';
import { SYSTEM_DARK_QUERY } from './app-theme-provider';
import { makeStore, type AppStore } from './store';

export interface Booted {
  store: AppStore;
  userManager: UserManager;
}

const toSessionUser = (u: User | null) => (u ? { accessToken: u.access_token, profile: u.profile as Record<string, unknown> } : null);

/**
 * Start-up of docs/product.md §7: /config.json (cache-busted) configures the OIDC client and the modules;
 * the stored user decides whether the visitor is signed in. Returns null when this page load
 * only completes a silent renewal or a sign-out.
 */
export async function bootstrap(): Promise<Booted | null> {
  // The last chosen language applies before the first paint (the profile may change it later).
  // oidc-client-ts arrives while /config.json does, instead of before the request starts.
  const [config, { createUserManager }] = await Promise.all([
    loadRuntimeConfig(),
    import('../lib/user-manager'),
    applyLocale(storedLocale()),
  ]);
  setDiagnosticMode(config.apkiConfig.diagnosticMode);
  const userManager = createUserManager(config.apkiConfig);

  // The hidden silent-renew frame only hands the answer to its parent; no app inside it.
  if (window.location.pathname.replace(/^\//, '').startsWith(SILENT_CALLBACK_PATH)) {
    await userManager.signinSilentCallback();
    return null;
  }

  const store = makeStore();
  // RTK Query hears the window's focus (and the network coming back) only with these listeners:
  // `refetchOnFocus` of the notifications' count needs them.
  setupListeners(store.dispatch);
  setBaseUrlResolver((state, service) =>
    service === 'identity' ? config.apkiConfig.apkiBaseUrl : findModule(state.config.runtime?.modules ?? [], service.module).apiBaseUrl,
  );
  store.dispatch(configActions.runtimeConfigLoaded(config));
  store.dispatch(authActions.configInitialized());
  store.dispatch(settingsActions.settingsChanged(readStoredSettings()));

  const user = await userManager.getUser();
  // docs/product.md §4: a session whose token lacks the `absences` scope is signed out.
  if (user && !user.expired && !hasRequiredScope(decodeToken(user.access_token))) {
    await userManager.removeUser();
    await userManager.signoutRedirect();
    return null;
  }
  if (user?.expired) await userManager.removeUser();
  store.dispatch(authActions.userLoaded(user && !user.expired ? toSessionUser(user) : null));
  // A signed-in visitor needs the application layout: fetch it alongside the page's chunk.
  if (store.getState().auth.isAuthenticated) void import('./layout/app-layout');

  attachSessionEvents(userManager, {
    reload: () => window.location.reload(),
    userLoaded: (u) => store.dispatch(authActions.userLoaded(toSessionUser(u))),
    userRemoved: () => store.dispatch(authActions.userSignedOut()),
  });
  persistSettings(store, () => window.matchMedia(SYSTEM_DARK_QUERY).matches);
  return { store, userManager };
}
