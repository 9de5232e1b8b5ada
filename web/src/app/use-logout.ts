import { useCallback } from 'react';
import { useUserManager } from '../lib/oidc';

/** Signs out at the provider (end-session with the id token hint) and drops the stored user. */
export function useLogout() {
  const um = useUserManager();
  return useCallback(async () => {
    try {
      await um.signoutRedirect();
    } catch (error) {
      console.error('[Kadry] logout', error);
      await um.removeUser();
      window.location.assign('/');
    }
  }, [um]);
}
