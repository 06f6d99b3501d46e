import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LastShownOrLoading } from '@/components/ui/last-shown';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useAuthState } from './auth-store';
import { useLeaving } from './leaving';
import { returnPathAfterLogin } from './return-path';

/**
 * Layout route for signed-in pages: nobody signed in goes to /login, which keeps the page asked for
 * (path, query and hash) in its location state as `from`, to return to after logging in; unless the
 * account was just deleted and the app is leaving it (a reload to the landing page follows).
 */
export function RequireAuth() {
  // The signed-in page is mounted in a deferred render, which React slices: Auth answering on a
  // cold start does not hold the main thread for the whole page's first render.
  const { status } = useDeferredValue(useAuthState());
  const leaving = useLeaving();
  const location = useLocation();
  if (status === 'loading') return <LastShownOrLoading />;
  if (status === 'signed-out' && leaving) return <PageLoading label={leaving} />;
  if (status === 'signed-out')
    return (
      <Navigate
        to={paths.login.href()}
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    );
  return <Outlet />;
}

/**
 * Layout route for /login and /signup: a signed-in user goes to the page RequireAuth sent them
 * away from, or to the dashboard.
 */
export function RedirectSignedIn() {
  const { status } = useAuthState();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-in') return <Navigate to={returnPathAfterLogin(location.state)} replace />;
  return <Outlet />;
}
