import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { loginFormSchema, type LoginFormInput, type LoginValues } from '../schema';

type LoginFormProps = {
  onSubmit: (values: LoginValues) => Promise<void>;
  submitError?: string | null;
};

/** The sign-in form; it validates and hands the values on. */
export function LoginForm({ onSubmit, submitError }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  // "Forgot password?" carries what was typed, so the reset form starts with it.
  const email = useWatch({ control, name: 'email' });
  const field = (name: keyof LoginFormInput) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Log in">
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to={paths.resetPassword.href()}
          state={{ email }}
          className="inline-flex min-h-11 items-center font-semibold text-amber-700 underline"
        >
          Forgot password?
        </Link>
      </p>
      <FormError message={submitError} />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
