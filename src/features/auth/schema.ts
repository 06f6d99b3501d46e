import { z } from 'zod';
import { CURRENCY_CODE } from '@/domain/currency';
import { unitPreferencesSchema } from '@/domain/units';
import { nextTask } from '@/lib/next-task';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** The minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

const requiredText = (message: string) => z.string().trim().min(1, message);

const emailField = requiredText('Email is required').pipe(z.email('Email is invalid'));

const firstNameField = requiredText('First name is required');
const lastNameField = requiredText('Last name is required');

/** A new password: the signup's rules and messages. */
const newPasswordField = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

const confirmPasswordField = z.string().min(1, 'Please confirm your password');

/** Only once there is a confirmation: the match is checked even while other fields are still empty. */
const hasConfirmation = (payload: { value: unknown }) => {
  const value = payload.value as { confirmPassword?: unknown };
  return typeof value.confirmPassword === 'string' && value.confirmPassword.length > 0;
};

/** Signup form: the product's rules and messages, word for word. */
export const signupFormSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: hasConfirmation,
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

/** The longest display name a profile holds (firestore.rules: users/{uid}). */
export const DISPLAY_NAME_MAX = 200;

/** The account's currency as stored: an ISO 4217 code (domain/currency.ts; the same check in firestore.rules). */
export const currencySchema = z.string().regex(CURRENCY_CODE, 'Choose a currency');

/** users/{uid}: the profile document written at signup. */
export const userProfileFieldsSchema = z.object({
  displayName: z.string().min(1).max(DISPLAY_NAME_MAX),
  email: z.string().max(320),
});

/**
 * users/{uid} as stored. deletionRequestedAt (server time) marks an account whose deletion is under
 * way (delete-account-api.ts): the next sign-in, on any device, finishes it. units is the account's
 * unit preference (features/units), absent until the account chooses or keeps one.
 */
export const userProfileDocSchema = userProfileFieldsSchema.extend({
  createdAt: z.date().nullable(),
  updatedAt: z.date().nullable(),
  deletionRequestedAt: z.date().nullable().optional(),
  units: unitPreferencesSchema.optional(),
  /** The account's currency (currencySchema); absent until the account chooses one. */
  currency: currencySchema.optional(),
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

/** Account page, change the display name: first and last name, as at signup. */
export const displayNameFormSchema = z
  .object({ firstName: firstNameField, lastName: lastNameField })
  .refine((form) => toDisplayName(form.firstName, form.lastName).length <= DISPLAY_NAME_MAX, {
    path: ['lastName'],
    message: `Your name must be at most ${DISPLAY_NAME_MAX} characters in all`,
  });

export type DisplayNameFormInput = z.input<typeof displayNameFormSchema>;
export type DisplayNameValues = z.output<typeof displayNameFormSchema>;

const currentPasswordField = z.string().min(1, 'Current password is required');

/** Account page, change the password: the current one (re-authentication), then the new one as at signup. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: hasConfirmation,
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must be different from the current one',
    // Only a complete new password is compared; until then its own rules speak.
    when: (payload) => {
      const value = payload.value as { currentPassword?: unknown; newPassword?: unknown };
      return (
        typeof value.currentPassword === 'string' &&
        value.currentPassword.length > 0 &&
        typeof value.newPassword === 'string' &&
        value.newPassword.length >= MIN_PASSWORD_LENGTH
      );
    },
  });

export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;
export type PasswordChangeValues = z.output<typeof passwordChangeFormSchema>;

/**
 * Account page, change the email: the new address and the current password (re-authentication).
 * `currentEmail` is the account's: asking to change to it again is refused.
 */
export function emailChangeFormSchema(currentEmail: string | null) {
  return z
    .object({ newEmail: emailField, currentPassword: currentPasswordField })
    .refine((form) => form.newEmail.toLowerCase() !== currentEmail?.toLowerCase(), {
      path: ['newEmail'],
      message: 'That is already your email',
    });
}

export type EmailChangeFormInput = z.input<ReturnType<typeof emailChangeFormSchema>>;
export type EmailChangeValues = z.output<ReturnType<typeof emailChangeFormSchema>>;

/** The display name: the first and last name joined by a space. */
export function toDisplayName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}

/**
 * A display name back into the form's first and last name: split at its first space, so joining
 * them again gives the same name ("Mary Ann Smith": "Mary" and "Ann Smith"); a name of one word
 * has no last name.
 */
export function splitDisplayName(displayName: string | null | undefined): DisplayNameFormInput {
  const name = (displayName ?? '').trim();
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}
