import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  toDisplayName,
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
function firstMessages(
  input: unknown,
  schema: typeof signupFormSchema | typeof loginFormSchema | typeof resetPasswordFormSchema = signupFormSchema,
) {
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
