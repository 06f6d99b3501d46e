import { Link, useNavigate } from 'react-router-dom';
import { CenteredCard } from '@/components/layout/centered-card';
import { paths } from '@/config/paths';
import { signUp } from '@/features/auth/auth-api';
import { signupErrorMessage } from '@/features/auth/auth-errors';
import { SignupForm } from '@/features/auth/components/signup-form';
import type { SignupValues } from '@/features/auth/schema';
import { refreshAuthState } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { auth } from '@/lib/firebase-app';
import { useSubmit } from '@/lib/use-submit';
import { errorCode } from '@/utils/errors';

export function SignupRoute() {
  const navigate = useNavigate();
  const { submit, error } = useSubmit(
    async (values: SignupValues) => {
      await signUp(auth, db, values);
      refreshAuthState();
      navigate(paths.dashboard.href(), { replace: true });
    },
    (cause) => signupErrorMessage(errorCode(cause)),
  );

  return (
    <CenteredCard title="Create your account">
      <SignupForm onSubmit={submit} submitError={error} />
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link to={paths.login.href()} className="font-semibold text-amber-700 underline">
          Log in
        </Link>
      </p>
    </CenteredCard>
  );
}
