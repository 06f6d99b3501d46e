import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { signupFormSchema, type SignupFormInput, type SignupValues } from '../schema';

type SignupFormProps = {
  onSubmit: (values: SignupValues) => Promise<void>;
  submitError?: string | null;
};

const emptySignup: SignupFormInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The account-creation form; it validates and hands the values on, it never writes. */
export function SignupForm({ onSubmit, submitError }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptySignup,
    // Errors show on submit; editing a field clears its own error.
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof SignupFormInput) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Create account">
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <FormError message={submitError} />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
