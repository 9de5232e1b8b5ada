import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@shared/abilities/ability-context';
import { accessDeniedUrl } from '@shared/config/runtime-config';
import { LoadingBar } from '@shared/ui/loading-bar';
import { useAppSelector } from './hooks';
import { BlankLayout } from './layout/blank-layout';
import { decideNavigation, type RouteMeta } from './route-guards';
import type { LayoutKind } from './routes';
import { usePageTitle } from './page-title';
import { useAbilityReady } from './session-provider';

// The application layout is its own chunk: anonymous visitors on auth pages never need it.
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

export interface RouteHandle {
  name: string;
  title?: string;
  layout: LayoutKind;
  meta: RouteMeta;
}

// MUI's indeterminate CircularProgress drawn here: the spinner is in the entry chunk, and the
// component with its other variants would add ~1 KB gzip there.
const rotate = keyframes({ '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } });
const dash = keyframes({
  '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
  '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
  '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
});
const Spinner = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 40,
  height: 40,
  color: theme.palette.primary.main,
  animation: `${rotate} 1.4s linear infinite`,
  '& circle': {
    stroke: 'currentColor',
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
    animation: `${dash} 1.4s ease-in-out infinite`,
  },
}));

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <Spinner role="progressbar" aria-label={t('table.loading')}>
        <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true" style={{ display: 'block' }}>
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </Spinner>
    </Box>
  );
}

function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return <PageSpinner />;
}

/** Applies both guards of docs/product.md §5 to the matched routes and picks the layout. */
export function RouteRoot() {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const ability = useAbility();
  const abilityReady = useAbilityReady();
  const auth = useAppSelector((s) => s.auth);
  const client = useAppSelector((s) => s.config.runtime?.apkiConfig);
  const handles = matches.map((m) => m.handle as RouteHandle | undefined).filter((h): h is RouteHandle => !!h);
  const last = handles[handles.length - 1];
  usePageTitle(last?.title);

  const decision = useMemo(
    () =>
      decideNavigation(
        handles.map((h) => h.meta),
        { isAuthenticated: auth.isAuthenticated, roleIds: auth.roleIds, ability, accessDeniedUrl: client ? accessDeniedUrl(client) : '/' },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.pathname, auth.isAuthenticated, auth.roleIds, ability, client],
  );

  const needsAbility = !!last && !last.meta.public && !last.meta.isErrorPage && auth.isAuthenticated;
  if (needsAbility && !abilityReady) return <PageSpinner />;
  if (decision.type === 'external') return <ExternalRedirect url={decision.url} />;
  if (decision.type === 'redirect') {
    // The login-progress page remembers `from` as redirected_from_path (docs/product.md §4).
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={decision.to} replace state={{ from }} />;
  }
  const Layout = last?.layout === 'blank' ? BlankLayout : AppLayout;
  return (
    <>
      <LoadingBar loading={navigation.state !== 'idle'} />
      <Suspense fallback={<PageSpinner />}>
        <Layout>
          <Outlet />
        </Layout>
      </Suspense>
    </>
  );
}
