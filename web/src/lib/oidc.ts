import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useContext } from 'react';

/** Client settings the app reads from `apkiConfig` (a subset of the shared ClientConfig). */
export interface OidcClientConfig {
  authority: string;
  clientId: string;
  scope: string;
  baseUrl: string;
  postLogoutRelationalUri: string;
  automaticSilentRenew: boolean;
  disableSessionMonitoring: boolean;
}

/**
 * docs/product.md §9 timing constants. The expired timer (1 s after expiry), the minimum expiring
 * timer (1 s), the timer check (at most every 5 s), the retry of a timed-out silent
 * renewal (5 s) and popup polling (500 ms) are oidc-client-ts 3 behaviour, not settings.
 */
export const OidcTiming = {
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  checkSessionIntervalInSeconds: 2,
  staleStateAgeInSeconds: 15 * 60,
  /** Allowed clock difference; the provider and gateway apply it to token times. */
  clockSkewInSeconds: 5 * 60,
  popupWindowHeight: 640,
} as const;

export const CALLBACK_PATH = 'auth/oidc-callback';
export const SILENT_CALLBACK_PATH = 'auth/oidc-silent-callback';

// userManagerSettings and createUserManager, which need the library itself, are in ./user-manager.

export interface SessionEventHandlers {
  /** The stored user was removed; the page should reload to start anonymous. */
  reload: () => void;
  userLoaded: (user: User) => void;
  userRemoved: () => void;
}

/**
 * True from the moment a sign-out starts until the browser leaves for the provider's end-session
 * page. oidc-client-ts drops the stored user before it goes there; the sign-in the route guards
 * would then start, or a reload on a session event, would replace that navigation, the provider
 * would keep its session and sign the user straight back in. The page that follows starts afresh.
 */
let signingOut = false;
export function startSigningOut(): void {
  signingOut = true;
}
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * docs/product.md §4: on token expiry or a provider sign-out the stored user is removed and the page
 * reloads; a silent-renew error removes the stored user. Nothing reloads during a sign-out.
 */
export function attachSessionEvents(um: UserManager, h: SessionEventHandlers): () => void {
  const dropAndReload = async () => {
    if (signingOut) return;
    await um.removeUser();
    h.reload();
  };
  const onExpired = () => void dropAndReload();
  const onSignedOut = () => void dropAndReload();
  const onRenewError = () => void um.removeUser();
  const onLoaded = (u: User) => h.userLoaded(u);
  const onUnloaded = () => h.userRemoved();
  um.events.addAccessTokenExpired(onExpired);
  um.events.addUserSignedOut(onSignedOut);
  um.events.addSilentRenewError(onRenewError);
  um.events.addUserLoaded(onLoaded);
  um.events.addUserUnloaded(onUnloaded);
  return () => {
    um.events.removeAccessTokenExpired(onExpired);
    um.events.removeUserSignedOut(onSignedOut);
    um.events.removeSilentRenewError(onRenewError);
    um.events.removeUserLoaded(onLoaded);
    um.events.removeUserUnloaded(onUnloaded);
  };
}

/** Key under which the path a visitor came from is kept until sign-in completes (docs/product.md §3). */
export const REDIRECTED_FROM_KEY = 'redirected_from_path';

export const UserManagerContext = createContext<UserManager | null>(null);
export function useUserManager(): UserManager {
  const um = useContext(UserManagerContext);
  if (!um) throw new Error('UserManagerContext missing');
  return um;
}
