import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_INTERRUPTED,
  ACCOUNT_EMAIL_MISMATCH,
  deleteAccountErrorMessage,
  accountErrorMessage,
  INVALID_CREDENTIALS_MESSAGE,
  loginErrorMessage,
  RESET_LINK_SENT_MESSAGE,
  resetPasswordErrorMessage,
  signupErrorMessage,
} from './auth-errors';

describe('signupErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/network-request-failed', 'Failed to create account. Please try again.'],
    [undefined, 'Failed to create account. Please try again.'],
  ])('maps %s to its message', (code, message) => {
    expect(signupErrorMessage(code)).toBe(message);
  });
});

describe('loginErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Login failed. Please try again.'],
    [undefined, 'Login failed. Please try again.'],
  ])('maps %s to its message', (code, message) => {
    expect(loginErrorMessage(code)).toBe(message);
  });

  it('answers auth/invalid-credential without revealing whether the account exists', () => {
    const message = loginErrorMessage('auth/invalid-credential');
    expect(message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(message).not.toBe(loginErrorMessage('auth/user-not-found'));
    expect(message).not.toBe(loginErrorMessage('auth/wrong-password'));
    expect(message).toMatch(/email or password/);
  });
});

describe('resetPasswordErrorMessage', () => {
  it.each([
    ['auth/network-request-failed', 'Could not reach the server: check your connection and try again.'],
    ['auth/too-many-requests', 'Too many reset requests from this device: please wait a few minutes and try again.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/internal-error', 'Failed to send the reset email. Please try again.'],
    [undefined, 'Failed to send the reset email. Please try again.'],
  ])('maps %s to its message', (code, message) => {
    expect(resetPasswordErrorMessage(code)).toBe(message);
  });

  it('has no message that tells whether the account exists', () => {
    expect(resetPasswordErrorMessage('auth/user-not-found')).toBe(resetPasswordErrorMessage(undefined));
    expect(RESET_LINK_SENT_MESSAGE).toBe('If an account exists for that email, a reset link is on its way.');
  });
});

describe('deleteAccountErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    // The email was checked against the account's before: only the password can be wrong.
    ['auth/invalid-credential', 'Incorrect password. Please try again.'],
    [ACCOUNT_EMAIL_MISMATCH, "This is not your account's email."],
    ['auth/too-many-requests', 'Too many attempts from this device: please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'Could not reach the server: check your connection and try again.'],
    ['unavailable', 'Could not reach the server: check your connection and try again.'],
    ['auth/requires-recent-login', 'For your security, please log out, log in again, then delete your account.'],
    [
      ACCOUNT_DELETION_INTERRUPTED,
      'The deletion stopped part-way through: try again, or it is finished the next time you sign in.',
    ],
    ['permission-denied', 'Failed to delete your account. Please try again.'],
    [undefined, 'Failed to delete your account. Please try again.'],
  ])('maps %s to one sentence', (code, message) => {
    expect(deleteAccountErrorMessage(code)).toBe(message);
  });
});

describe('accountErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'password'],
    ['auth/invalid-credential', 'email'],
    ['auth/invalid-login-credentials', 'password'],
  ] as const)('puts %s on the current-password field, in the login form words', (code, action) => {
    expect(accountErrorMessage(code, action)).toEqual({
      field: 'currentPassword',
      message: 'Incorrect password. Please try again.',
    });
  });

  it.each([
    ['auth/weak-password', 'password', 'newPassword', 'Password is too weak. Please choose a stronger password.'],
    ['auth/email-already-in-use', 'email', 'newEmail', 'An account with this email already exists.'],
    ['auth/invalid-new-email', 'email', 'newEmail', 'Please enter a valid email address.'],
  ] as const)('puts %s on the field it is about', (code, action, field, message) => {
    expect(accountErrorMessage(code, action)).toEqual({ field, message });
  });

  it.each([
    ['auth/too-many-requests', 'Too many attempts from this device: please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'Could not reach the server: check your connection and try again.'],
    ['unavailable', 'Could not reach the server: check your connection and try again.'],
    ['auth/requires-recent-login', 'Your sign-in has expired: log out, log in again and try once more.'],
  ])('says %s for the whole form', (code, message) => {
    expect(accountErrorMessage(code, 'password')).toEqual({ message });
  });

  it.each([
    ['displayName', 'Failed to save your name. Please try again.'],
    ['password', 'Failed to change your password. Please try again.'],
    ['email', 'Failed to send the verification email. Please try again.'],
  ] as const)('falls back to one sentence per form (%s)', (action, message) => {
    expect(accountErrorMessage(undefined, action)).toEqual({ message });
    expect(accountErrorMessage('permission-denied', action)).toEqual({ message });
  });
});
