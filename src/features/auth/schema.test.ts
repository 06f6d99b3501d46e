import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  deleteAccountFormSchema,
  displayNameFormSchema,
  emailChangeFormSchema,
  loginFormSchema,
  NOT_THIS_ACCOUNTS_EMAIL,
  passwordChangeFormSchema,
  resetPasswordFormSchema,
  sameEmail,
  signupFormSchema,
  splitDisplayName,
  toDisplayName,
  userProfileDocSchema,
  type SignupFormInput,
} from './schema';

const validSignup: SignupFormInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

/** The first message zod gives for each field, as the form shows it. */
function firstMessages(input: unknown, schema: z.ZodType = signupFormSchema) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}

describe('signup form schema', () => {
  it('accepts a complete signup', () => {
    expect(signupFormSchema.safeParse(validSignup).success).toBe(true);
  });

  it('gives every required-field message on an empty form', () => {
    expect(firstMessages({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('treats names of only spaces as missing', () => {
    expect(firstMessages({ ...validSignup, firstName: '   ', lastName: ' ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('rejects an email of the wrong shape', () => {
    expect(firstMessages({ ...validSignup, email: 'ada.example.com' })).toEqual({ email: 'Email is invalid' });
  });

  it('rejects a password shorter than 8 characters', () => {
    expect(firstMessages({ ...validSignup, password: 'short12', confirmPassword: 'short12' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(
      signupFormSchema.safeParse({ ...validSignup, password: '12345678', confirmPassword: '12345678' }).success,
    ).toBe(true);
  });

  it('rejects a confirmation that does not match', () => {
    expect(firstMessages({ ...validSignup, confirmPassword: 'something else' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports a mismatch alongside other fields still missing', () => {
    expect(firstMessages({ ...validSignup, firstName: '', confirmPassword: 'different' })).toEqual({
      firstName: 'First name is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('trims the names and the email', () => {
    const parsed = signupFormSchema.parse({ ...validSignup, firstName: ' Ada ', email: ' ada@example.com ' });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@example.com');
  });
});

describe('login form schema', () => {
  it('accepts an email and a password', () => {
    expect(loginFormSchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
  });

  it('requires both fields', () => {
    expect(firstMessages({ email: '', password: '' }, loginFormSchema)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('reset password form schema', () => {
  it('requires an email of the right shape, trimmed', () => {
    expect(firstMessages({ email: '' }, resetPasswordFormSchema)).toEqual({ email: 'Email is required' });
    expect(firstMessages({ email: 'ada.example.com' }, resetPasswordFormSchema)).toEqual({ email: 'Email is invalid' });
    expect(resetPasswordFormSchema.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });
});

describe('toDisplayName', () => {
  it('joins first and last name with one space', () => {
    expect(toDisplayName(' Ada', 'Lovelace ')).toBe('Ada Lovelace');
  });
});

describe('delete account form schema', () => {
  const schema = deleteAccountFormSchema('ada@example.com');

  it("accepts the signed-in account's email, in any letter case and with spaces around it", () => {
    expect(schema.parse({ email: ' Ada@Example.com ', password: 'pw' })).toEqual({
      email: 'Ada@Example.com',
      password: 'pw',
    });
  });

  it('requires both fields', () => {
    expect(firstMessages({ email: '', password: '' }, schema)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it("refuses another email, saying it is not the account's", () => {
    expect(firstMessages({ email: 'bob@example.com', password: 'pw' }, schema)).toEqual({
      email: NOT_THIS_ACCOUNTS_EMAIL,
    });
    expect(NOT_THIS_ACCOUNTS_EMAIL).toBe("This is not your account's email.");
  });
});

describe('sameEmail', () => {
  it.each([
    ['ada@example.com', 'ada@example.com', true],
    [' ADA@example.COM', 'ada@example.com', true],
    ['ada@example.org', 'ada@example.com', false],
    ['', 'ada@example.com', false],
  ])('%j and %j: %s', (typed, account, same) => {
    expect(sameEmail(typed, account)).toBe(same);
  });
});

describe('user profile document schema', () => {
  const stored = {
    displayName: 'Ada Lovelace',
    email: 'ada@example.com',
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };

  it('reads a profile with and without the mark of a deletion under way', () => {
    expect(userProfileDocSchema.parse(stored).deletionRequestedAt).toBeUndefined();
    const marked = userProfileDocSchema.parse({ ...stored, deletionRequestedAt: new Date(1000) });
    expect(marked.deletionRequestedAt).toEqual(new Date(1000));
  });

  it('refuses a mark that is not a time', () => {
    expect(userProfileDocSchema.safeParse({ ...stored, deletionRequestedAt: true }).success).toBe(false);
  });
});

describe('splitDisplayName', () => {
  it('splits at the first space, so joining again gives the same name', () => {
    expect(splitDisplayName('Annie Oakley')).toEqual({ firstName: 'Annie', lastName: 'Oakley' });
    expect(splitDisplayName('Mary Ann Smith')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    const { firstName, lastName } = splitDisplayName('Mary Ann Smith');
    expect(toDisplayName(firstName, lastName)).toBe('Mary Ann Smith');
  });

  it('gives a one-word name no last name, and no name nothing', () => {
    expect(splitDisplayName('ada')).toEqual({ firstName: 'ada', lastName: '' });
    expect(splitDisplayName(null)).toEqual({ firstName: '', lastName: '' });
    expect(splitDisplayName('  ')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('display name form schema', () => {
  it('requires first and last name with the signup messages, and trims them', () => {
    expect(firstMessages({ firstName: ' ', lastName: '' }, displayNameFormSchema)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(displayNameFormSchema.parse({ firstName: ' Annie ', lastName: 'Oakley ' })).toEqual({
      firstName: 'Annie',
      lastName: 'Oakley',
    });
  });

  it('refuses a name longer than a profile holds (200 characters joined), and takes one of exactly 200', () => {
    expect(firstMessages({ firstName: 'a'.repeat(100), lastName: 'b'.repeat(100) }, displayNameFormSchema)).toEqual({
      lastName: 'Your name must be at most 200 characters in all',
    });
    expect(displayNameFormSchema.safeParse({ firstName: 'a'.repeat(100), lastName: 'b'.repeat(99) }).success).toBe(
      true,
    );
  });
});

describe('password change form schema', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };

  it('accepts the current password and a new one confirmed', () => {
    expect(passwordChangeFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives every required-field message on an empty form', () => {
    expect(
      firstMessages({ currentPassword: '', newPassword: '', confirmPassword: '' }, passwordChangeFormSchema),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('holds the new password to the signup rules: 8 characters, confirmed', () => {
    expect(
      firstMessages({ ...valid, newPassword: 'short12', confirmPassword: 'short12' }, passwordChangeFormSchema),
    ).toEqual({ newPassword: 'Password must be at least 8 characters' });
    expect(firstMessages({ ...valid, confirmPassword: 'new-passwork' }, passwordChangeFormSchema)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      firstMessages(
        { currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' },
        passwordChangeFormSchema,
      ),
    ).toEqual({ newPassword: 'The new password must be different from the current one' });
  });

  it('keeps the passwords exactly as typed (spaces count)', () => {
    const parsed = passwordChangeFormSchema.parse({
      ...valid,
      newPassword: ' spaced 1 ',
      confirmPassword: ' spaced 1 ',
    });
    expect(parsed.newPassword).toBe(' spaced 1 ');
  });
});

describe('email change form schema', () => {
  const schema = emailChangeFormSchema('annie@example.com');

  it('accepts a new email (trimmed) and the current password', () => {
    expect(schema.parse({ newEmail: ' annie.oakley@example.com ', currentPassword: 'x' })).toEqual({
      newEmail: 'annie.oakley@example.com',
      currentPassword: 'x',
    });
  });

  it('requires both, the email of the right shape, with the signup messages', () => {
    expect(firstMessages({ newEmail: '', currentPassword: '' }, schema)).toEqual({
      newEmail: 'Email is required',
      currentPassword: 'Current password is required',
    });
    expect(firstMessages({ newEmail: 'annie.example.com', currentPassword: 'x' }, schema)).toEqual({
      newEmail: 'Email is invalid',
    });
  });

  it('refuses the email the account already has, in any case', () => {
    expect(firstMessages({ newEmail: 'Annie@Example.com', currentPassword: 'x' }, schema)).toEqual({
      newEmail: 'That is already your email',
    });
  });
});
