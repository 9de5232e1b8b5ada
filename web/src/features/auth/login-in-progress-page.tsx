import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isSigningOut, REDIRECTED_FROM_KEY, useUserManager } from '../../lib/oidc';
import { AuthStatus } from './components/auth-status';
import { once } from './once';

/** Only same-app paths are remembered, so the return cannot leave the app. */
export const safeReturnPath = (path: unknown): string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/login-progress') &&
  !path.startsWith('/auth/')
    ? path
    : '/';

/**
 * `auth/login-in-progress` (alias `/login-progress`): remembers where the visitor came from as
 * `redirected_from_path` and sends them to the provider with that path as state (docs/product.md §4).
 */
export default function LoginInProgressPage() {
  const { t } = useTranslation();
  const um = useUserManager();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The user was dropped on the way to the provider's end-session: signing in now would
    // replace that navigation and keep the provider's session (lib/oidc.ts).
    if (isSigningOut()) return;
    const from = (location.state as { from?: string } | null)?.from ?? localStorage.getItem(REDIRECTED_FROM_KEY);
    const returnPath = safeReturnPath(from);
    localStorage.setItem(REDIRECTED_FROM_KEY, returnPath);
    once(`signin:${location.key}`, () => um.signinRedirect({ state: returnPath })).catch((error: unknown) => {
      console.error('[Kadry] sign-in', error);
      setFailed(true);
    });
  }, [um, location.key, location.state]);
  if (failed)
    return (
      <AuthStatus text={t('auth.providerUnavailable')} busy={false}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('auth.tryAgain')}
        </Button>
      </AuthStatus>
    );
  return <AuthStatus text={t(isSigningOut() ? 'auth.signingOut' : 'auth.loginInProgress')} />;
}
