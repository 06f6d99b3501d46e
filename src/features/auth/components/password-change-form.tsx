import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { AccountFormError } from '../auth-errors';
import { passwordChangeFormSchema, type PasswordChangeFormInput, type PasswordChangeValues } from '../schema';
import { SavedMessage } from './saved-message';

type PasswordChangeFormProps = {
  /** The account's email, for password managers (a hidden username field). */
  email: string | null;
  /** Changes the password; gives what went wrong, or null once it is changed. */
  onSubmit: (values: PasswordChangeValues) => Promise<AccountFormError | null>;
};

const empty: PasswordChangeFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: the current one (checked by the server), then the new one twice. */
export function PasswordChangeForm({ email, onSubmit }: PasswordChangeFormProps) {
  const [outcome, setOutcome] = useState<'saved' | { failed: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeFormInput, unknown, PasswordChangeValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof PasswordChangeFormInput) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setOutcome(null);
      },
    });

  const submit = async (values: PasswordChangeValues) => {
    setOutcome(null);
    const failure = await onSubmit(values);
    if (!failure) {
      // Passwords are not left in the page once they are used.
      reset(empty);
      setOutcome('saved');
    } else if (failure.field === 'currentPassword' || failure.field === 'newPassword') {
      // What was typed stays, and the field at fault says why.
      setError(failure.field, { message: failure.message }, { shouldFocus: true });
    } else {
      setOutcome({ failed: failure.message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Change password">
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <SavedMessage
        message={outcome === 'saved' ? 'Saved. Your password is changed: use the new one next time you log in.' : null}
      />
      <FormError message={outcome && outcome !== 'saved' ? outcome.failed : null} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}
