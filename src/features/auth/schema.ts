import { z } from 'zod';

/** The minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

const requiredText = (message: string) => z.string().trim().min(1, message);

const emailField = requiredText('Email is required').pipe(z.email('Email is invalid'));

/** Signup form: the product's rules and messages, word for word. */
export const signupFormSchema = z
  .object({
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    email: emailField,
    password: z
      .string()
      .min(1, 'Password is required')
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    // Check the match even while other fields are still empty, but only once there is a confirmation.
    when: (payload) => {
      const value = payload.value as { confirmPassword?: unknown };
      return typeof value.confirmPassword === 'string' && value.confirmPassword.length > 0;
    },
  });

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupValues = z.output<typeof signupFormSchema>;

/** Login form: both fields required. */
export const loginFormSchema = z.object({
  email: requiredText('Email is required'),
  password: z.string().min(1, 'Password is required'),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginValues = z.output<typeof loginFormSchema>;

/** Forgot password: the email the reset link goes to. */
export const resetPasswordFormSchema = z.object({ email: emailField });

export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;

/** users/{uid}: the profile document written at signup. */
export const userProfileFieldsSchema = z.object({
  displayName: z.string().min(1).max(200),
  email: z.string().max(320),
});

/**
 * users/{uid} as stored. deletionRequestedAt (server time) marks an account whose deletion is under
 * way (delete-account-api.ts): the next sign-in, on any device, finishes it.
 */
export const userProfileDocSchema = userProfileFieldsSchema.extend({
  createdAt: z.date().nullable(),
  updatedAt: z.date().nullable(),
  deletionRequestedAt: z.date().nullable().optional(),
});

export type UserProfileDoc = z.output<typeof userProfileDocSchema>;

/** Whether two emails name the same account (Auth keeps them in lower case). */
export function sameEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

export const NOT_THIS_ACCOUNTS_EMAIL = "This is not your account's email.";

/**
 * Delete account: the account's email typed again to confirm (it must be the signed-in account's),
 * and the password again (the deletion re-authenticates with it).
 */
export function deleteAccountFormSchema(accountEmail: string) {
  return z.object({
    email: requiredText('Email is required').refine((email) => sameEmail(email, accountEmail), NOT_THIS_ACCOUNTS_EMAIL),
    password: z.string().min(1, 'Password is required'),
  });
}

export type DeleteAccountFormInput = z.input<ReturnType<typeof deleteAccountFormSchema>>;
export type DeleteAccountValues = z.output<ReturnType<typeof deleteAccountFormSchema>>;

/** The display name: the first and last name joined by a space. */
export function toDisplayName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}
