import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { CALLBACK_PATH, OidcTiming, SILENT_CALLBACK_PATH, type OidcClientConfig } from './oidc';

// oidc-client-ts itself: start-up imports this module while /config.json loads (app/bootstrap.ts),
// so the library is not part of the entry chunk that must arrive before that request starts.

export function userManagerSettings(c: OidcClientConfig, storage: Storage = window.localStorage): UserManagerSettings {
  return {
    authority: c.authority,
    client_id: c.clientId,
    response_type: 'code',
    scope: c.scope,
    redirect_uri: `${c.baseUrl}${CALLBACK_PATH}`,
    silent_redirect_uri: `${c.baseUrl}${SILENT_CALLBACK_PATH}`,
    post_logout_redirect_uri: c.postLogoutRelationalUri || c.baseUrl,
    automaticSilentRenew: c.automaticSilentRenew,
    monitorSession: !c.disableSessionMonitoring,
    accessTokenExpiringNotificationTimeInSeconds: OidcTiming.accessTokenExpiringNotificationTimeInSeconds,
    silentRequestTimeoutInSeconds: OidcTiming.silentRequestTimeoutInSeconds,
    checkSessionIntervalInSeconds: OidcTiming.checkSessionIntervalInSeconds,
    staleStateAgeInSeconds: OidcTiming.staleStateAgeInSeconds,
    popupWindowFeatures: { height: OidcTiming.popupWindowHeight },
    // The user and the sign-in state live in local storage so tabs share one session.
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
  };
}

export const createUserManager = (c: OidcClientConfig) => new UserManager(userManagerSettings(c));
