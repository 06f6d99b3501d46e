import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { AccountFormError } from '../auth-errors';
import { emailChangeFormSchema, type EmailChangeFormInput, type EmailChangeValues } from '../schema';
import { SavedMessage } from './saved-message';

type EmailChangeFormProps = {
  /** The account's email now. */
  email: string | null;
  /** Asks for the change (the verification email); gives what went wrong, or null once it is sent. */
  onSubmit: (values: EmailChangeValues) => Promise<AccountFormError | null>;
};

const empty: EmailChangeFormInput = { newEmail: '', currentPassword: '' };

/** What the page says once the verification link is on its way to the new address. */
export function verificationSentMessage(newEmail: string): string {
  return `We sent a verification link to ${newEmail}. Your email changes once you follow that link; then log in again with your new email.`;
}

/**
 * Change the email: the new address and the current password. Firebase first emails a
 * verification link to the new address; the email changes only once it is followed.
 */
export function EmailChangeForm({ email, onSubmit }: EmailChangeFormProps) {
  const [outcome, setOutcome] = useState<{ sentTo: string } | { failed: string } | null>(null);
  const schema = useMemo(() => emailChangeFormSchema(email), [email]);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeFormInput, unknown, EmailChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof EmailChangeFormInput) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setOutcome(null);
      },
    });

  const submit = async (values: EmailChangeValues) => {
    setOutcome(null);
    const failure = await onSubmit(values);
    if (!failure) {
      reset(empty);
      setOutcome({ sentTo: values.newEmail });
    } else if (failure.field === 'currentPassword' || failure.field === 'newEmail') {
      setError(failure.field, { message: failure.message }, { shouldFocus: true });
    } else {
      setOutcome({ failed: failure.message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Change email">
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.newEmail?.message}
        {...field('newEmail')}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...field('currentPassword')}
      />
      <SavedMessage message={outcome && 'sentTo' in outcome ? verificationSentMessage(outcome.sentTo) : null} />
      <FormError message={outcome && 'failed' in outcome ? outcome.failed : null} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send verification link'}
      </Button>
    </form>
  );
}
