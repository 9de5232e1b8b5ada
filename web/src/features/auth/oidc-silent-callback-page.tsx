import { useEffect } from 'react';
import { useUserManager } from '../../lib/oidc';
import { once } from './once';

/** `auth/oidc-silent-callback`: hands the silent-renew answer to the parent window. */
export default function OidcSilentCallbackPage() {
  const um = useUserManager();
  useEffect(() => {
    once(`silent:${window.location.search}`, () => um.signinSilentCallback()).catch((e: unknown) =>
      console.error('[Kadry] silent renew', e),
    );
  }, [um]);
  return null;
}
