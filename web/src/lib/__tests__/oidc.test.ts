import { describe, expect, it, vi } from 'vitest';
import type { UserManager } from 'oidc-client-ts';
import { TEST_CONFIG } from '../../test/msw';
import { attachSessionEvents, isSigningOut, startSigningOut } from '../oidc';
import { userManagerSettings } from '../user-manager';

describe('oidc-client settings (docs/product.md §9)', () => {
  const s = userManagerSettings(TEST_CONFIG.apkiConfig, localStorage);
  it('uses the code flow with callbacks built from the base URL', () => {
    expect(s).toMatchObject({
      authority: 'http://localhost:8081',
      client_id: 'kadry-web',
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/auth/oidc-callback',
      silent_redirect_uri: 'http://localhost:8080/auth/oidc-silent-callback',
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
  });
  it('has the timing constants', () => {
    expect(s).toMatchObject({
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      staleStateAgeInSeconds: 900,
      popupWindowFeatures: { height: 640 },
      automaticSilentRenew: true,
      monitorSession: true,
    });
  });
  it('turns session monitoring off when configured', () => {
    expect(userManagerSettings({ ...TEST_CONFIG.apkiConfig, disableSessionMonitoring: true }, localStorage).monitorSession).toBe(false);
  });
});

describe('session events (docs/product.md §4)', () => {
  function fakeManager() {
    const handlers: Record<string, (...a: unknown[]) => void> = {};
    const on = (name: string) => (cb: (...a: unknown[]) => void) => void (handlers[name] = cb);
    const um = {
      removeUser: vi.fn(async () => {}),
      events: {
        addAccessTokenExpired: on('expired'),
        addUserSignedOut: on('signedOut'),
        addSilentRenewError: on('renewError'),
        addUserLoaded: on('loaded'),
        addUserUnloaded: on('unloaded'),
      },
    };
    return { um: um as unknown as UserManager, raw: um, handlers };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('removes the stored user and reloads when the token expires', async () => {
    const { um, raw, handlers } = fakeManager();
    const reload = vi.fn();
    attachSessionEvents(um, { reload, userLoaded: vi.fn(), userRemoved: vi.fn() });
    handlers.expired();
    await flush();
    expect(raw.removeUser).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
  });
  it('removes the stored user and reloads when the provider reports a sign-out', async () => {
    const { um, raw, handlers } = fakeManager();
    const reload = vi.fn();
    attachSessionEvents(um, { reload, userLoaded: vi.fn(), userRemoved: vi.fn() });
    handlers.signedOut();
    await flush();
    expect(raw.removeUser).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
  });
  it('removes the stored user on a silent-renew error without reloading', async () => {
    const { um, raw, handlers } = fakeManager();
    const reload = vi.fn();
    attachSessionEvents(um, { reload, userLoaded: vi.fn(), userRemoved: vi.fn() });
    handlers.renewError(new Error('timeout'));
    await flush();
    expect(raw.removeUser).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
  // Last: the sign-out state lasts as long as the page (the module) does.
  it('neither drops the user nor reloads on a session event once a sign-out has started', async () => {
    const { um, raw, handlers } = fakeManager();
    const reload = vi.fn();
    attachSessionEvents(um, { reload, userLoaded: vi.fn(), userRemoved: vi.fn() });
    expect(isSigningOut()).toBe(false);
    startSigningOut();
    handlers.signedOut();
    handlers.expired();
    await flush();
    expect(raw.removeUser).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
