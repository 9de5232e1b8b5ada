import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { REDIRECTED_FROM_KEY, useUserManager } from '../../lib/oidc';
import { decodeToken, hasRequiredScope } from '@shared/session/token';
import { AuthStatus } from './components/auth-status';
import { safeReturnPath } from './login-in-progress-page';
import { once } from './once';

/** `auth/oidc-callback`: completes the code flow and returns to the remembered path (default '/'). */
export default function OidcCallbackPage() {
  const { t } = useTranslation();
  const um = useUserManager();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    once(`callback:${window.location.search}`, () => um.signinRedirectCallback())
      .then(async (user) => {
        localStorage.removeItem(REDIRECTED_FROM_KEY);
        if (!hasRequiredScope(decodeToken(user.access_token))) {
          await um.removeUser();
          await um.signoutRedirect();
          return;
        }
        navigate(safeReturnPath(user.state), { replace: true });
      })
      .catch((e: { error_description?: string; message?: string }) => {
        console.error('[Kadry] sign-in callback', e);
        setError(e?.error_description ?? e?.message ?? '');
      });
  }, [um, navigate]);
  if (error !== null)
    return (
      <AuthStatus text={t('auth.callbackFailed')} busy={false}>
        {error && <code>{error}</code>}
        <Button variant="contained" onClick={() => navigate('/login-progress', { replace: true })}>
          {t('auth.tryAgain')}
        </Button>
      </AuthStatus>
    );
  return <AuthStatus text={t('auth.loginInProgress')} />;
}
