import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CenteredCard } from '@/components/layout/centered-card';
import { paths } from '@/config/paths';
import { logIn } from '@/features/auth/auth-api';
import { loginErrorMessage } from '@/features/auth/auth-errors';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginValues } from '@/features/auth/schema';
import { errorCode } from '@/utils/errors';

export function LoginRoute() {
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function handleLogin(values: LoginValues) {
    setSubmitError(null);
    try {
      await logIn(values.email, values.password);
      navigate(paths.dashboard.href(), { replace: true });
    } catch (error) {
      console.error('Login failed', error);
      setSubmitError(loginErrorMessage(errorCode(error)));
    }
  }

  return (
    <CenteredCard title="Log in">
      <LoginForm onSubmit={handleLogin} submitError={submitError} />
      <p className="mt-6 text-center text-sm text-stone-700">
        New to Rangebook?{' '}
        <Link to={paths.signup.href()} className="font-semibold text-amber-700 underline">
          Create an account
        </Link>
      </p>
    </CenteredCard>
  );
}
