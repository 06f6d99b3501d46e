import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useAuthState } from './auth-store';

/** Layout route for signed-in pages: nobody signed in goes to /login. */
export function RequireAuth() {
  const { status } = useAuthState();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out') return <Navigate to={paths.login.href()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Layout route for /login and /signup: a signed-in user goes to the dashboard. */
export function RedirectSignedIn() {
  const { status } = useAuthState();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-in') return <Navigate to={paths.dashboard.href()} replace />;
  return <Outlet />;
}
