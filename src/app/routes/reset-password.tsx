import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CenteredCard } from '@/components/layout/centered-card';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/auth-api';
import { RESET_LINK_SENT_MESSAGE, resetPasswordErrorMessage } from '@/features/auth/auth-errors';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import type { ResetPasswordValues } from '@/features/auth/schema';
import { auth } from '@/lib/firebase-app';
import { useSubmit } from '@/lib/use-submit';
import { errorCode } from '@/utils/errors';

/** The email the login form held when "Forgot password?" was followed, to start from. */
function emailFromState(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';
}

/**
 * Forgot password: Firebase emails a reset link, whose page sets the new password and leads back
 * to /login. Open to everyone, signed in or not. The answer is the same whether or not the
 * account exists.
 */
export function ResetPasswordRoute() {
  const location = useLocation();
  const [sent, setSent] = useState(false);
  const { submit, error } = useSubmit(
    async (values: ResetPasswordValues) => {
      setSent(false);
      await requestPasswordReset(auth, values.email, `${window.location.origin}${paths.login.href()}`);
      setSent(true);
    },
    (cause) => resetPasswordErrorMessage(errorCode(cause)),
  );

  return (
    <CenteredCard title="Reset your password">
      <p className="mb-4 text-sm text-stone-700">
        Enter the email you log in with and we will send you a link to choose a new password.
      </p>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <div role="status">
        {sent && (
          <p className="mb-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
            {RESET_LINK_SENT_MESSAGE}
          </p>
        )}
      </div>
      <ResetPasswordForm
        defaultEmail={emailFromState(location.state)}
        onSubmit={submit}
        submitError={error}
        onEmailChange={() => setSent(false)}
      />
      <p className="mt-6 text-center text-sm text-stone-700">
        Remembered it?{' '}
        <Link to={paths.login.href()} className="font-semibold text-amber-700 underline">
          Back to log in
        </Link>
      </p>
    </CenteredCard>
  );
}
