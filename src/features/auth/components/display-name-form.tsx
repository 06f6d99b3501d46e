import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { AccountFormError } from '../auth-errors';
import {
  displayNameFormSchema,
  splitDisplayName,
  toDisplayName,
  type DisplayNameFormInput,
  type DisplayNameValues,
} from '../schema';
import { SavedMessage } from './saved-message';

type DisplayNameFormProps = {
  displayName: string | null;
  /** Saves the name; gives what went wrong, or null once it is saved. */
  onSubmit: (values: DisplayNameValues) => Promise<AccountFormError | null>;
};

/** Change the display name: first and last name as at signup, filled with the current name. */
export function DisplayNameForm({ displayName, onSubmit }: DisplayNameFormProps) {
  const [outcome, setOutcome] = useState<{ saved: string } | { failed: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DisplayNameFormInput, unknown, DisplayNameValues>({
    resolver: zodResolver(displayNameFormSchema),
    defaultValues: splitDisplayName(displayName),
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof DisplayNameFormInput) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setOutcome(null);
      },
    });

  const submit = async (values: DisplayNameValues) => {
    setOutcome(null);
    const failure = await onSubmit(values);
    // On failure what was typed stays in the form, to try again.
    setOutcome(failure ? { failed: failure.message } : { saved: toDisplayName(values.firstName, values.lastName) });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Change display name">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...field('lastName')}
        />
      </div>
      <SavedMessage message={outcome && 'saved' in outcome ? `Saved. Your name is now ${outcome.saved}.` : null} />
      <FormError message={outcome && 'failed' in outcome ? outcome.failed : null} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}
