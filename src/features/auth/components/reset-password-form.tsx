import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { resetPasswordFormSchema, type ResetPasswordFormInput, type ResetPasswordValues } from '../schema';

type ResetPasswordFormProps = {
  defaultEmail?: string;
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
  submitError?: string | null;
  /** Called as the email is edited (a message about the last one sent no longer applies). */
  onEmailChange?: () => void;
};

/** Forgot password: the email to send the reset link to; it validates and hands the value on. */
export function ResetPasswordForm({ defaultEmail = '', onSubmit, submitError, onEmailChange }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: defaultEmail },
    reValidateMode: 'onSubmit',
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Reset your password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email', {
          onChange: () => {
            clearErrors('email');
            onEmailChange?.();
          },
        })}
      />
      <FormError message={submitError} />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
