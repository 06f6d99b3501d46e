import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
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
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
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
      <FormError message={submitError} />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
