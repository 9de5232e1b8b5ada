import { useCallback } from 'react';
import { startSigningOut, useUserManager } from '../lib/oidc';

/** Signs out at the provider (end-session with the id token hint) and drops the stored user. */
export function useLogout() {
  const um = useUserManager();
  return useCallback(async () => {
    startSigningOut();
    try {
      await um.signoutRedirect();
    } catch (error) {
      console.error('[Kadry] logout', error);
      await um.removeUser();
      window.location.assign('/');
    }
  }, [um]);
}
