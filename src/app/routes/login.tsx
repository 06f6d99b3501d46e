import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CenteredCard } from '@/components/layout/centered-card';
import { paths } from '@/config/paths';
import { logIn } from '@/features/auth/auth-api';
import { loginErrorMessage } from '@/features/auth/auth-errors';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLostAccountCleared } from '@/features/auth/lost-account';
import type { LoginValues } from '@/features/auth/schema';
import { returnPathAfterLogin } from '@/lib/auth/return-path';
import { auth } from '@/lib/firebase-app';
import { useSubmit } from '@/lib/use-submit';
import { errorCode } from '@/utils/errors';

export function LoginRoute() {
  // Signed out without a logout (a revoked token, an account deleted elsewhere): its records go first.
  useLostAccountCleared();
  const navigate = useNavigate();
  const location = useLocation();
  const { submit, error } = useSubmit(
    async (values: LoginValues) => {
      await logIn(auth, values.email, values.password);
      // Back to the page first asked for (RequireAuth keeps it), or the dashboard.
      navigate(returnPathAfterLogin(location.state), { replace: true });
    },
    (cause) => loginErrorMessage(errorCode(cause)),
  );

  return (
    <CenteredCard title="Log in">
      <LoginForm onSubmit={submit} submitError={error} />
      <p className="mt-6 text-center text-sm text-stone-700">
        New to Rangebook?{' '}
        <Link to={paths.signup.href()} className="font-semibold text-amber-700 underline">
          Create an account
        </Link>
      </p>
    </CenteredCard>
  );
}
