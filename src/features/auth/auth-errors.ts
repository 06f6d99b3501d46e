/** What the signup form says for each Auth error code (the texts are the product's contract). */
export function signupErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return 'An account with this email already exists.';
    case 'auth/weak-password':
      return 'Password is too weak. Please choose a stronger password.';
    case 'auth/invalid-email':
      return 'Please enter a valid email address.';
    default:
      return 'Failed to create account. Please try again.';
  }
}

/**
 * With email enumeration protection on (the default for new projects), the backend answers a
 * wrong password and an unknown email alike; this message keeps it that way.
 */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password. Please try again.';

/** What the login form says for each Auth error code (the texts are the product's contract). */
export function loginErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/user-not-found':
      return 'No account found with this email.';
    case 'auth/wrong-password':
      return 'Incorrect password. Please try again.';
    case 'auth/invalid-credential':
      return INVALID_CREDENTIALS_MESSAGE;
    case 'auth/invalid-email':
      return 'Please enter a valid email address.';
    default:
      return 'Login failed. Please try again.';
  }
}

/**
 * What the forgot-password page says once the request is done, whether or not the account exists
 * (email enumeration protection): the same words for both.
 */
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that email, a reset link is on its way.';

/** What the forgot-password form says when the reset email could not be requested. */
export function resetPasswordErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/network-request-failed':
      return 'Could not reach the server: check your connection and try again.';
    case 'auth/too-many-requests':
      return 'Too many reset requests from this device: please wait a few minutes and try again.';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'Please enter a valid email address.';
    default:
      return 'Failed to send the reset email. Please try again.';
  }
}

/** The typed email is not the signed-in account's: the deletion refuses before anything is written. */
export const ACCOUNT_EMAIL_MISMATCH = 'account-deletion/email-mismatch';
/** The deletion stopped after it began (the connection was lost): the next sign-in finishes it. */
export const ACCOUNT_DELETION_INTERRUPTED = 'account-deletion/interrupted';

/** What the delete-account form says when the deletion failed, in one sentence. */
export function deleteAccountErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
      return 'Incorrect password. Please try again.';
    case ACCOUNT_EMAIL_MISMATCH:
    case 'auth/user-mismatch':
      return "This is not your account's email.";
    case 'auth/too-many-requests':
      return 'Too many attempts from this device: please wait a few minutes and try again.';
    case 'auth/network-request-failed':
    case 'unavailable':
    case 'deadline-exceeded':
      return 'Could not reach the server: check your connection and try again.';
    case 'auth/requires-recent-login':
      return 'For your security, please log out, log in again, then delete your account.';
    case ACCOUNT_DELETION_INTERRUPTED:
      return 'The deletion stopped part-way through: try again, or it is finished the next time you sign in.';
    default:
      return 'Failed to delete your account. Please try again.';
  }
}

/** The account page's forms: where an error shows, on one field or for the whole form. */
export type AccountFormError = {
  field?: 'currentPassword' | 'newPassword' | 'newEmail';
  message: string;
};

export type AccountAction = 'displayName' | 'password' | 'email';

const ACCOUNT_FAILED: Record<AccountAction, string> = {
  displayName: 'Failed to save your name. Please try again.',
  password: 'Failed to change your password. Please try again.',
  email: 'Failed to send the verification email. Please try again.',
};

/**
 * What an account-page form says for an Auth (or Firestore) error code: a wrong current password on
 * that field, in the login form's words; a refused new password or email on its own field; anything
 * else for the whole form, in one sentence.
 */
export function accountErrorMessage(code: string | undefined, action: AccountAction): AccountFormError {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { field: 'currentPassword', message: 'Incorrect password. Please try again.' };
    case 'auth/weak-password':
      return { field: 'newPassword', message: 'Password is too weak. Please choose a stronger password.' };
    case 'auth/email-already-in-use':
      return { field: 'newEmail', message: 'An account with this email already exists.' };
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
    case 'auth/missing-new-email':
      return { field: 'newEmail', message: 'Please enter a valid email address.' };
    case 'auth/too-many-requests':
      return { message: 'Too many attempts from this device: please wait a few minutes and try again.' };
    case 'auth/network-request-failed':
    case 'unavailable':
      return { message: 'Could not reach the server: check your connection and try again.' };
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
    case 'auth/user-mismatch':
    case 'auth/user-not-found':
      return { message: 'Your sign-in has expired: log out, log in again and try once more.' };
    default:
      return { message: ACCOUNT_FAILED[action] };
  }
}
