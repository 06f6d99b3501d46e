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
